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

/// Reads regular files, refusing anything that is not a reasonably sized one, without ever
/// blocking on a FIFO or reading an endless device.
enum TextFileReader {
  /// A whole file as UTF-8 text.
  static func read(_ path: String, limit: Int) -> Result<String, TextReadError> {
    let file: FileChunks
    switch FileChunks.open(path, limit: limit) {
    case .success(let opened): file = opened
    case .failure(let error): return .failure(error)
    }
    var bytes: [UInt8] = []
    while true {
      switch file.next() {
      case .success(let chunk?): bytes += chunk
      case .success(nil):
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        return .success(text)
      case .failure(let error): return .failure(error)
      }
    }
  }
}

/// An open regular file read a chunk at a time; at most `limit` bytes in all. Closed when released.
final class FileChunks {
  private let fd: Int32
  private let limit: Int
  private var total = 0
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)

  private init(fd: Int32, limit: Int) {
    self.fd = fd
    self.limit = limit
  }

  deinit { close(fd) }

  static func open(_ path: String, limit: Int) -> Result<FileChunks, TextReadError> {
    let fd = Posix.open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { return .failure(openError(errno)) }
    let file = FileChunks(fd: fd, limit: limit)
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.other(Posix.describe(errno))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.folder)
    default: return .failure(.notRegularFile)
    }
    guard Int(info.st_size) <= limit else { return .failure(.tooBig(bytes: Int(info.st_size))) }
    return .success(file)
  }

  /// The next bytes, or nil at the end of the file; refused when the file grew past the limit.
  func next() -> Result<[UInt8]?, TextReadError> {
    while true {
      let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(Self.openError(errno))
      }
      if got == 0 { return .success(nil) }
      total += got
      guard total <= limit else { return .failure(.tooBig(bytes: total)) }
      return .success(Array(chunk[..<got]))
    }
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
