import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal made by the test itself: the test holds the master side and hands the slave
/// (`/dev/pts/N`) to the program. Closing the master is what happens when a terminal window goes
/// away: the slave hangs up, and a program reading it gets end of file (poll reports POLLHUP).
/// Opened with O_NOCTTY and never made anyone's controlling terminal, so the hang-up sends no
/// SIGHUP: the program meets the closed input itself.
final class PseudoTerminal {
  private(set) var master: Int32
  let slavePath: String

  // grantpt, unlockpt and ptsname_r sit behind _XOPEN_SOURCE in the C headers, so Swift's Glibc
  // module lacks them: look them up in the C library at run time.
  private typealias FdCall = @convention(c) (Int32) -> Int32
  private typealias NameCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
  private static func libc<T>(_ name: String, as type: T.Type) -> T? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
  }

  init() throws {
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
  }

  deinit { hangUp() }

  /// Types bytes into the terminal (the program reads them from the slave).
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Everything the program wrote so far (non-blocking; the slave's output is kept draining).
  func drain() -> String {
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
      guard master >= 0, poll(&fds, 1, 0) > 0, fds[0].revents & Int16(POLLIN) != 0 else { break }
      let n = read(master, &buffer, buffer.count)
      if n <= 0 { break }
      out += buffer[..<n]
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Closes the master side: the terminal is gone.
  func hangUp() {
    if master >= 0 { close(master) }
    master = -1
  }
}

/// Which modes a terminal is left in, from the control sequences a program wrote to it, in order:
/// alternate screen (?1049), cursor (?25), mouse tracking (?1000 ?1002 ?1003 ?1006), and the kitty
/// keyboard protocol's stack (`CSI > flags u` pushes, `CSI < u` pops).
struct TerminalModes: Equatable, CustomStringConvertible {
  var alternateScreen = false
  var cursorHidden = false
  var mouse: Set<Int> = []
  var kittyDepth = 0
  /// How many times the kitty protocol was pushed in all (to show a test really turned it on).
  var kittyPushes = 0

  init(from output: String) {
    let bytes = Array(output.utf8)
    var i = 0
    while i + 2 < bytes.count {
      guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") else {
        i += 1
        continue
      }
      var j = i + 2
      let prefix = bytes[j]
      if prefix == UInt8(ascii: "?") || prefix == UInt8(ascii: ">") || prefix == UInt8(ascii: "<") { j += 1 }
      let start = j
      while j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x3F { j += 1 }
      guard j < bytes.count else { break }
      let final = bytes[j]
      let parameters = String(decoding: bytes[start..<j], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
      switch (prefix, final) {
      case (UInt8(ascii: "?"), UInt8(ascii: "h")), (UInt8(ascii: "?"), UInt8(ascii: "l")):
        let on = final == UInt8(ascii: "h")
        for p in parameters {
          switch p {
          case 1049, 47, 1047: alternateScreen = on
          case 25: cursorHidden = !on
          case 1000, 1002, 1003, 1006: if on { mouse.insert(p) } else { mouse.remove(p) }
          default: break
          }
        }
      case (UInt8(ascii: ">"), UInt8(ascii: "u")):
        kittyDepth += 1
        kittyPushes += 1
      case (UInt8(ascii: "<"), UInt8(ascii: "u")):
        kittyDepth = max(0, kittyDepth - max(1, parameters.first ?? 1))
      default: break
      }
      i = j + 1
    }
  }

  /// Everything off, as the program found the terminal.
  var restored: Bool { !alternateScreen && !cursorHidden && mouse.isEmpty && kittyDepth == 0 }

  var description: String {
    "alternate screen \(alternateScreen), cursor hidden \(cursorHidden), mouse \(mouse.sorted()), kitty depth \(kittyDepth)"
  }
}
