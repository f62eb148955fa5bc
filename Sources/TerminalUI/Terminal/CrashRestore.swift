import Glibc

private typealias SignalAction = sigaction

// The crash safety net's state. A signal handler can only reach globals; these are written before
// the handler is installed and only read inside it.
nonisolated(unsafe) private var savedModes = termios()
nonisolated(unsafe) private var previousActions = [SignalAction](repeating: SignalAction(), count: 32)
private let faultSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
/// Bytes that reset what the arcade turned on: keyboard protocol, mouse modes, colors, hidden
/// cursor, alternate screen.
nonisolated(unsafe) private var resetBytes: [UInt8] = Array(
  "\u{1B}[<u\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

/// If the process dies of a fault (a Swift trap is SIGILL or SIGTRAP), give the terminal back first.
/// The handler makes only async-signal-safe calls (write, tcsetattr, sigaction, sigprocmask, raise):
/// it puts the previous handler back and raises the signal into it (Swift's backtracer), then dies
/// of the signal's default action, even when the previous handler returns.
enum CrashRestore {
  static func install() {
    guard tcgetattr(STDIN_FILENO, &savedModes) == 0 else { return }
    _ = resetBytes.count
    for sig in faultSignals {
      var action = SignalAction()
      action.__sigaction_handler.sa_handler = { sig in
        resetBytes.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedModes)
        guard sig > 0 && sig < 32 else { return }
        // Let the previous handler (Swift's backtracer) report it now, nested in this one: put it
        // back, unblock the signal and raise it again.
        previousActions.withUnsafeBufferPointer { _ = sigaction(sig, $0.baseAddress! + Int(sig), nil) }
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, sig)
        sigprocmask(SIG_UNBLOCK, &only, nil)
        raise(sig)
        // The previous handler returned. A real fault would repeat on return, but a signal sent with
        // kill or raise would not, and the process must not carry on drawing without its terminal
        // (the backtracer returns): die of the signal's default action.
        var byDefault = SignalAction()
        sigaction(sig, &byDefault, nil)
        raise(sig)
      }
      sigemptyset(&action.sa_mask)
      var previous = SignalAction()
      sigaction(sig, &action, &previous)
      previousActions[Int(sig)] = previous
    }
  }

  /// The terminal was restored normally: the net comes down.
  static func remove() {
    for sig in faultSignals {
      var previous = previousActions[Int(sig)]
      sigaction(sig, &previous, nil)
    }
  }
}
