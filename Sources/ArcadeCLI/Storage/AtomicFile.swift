import Glibc

/// A write that failed: the errno and the path it concerned, for the caller to put in words.
struct FileWriteError: Error, Equatable {
  let code: Int32
  let path: String
}

/// Whole-file writes that never leave a half-written file behind: the bytes go to a temporary
/// file in the same folder, are flushed to disk, and only then take the real name.
enum AtomicFile {
  /// Replaces (or creates) `path` with `text` by `rename`: readers see the old file or the new one.
  static func replace(_ path: String, with text: String) throws(FileWriteError) {
    let temporary = try writeTemporary(beside: path) { $0.append(text.utf8) }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(code: code, path: path)
    }
    Posix.syncFolder(Posix.folder(of: path))
  }

  /// Creates `path` with `text`, failing with EEXIST if anything is already there.
  static func create(_ path: String, with text: String) throws(FileWriteError) {
    try create(path) { $0.append(text.utf8) }
  }

  /// Creates `path` with what `produce` writes (as it makes it, so memory stays small), failing
  /// with EEXIST if anything is already there, or ECANCELED when `produce` cancels. The complete
  /// file appears at once through `link` (which never replaces); where the file system has no
  /// hard links, the temporary file is copied into an exclusively created one.
  static func create(_ path: String, _ produce: (inout FileWriter) -> Void) throws(FileWriteError) {
    let temporary = try writeTemporary(beside: path, produce)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 {
      Posix.syncFolder(Posix.folder(of: path))
      return
    }
    let code = errno
    guard code == EPERM || code == ENOTSUP || code == EXDEV || code == EMLINK else {
      throw FileWriteError(code: code, path: path)
    }
    try copy(temporary, toNew: path)
  }

  private static func copy(_ source: String, toNew path: String) throws(FileWriteError) {
    let input = Posix.open(source, O_RDONLY)
    guard input >= 0 else { throw FileWriteError(code: errno, path: source) }
    defer { close(input) }
    let fd = Posix.open(path, O_WRONLY | O_CREAT | O_EXCL)
    guard fd >= 0 else { throw FileWriteError(code: errno, path: path) }
    var writer = FileWriter(fd: fd)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while writer.failure == 0 {
      let got = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      if got < 0 { writer.fail(errno) }
      if got <= 0 { break }
      writer.append(chunk[..<got])
    }
    let failure = writer.finish()
    close(fd)
    if failure != 0 {
      unlink(path)
      throw FileWriteError(code: failure, path: path)
    }
  }

  /// Writes and flushes a uniquely named temporary file next to `path`; returns its path.
  private static func writeTemporary(beside path: String, _ produce: (inout FileWriter) -> Void)
    throws(FileWriteError) -> String
  {
    let folder = Posix.folder(of: path)
    let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let temporary = "\(folder)/.\(Posix.fileName(of: path)).\(getpid()).\(unique).tmp"
    let fd = Posix.open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
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

/// Bytes on their way to a file, written a buffer at a time; the first failure stops the rest.
struct FileWriter {
  private let fd: Int32
  private var buffer: [UInt8] = []
  /// The errno of the first failed write (0: none).
  private(set) var failure: Int32 = 0

  init(fd: Int32) {
    self.fd = fd
    buffer.reserveCapacity(1 << 16)
  }

  mutating func append(_ bytes: some Collection<UInt8>) {
    guard failure == 0 else { return }
    buffer += bytes
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Gives up: the file is not to be kept.
  mutating func cancel() { fail(ECANCELED) }

  mutating func fail(_ code: Int32) { if failure == 0 { failure = code } }

  /// Writes what is left and flushes the file to disk; returns 0 or the first errno.
  mutating func finish() -> Int32 {
    flush()
    if failure == 0 && fsync(fd) != 0 { failure = errno }
    return failure
  }

  private mutating func flush() {
    if failure == 0, case let code = Posix.writeAll(fd, buffer), code != 0 { fail(code) }
    buffer.removeAll(keepingCapacity: true)
  }
}
