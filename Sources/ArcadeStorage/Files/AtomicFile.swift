import Glibc

/// A write that failed: the errno and the path it concerned, for the caller to put in words.
public struct FileWriteError: Error, Equatable {
  public let code: Int32
  public let path: String
}

/// Whole-file writes that never leave a half-written file behind: the bytes go to a temporary
/// file in the same folder, are flushed to disk, and only then take the real name by `rename`.
public enum AtomicFile {
  /// Replaces (or creates) `path` with `text`: readers see the old file or the new one.
  static func replace(_ path: String, with text: String) throws(FileWriteError) {
    let temporary = try writeTemporary(beside: path) { $0.append(text.utf8) }
    try move(temporary, to: path)
  }

  /// Creates `path` with what `produce` writes (as it makes it, so memory stays small), failing
  /// with EEXIST if anything is already there, or ECANCELED when `produce` cancels. The name is
  /// taken first by an exclusive create, so nothing already there is ever replaced.
  public static func create(_ path: String, _ produce: (inout FileWriter) -> Void) throws(FileWriteError) {
    let reserved = Posix.open(path, O_WRONLY | O_CREAT | O_EXCL)
    guard reserved >= 0 else { throw FileWriteError(code: errno, path: path) }
    close(reserved)
    do {
      try move(try writeTemporary(beside: path, produce), to: path)
    } catch {
      unlink(path)
      throw error
    }
  }

  private static func move(_ temporary: String, to path: String) throws(FileWriteError) {
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(code: code, path: path)
    }
    Posix.syncFolder(Posix.folder(of: path))
  }

  /// Writes and flushes a uniquely named temporary file next to `path`; returns its path.
  private static func writeTemporary(beside path: String, _ produce: (inout FileWriter) -> Void)
    throws(FileWriteError) -> String
  {
    let folder = Posix.folder(of: path)
    let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let name = path.split(separator: "/").last ?? ""
    let temporary = "\(folder)/.\(name).\(getpid()).\(unique).tmp"
    let fd = Posix.open(temporary, O_WRONLY | O_CREAT | O_EXCL)
    guard fd >= 0 else { throw FileWriteError(code: errno, path: folder) }
    var writer = FileWriter(fd: fd)
    produce(&writer)
    let failure = writer.finish()
    close(fd)
    if failure != 0 {
      unlink(temporary)
      throw FileWriteError(code: failure, path: path)
    }
    return temporary
  }
}

/// Bytes on their way to a file; the first failure stops the rest.
public struct FileWriter {
  private let fd: Int32
  /// The errno of the first failed write (0: none).
  private var failure: Int32 = 0

  init(fd: Int32) { self.fd = fd }

  public mutating func append(_ bytes: some Collection<UInt8>) {
    if failure == 0 { failure = Posix.writeAll(fd, Array(bytes)) }
  }

  /// Gives up: the file is not to be kept.
  public mutating func cancel() { if failure == 0 { failure = ECANCELED } }

  /// Flushes the file to disk; returns 0 or the first errno.
  mutating func finish() -> Int32 {
    if failure == 0 && fsync(fd) != 0 { failure = errno }
    return failure
  }
}
