import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal made by the test itself: the test holds the master side and hands the slave
/// (`/dev/pts/N`) to the program. Closing the master is what happens when a terminal window goes
/// away: the slave hangs up, and a program reading it gets end of file (poll reports POLLHUP).
/// Opened with O_NOCTTY and never made anyone's controlling terminal, so the hang-up sends no
/// SIGHUP: the program meets the closed input itself. Like a terminal emulator, it reads everything the
/// program writes as it comes, on a thread of its own, so the program never waits on a test that is busy.
public final class PseudoTerminal {
  public private(set) var master: Int32
  public let slavePath: String
  private let reader = Reader()
  private var readerStarted = false

  /// What the program wrote and `drain()` has not yet returned, and whether the reading thread goes on. The
  /// thread holds this alone, so the terminal's deinit still runs and stops it.
  private final class Reader: Sendable {
    let received = Mutex<[UInt8]>([])
    let reading = Mutex(true)
    let stopped = DispatchSemaphore(value: 0)

    /// Waits up to 20 ms at a time for output, so a hang-up is noticed within that.
    func readUntilHangUp(_ fd: Int32) {
      defer { stopped.signal() }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while reading.withLock({ $0 }) {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, 20) > 0 else { continue }
        guard fds[0].revents & Int16(POLLIN) != 0 else {
          // No program has the slave open (yet, or any more): the master reports a hang-up until one does.
          usleep(10_000)
          continue
        }
        let n = read(fd, &buffer, buffer.count)
        if n > 0 { received.withLock { $0 += buffer[..<n] } }
      }
    }
  }

  // grantpt, unlockpt and ptsname_r sit behind _XOPEN_SOURCE in the C headers, so Swift's Glibc
  // module lacks them: look them up in the C library at run time.
  private typealias FdCall = @convention(c) (Int32) -> Int32
  private typealias NameCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
  private static func libc<T>(_ name: String, as type: T.Type) -> T? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
  }

  public init() throws {
    guard let grant = Self.libc("grantpt", as: FdCall.self), let unlock = Self.libc("unlockpt", as: FdCall.self),
      let ptsname = Self.libc("ptsname_r", as: NameCall.self)
    else { throw POSIXError(.ENOSYS) }
    // posix_openpt, which Glibc does not export either. Close-on-exec: a spawned program (the arcade,
    // tmux) must not hold a copy of the master, or closing ours would not close the terminal.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, grant(master) == 0, unlock(master) == 0 else { throw POSIXError(.EIO) }
    var name = [CChar](repeating: 0, count: 128)
    guard ptsname(master, &name, name.count) == 0 else { throw POSIXError(.EIO) }
    slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Raw, as a terminal is under a full-screen program: bytes arrive as typed, no echo.
    let slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw POSIXError(.EIO) }
    defer { close(slave) }
    var modes = termios()
    tcgetattr(slave, &modes)
    cfmakeraw(&modes)
    tcsetattr(slave, TCSANOW, &modes)
    let (fd, reader) = (master, reader)
    Thread { reader.readUntilHangUp(fd) }.start()
    readerStarted = true
  }

  deinit { hangUp() }

  /// Types bytes into the terminal (the program reads them from the slave).
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Everything the program wrote since the last call.
  public func drain() -> String {
    let out = reader.received.withLock { received in
      defer { received = [] }
      return received
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Sets the window size the program reads (TIOCSWINSZ on the master).
  public func setSize(columns: Int, rows: Int) throws {
    var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw POSIXError(.EIO) }
  }

  /// Closes the master side: the terminal is gone.
  public func hangUp() {
    guard master >= 0 else { return }
    if readerStarted {
      reader.reading.withLock { $0 = false }
      reader.stopped.wait()
    }
    close(master)
    master = -1
  }
}
