import Glibc

/// An exclusive `flock` on a lock file, held while a closure runs.
///
/// The lock file is opened afresh for every use: `flock` locks belong to an open file description,
/// so two threads of one process sharing a descriptor would not exclude each other. Waiting is
/// bounded: a lock held elsewhere must not freeze the game (its signals are handled between frames).
enum FileLock {
  private static let retryNanoseconds = 5_000_000

  /// Runs `body` while holding the lock, or returns the errno that prevented locking: EWOULDBLOCK
  /// when other holders kept it for all of `patience` (a real write holds it for milliseconds), EINTR
  /// when `interrupted` said to stop waiting.
  static func withExclusiveLock<T>(
    _ lockPath: String, patience: Duration, interrupted: () -> Bool = { false }, _ body: () -> T
  ) -> Result<
    T, FileWriteError
  > {
    let fd = Posix.open(lockPath, O_RDWR | O_CREAT, 0o644)
    guard fd >= 0 else { return .failure(FileWriteError(code: errno, path: lockPath)) }
    defer { close(fd) }  // closing the last descriptor releases the lock
    let deadline = now() + Int(patience.components.seconds) * 1_000_000_000 + Int(patience.components.attoseconds / 1_000_000_000)
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EINTR || code == EWOULDBLOCK else { return .failure(FileWriteError(code: code, path: lockPath)) }
      guard now() < deadline else { return .failure(FileWriteError(code: EWOULDBLOCK, path: lockPath)) }
      guard !interrupted() else { return .failure(FileWriteError(code: EINTR, path: lockPath)) }
      var pause = timespec(tv_sec: 0, tv_nsec: retryNanoseconds)
      _ = nanosleep(&pause, nil)
    }
    return .success(body())
  }

  /// The monotonic clock in nanoseconds.
  private static func now() -> Int {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return t.tv_sec * 1_000_000_000 + t.tv_nsec
  }
}
