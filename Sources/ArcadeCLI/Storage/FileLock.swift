import Glibc

/// An exclusive `flock` on a lock file, held while a closure runs.
///
/// The lock file is opened afresh for every use: `flock` locks belong to an open file description,
/// so two threads of one process sharing a descriptor would not exclude each other.
enum FileLock {
  /// Runs `body` while holding the lock, or returns the errno that prevented locking.
  static func withExclusiveLock<T>(_ lockPath: String, _ body: () -> T) -> Result<T, FileWriteError> {
    let fd = Posix.open(lockPath, O_RDWR | O_CREAT, 0o644)
    guard fd >= 0 else { return .failure(FileWriteError(code: errno, path: lockPath)) }
    defer { close(fd) }  // closing the last descriptor releases the lock
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { return .failure(FileWriteError(code: errno, path: lockPath)) }
    }
    return .success(body())
  }
}
