import Glibc

/// Why a text file could not be read; each maps to a one-line message where it is used.
enum TextReadError: Error, Equatable {
  case missing
  case permissionDenied
  case folder
  /// A FIFO, a device, a socket: never read (it could block forever or never end).
  case notRegularFile
  case tooBig(bytes: Int)
  case notUTF8
  case other(String)
}

/// Reads a whole regular file as UTF-8 text, refusing anything that is not a reasonably sized text
/// file, without ever blocking on a FIFO or reading an endless device.
enum TextFileReader {
  static func read(_ path: String, limit: Int) -> Result<String, TextReadError> {
    let fd = Posix.open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { return .failure(openError(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.other(Posix.describe(errno))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.folder)
    default: return .failure(.notRegularFile)
    }
    guard Int(info.st_size) <= limit else { return .failure(.tooBig(bytes: Int(info.st_size))) }
    // Read at most limit + 1 bytes, in case the file grows while we read it.
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(openError(errno))
      }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    guard bytes.count <= limit else { return .failure(.tooBig(bytes: bytes.count)) }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
    return .success(text)
  }

  private static func openError(_ code: Int32) -> TextReadError {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .folder
    default: .other(Posix.describe(code))
    }
  }
}
