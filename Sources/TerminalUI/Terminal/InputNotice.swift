import Glibc

/// Asks the kernel for a SIGIO whenever the terminal has input, so a wake-up that only writes frames
/// can sleep on the signal pipe alone: polling the terminal itself was most of such a wake-up's
/// kernel time (the tty's locks and wait queues, cold after each 33 ms sleep).
///
/// The request is made on a descriptor of our own, opened from the input's path, not on standard
/// input: its open file is shared with the shell, which would keep the request after we exit.
/// Ours closes with the process, however it ends, and the request with it.
struct InputNotice {
  /// The descriptor the request is made on.
  let descriptor: Int32

  /// Requests notices for `input`'s terminal, sent to this process; nil when that fails (not a
  /// terminal): then poll the terminal.
  init?(for input: Int32) {
    guard let name = ttyname(input) else { return nil }
    let fd = open(name, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    let flags = fcntl(fd, F_GETFL)
    guard flags >= 0, fcntl(fd, F_SETOWN, getpid()) == 0, fcntl(fd, F_SETFL, flags | O_ASYNC) == 0 else {
      close(fd)
      return nil
    }
    descriptor = fd
  }

  /// Stops the notices.
  func end() { close(descriptor) }
}
