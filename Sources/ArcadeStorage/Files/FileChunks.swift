import ArcadeCore
import Foundation
import Glibc

/// Why a text file could not be read.
enum TextReadError: Error, Equatable {
  case missing
  case permissionDenied
  case folder
  /// A FIFO, a device, a socket: never read (it could block forever or never end).
  case notRegularFile
  case tooBig(bytes: Int)
  case notUTF8
  case other(String)

  /// The words for it after "PATH: " of a tape, and inside the parentheses of the scores file's warning.
  var words: (tape: String, scores: String) {
    switch self {
    case .missing: ("no such file; check the path", "no such file")
    case .permissionDenied: ("permission denied; make the file readable", "permission denied")
    case .folder: ("a folder, not a tape; give the path of a .tape file", "it is a folder")
    case .notRegularFile: ("not a regular file; give the path of a .tape file", "it is not a regular file")
    case .tooBig(let bytes):
      (
        "too big to be a tape (\(String(format: "%.1f", Double(bytes) / 1_048_576)) MB, the limit is 64 MB); check the path",
        "it is \(bytes) bytes, too big"
      )
    case .notUTF8: ("not text (not UTF-8), so not an arcade tape; check the path", "it is not UTF-8 text")
    case .other(let reason): ("cannot read it (\(reason.printable))", reason)
    }
  }
}

/// An open regular file read a chunk at a time; at most `limit` bytes in all. Closed when released.
/// Anything but a reasonably sized regular file is refused, without ever blocking on a FIFO or
/// reading an endless device.
final class FileChunks {
  private let fd: Int32
  private let limit: Int
  private var total = 0
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// The file's size when it was opened.
  let size: Int

  init(_ path: String, limit: Int) throws(TextReadError) {
    fd = Posix.open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { throw Self.readError(errno) }
    self.limit = limit
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .other(Posix.describe(errno)) }
    let kind = Posix.Kind(mode: info.st_mode)
    guard kind == .file else { throw kind == .folder ? .folder : .notRegularFile }
    guard Int(info.st_size) <= limit else { throw .tooBig(bytes: Int(info.st_size)) }
    size = Int(info.st_size)
  }

  /// The file's last `count` bytes (fewer in a smaller file), read where they are; `next` is not moved.
  func last(_ count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: min(count, size))
    let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(size - $0.count)) }
    return got > 0 ? Array(bytes[..<got]) : []
  }

  deinit { close(fd) }

  /// A whole file as UTF-8 text.
  static func text(_ path: String, limit: Int) throws(TextReadError) -> String {
    let file = try FileChunks(path, limit: limit)
    var bytes: [UInt8] = []
    while let chunk = try file.next() { bytes += chunk }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
    return text
  }

  /// The next bytes, or nil at the end of the file; refused when the file grew past the limit.
  func next() throws(TextReadError) -> [UInt8]? {
    while true {
      let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw Self.readError(errno) }
      if got == 0 { return nil }
      total += got
      guard total <= limit else { throw .tooBig(bytes: total) }
      return Array(chunk[..<got])
    }
  }

  private static func readError(_ code: Int32) -> TextReadError {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .folder
    default: .other(Posix.describe(code))
    }
  }
}
