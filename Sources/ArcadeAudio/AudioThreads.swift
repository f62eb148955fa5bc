import Glibc

/// The audio's own threads never take a signal sent to the arcade: the main thread watches them (so one sent
/// while stopped is recorded before the stop returns). Faults stay unblocked: they belong to the thread that
/// faulted, whose crash handler gives the terminal back.
enum AudioThreads {
  static func leaveSignalsToMainThread() {
    var sent = sigset_t()
    sigfillset(&sent)
    for fault in [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS] { sigdelset(&sent, fault) }
    pthread_sigmask(SIG_BLOCK, &sent, nil)
  }
}
