import ArcadeCore
import CNcurses
import Glibc
import Synchronization

// The handler's state: a signal handler can reach only globals. Both are set before any handler is
// installed; the handler only reads the descriptor.
private let arrivedSignals = Atomic<UInt64>(0)
nonisolated(unsafe) private var wakeWriter: Int32 = -1

/// Records a signal and wakes the main loop: an atomic OR and a `write`, both async-signal-safe.
private func recordSignal(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
  // A write past the file-size limit (`ulimit -f`) raises SIGXFSZ at the writer itself, and the write
  // fails with EFBIG, which the caller reports: only a SIGXFSZ someone sent ends the arcade.
  if sig == SIGXFSZ, let info, info.pointee.si_code == Int32(SI_USER), info.pointee._sifields._kill.si_pid == getpid() {
    return
  }
  let saved = errno
  arrivedSignals.bitwiseOr(1 << UInt64(sig - 1), ordering: .sequentiallyConsistent)
  var byte: UInt8 = 1
  _ = write(wakeWriter, &byte, 1)
  errno = saved
}

/// Watches signals: a handler records each one and wakes the main loop through a pipe; the main
/// loop does the real work (restore the terminal, save the tape), where that work is safe. One
/// watcher at a time (the handler's state is global).
final class SignalWatcher: Sendable {
  /// Every signal whose default action ends the process, except the faults (the crash net's) and
  /// SIGPIPE (ignored: a write to a closed pipe fails instead): the arcade ends on each as on SIGTERM.
  static let endingSignals: [Int32] =
    [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGSTKFLT, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
      SIGIO, SIGPWR, SIGSYS,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

  /// The main loop polls this descriptor to wake up when a signal arrived.
  let wakeDescriptor: Int32
  private let signals: [Int32]

  init(signals: [Int32]) {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }
    wakeDescriptor = fds[0]
    wakeWriter = fds[1]
    self.signals = signals
    _ = arrivedSignals.exchange(0, ordering: .sequentiallyConsistent)
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = recordSignal
    action.sa_flags = SA_SIGINFO | SA_RESTART
    sigfillset(&action.sa_mask)
    for sig in signals { sigaction(sig, &action, nil) }
  }

  /// Whether a signal arrived that `take` has not returned yet.
  var pending: Bool { arrivedSignals.load(ordering: .sequentiallyConsistent) != 0 }

  /// Whether one of `endingSignals` arrived that `take` has not returned yet.
  var endingPending: Bool {
    let bits = arrivedSignals.load(ordering: .sequentiallyConsistent)
    return Self.endingSignals.contains { bits & (1 << UInt64($0 - 1)) != 0 }
  }

  /// The signals that arrived since the last call, in signal-number order. `drain` empties the wake
  /// pipe too: pass it when `poll` said the pipe is readable (a byte can land just after its signal
  /// was taken), so the usual call, with nothing pending, is one atomic read and no system call.
  func take(drain: Bool) -> [Int32] {
    if drain {
      var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &scratch) { buffer in
        while read(wakeDescriptor, buffer.baseAddress, buffer.count) > 0 {}
      }
    }
    let bits = arrivedSignals.exchange(0, ordering: .sequentiallyConsistent)
    if bits == 0 { return [] }
    return (1...64).filter { bits & (1 << UInt64($0 - 1)) != 0 }.map { Int32($0) }
  }

  deinit {
    // Ignored from here on: the handler must not write to a descriptor number that may be reused.
    for sig in signals { arcade_ignore_signal(sig) }
    close(wakeDescriptor)
    close(wakeWriter)
    wakeWriter = -1
  }
}

extension Terminal {
  /// Called first on a thread of the arcade's own (audio): the signals the terminal watches are then
  /// handled on the main thread only, so one sent while stopped is recorded before the stop returns.
  public static func leaveSignalsToMainThread() {
    var watched = sigset_t()
    sigemptyset(&watched)
    for sig in SignalWatcher.endingSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&watched, sig) }
    pthread_sigmask(SIG_BLOCK, &watched, nil)
  }
}

/// The real monotonic clock (CLOCK_MONOTONIC), for the fixed-step loop.
public struct SystemClock: Sendable {
  public init() {}
  public func nanoseconds() -> UInt64 { UInt64(arcade_monotonic_ns()) }
}
