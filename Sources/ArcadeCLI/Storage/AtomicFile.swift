import Glibc

/// A write that failed: the errno and the path it concerned, for the caller to put in words.
struct FileWriteError: Error, Equatable {
  let code: Int32
  let path: String
}

/// Whole-file writes that never leave a half-written file behind: the text goes to a temporary
/// file in the same folder, is flushed to disk, and only then takes the real name.
enum AtomicFile {
  /// Replaces (or creates) `path` with `text` by `rename`: readers see the old file or the new one.
  static func replace(_ path: String, with text: String) throws(FileWriteError) {
    let temporary = try writeTemporary(beside: path, text)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(code: code, path: path)
    }
    Posix.syncFolder(Posix.folder(of: path))
  }

  /// Creates `path` with `text`, failing with EEXIST if anything is already there. The complete
  /// file appears at once through `link` (which never replaces); where the file system has no
  /// hard links, it falls back to an exclusive create.
  static func create(_ path: String, with text: String) throws(FileWriteError) {
    let temporary = try writeTemporary(beside: path, text)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 {
      Posix.syncFolder(Posix.folder(of: path))
      return
    }
    let code = errno
    guard code == EPERM || code == ENOTSUP || code == EXDEV || code == EMLINK else {
      throw FileWriteError(code: code, path: path)
    }
    let fd = Posix.open(path, O_WRONLY | O_CREAT | O_EXCL)
    guard fd >= 0 else { throw FileWriteError(code: errno, path: path) }
    let failure = Posix.writeAll(fd, Array(text.utf8))
    let synced = failure == 0 ? fsync(fd) : 0
    close(fd)
    if failure != 0 || synced != 0 {
      unlink(path)
      throw FileWriteError(code: failure != 0 ? failure : EIO, path: path)
    }
  }

  /// Writes and flushes a uniquely named temporary file next to `path`; returns its path.
  private static func writeTemporary(beside path: String, _ text: String) throws(FileWriteError) -> String {
    let folder = Posix.folder(of: path)
    let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let temporary = "\(folder)/.\(Posix.fileName(of: path)).\(getpid()).\(unique).tmp"
    let fd = Posix.open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw FileWriteError(code: errno, path: folder) }
    let failure = Posix.writeAll(fd, Array(text.utf8))
    let synced = failure == 0 ? (fsync(fd) == 0 ? 0 : errno) : 0
    close(fd)
    if failure != 0 || synced != 0 {
      unlink(temporary)
      throw FileWriteError(code: failure != 0 ? failure : synced, path: path)
    }
    return temporary
  }
}
