#if canImport(Glibc)
  import Glibc
#endif

/// Sees whether code raises SIGPIPE on its thread, in a test process that may ignore SIGPIPE (an ignored signal
/// is dropped, and would be seen by no one).
enum SIGPIPEWatch {
  /// While `body` runs, SIGPIPE is blocked on this thread and handled (by doing nothing) rather than ignored, so a
  /// SIGPIPE it raises waits, pending, to be seen; it is then taken off, and both settings put back.
  static func raised(by body: () -> Void) -> Bool {
    var pipe = sigset_t()
    sigemptyset(&pipe)
    sigaddset(&pipe, SIGPIPE)
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipe, &mask)
    var handled = sigaction()
    handled.__sigaction_handler.sa_handler = { _ in }
    var before = sigaction()
    sigaction(SIGPIPE, &handled, &before)
    body()
    var pending = sigset_t()
    sigpending(&pending)
    let raised = sigismember(&pending, SIGPIPE) == 1
    if raised {
      var now = timespec()
      sigtimedwait(&pipe, nil, &now)
    }
    sigaction(SIGPIPE, &before, nil)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    return raised
  }
}
