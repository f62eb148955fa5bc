import Glibc

/// An exclusive `flock` on a lock file, held while a closure runs.
///
/// The lock file is opened afresh for every use: `flock` locks belong to an open file description,
/// so two threads of one process sharing a descriptor would not exclude each other. Waiting is
/// bounded: a lock held elsewhere must not freeze the game (its signals are handled between frames).
enum FileLock {
  /// Runs `body` while holding the lock, or returns the errno that prevented locking: EWOULDBLOCK
  /// when other holders kept it for all of `patience` (a real write holds it for milliseconds), EINTR
  /// when `interrupted` said to stop waiting.
  static func withExclusiveLock<T>(
    _ lockPath: String, patience: Duration, interrupted: () -> Bool = { false }, _ body: () -> T
  ) -> Result<T, FileWriteError> {
    let fd = Posix.open(lockPath, O_RDWR | O_CREAT)
    guard fd >= 0 else { return .failure(FileWriteError(code: errno, path: lockPath)) }
    defer { close(fd) }  // closing the last descriptor releases the lock
    let deadline = ContinuousClock.now + patience
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EINTR || code == EWOULDBLOCK else { return .failure(FileWriteError(code: code, path: lockPath)) }
      guard ContinuousClock.now < deadline else { return .failure(FileWriteError(code: EWOULDBLOCK, path: lockPath)) }
      guard !interrupted() else { return .failure(FileWriteError(code: EINTR, path: lockPath)) }
      usleep(5_000)
    }
    return .success(body())
  }
}
