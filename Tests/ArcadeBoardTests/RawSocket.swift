import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to a port of 127.0.0.1, for what an HTTP client will not send (two lengths, a slow drip, a
/// request cut short); from `source`, another loopback address, to be another client to the server.
final class RawSocket {
  let fd: Int32

  init(port: UInt16, from source: String = "127.0.0.1") throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EMFILE) }
    var local = Self.address(source, port: 0)
    var remote = Self.address("127.0.0.1", port: port)
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    let connected = withUnsafePointer(to: &remote) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, connected == 0 else {
      close(fd)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit { close(fd) }

  /// Ends the connection both ways, as a client that leaves (the descriptor is closed with the socket).
  func hangUp() { shutdown(fd, Int32(SHUT_RDWR)) }

  private static func address(_ text: String, port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr(text)
    return address
  }

  /// Sends the bytes; false when the connection no longer takes them.
  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
  }

  /// What the server sends within `timeout` seconds (a bound that only a hang reaches), until it closes, or, with
  /// `until`, until what came satisfies it.
  func read(timeout: Double = 30, until done: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if done(out) { return (out, false) }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) >= 0 else { break }
      if poller.revents == 0 { continue }
      let n = Glibc.read(fd, &buffer, buffer.count)
      if n <= 0 { return (out, true) }
      out += buffer[..<n]
    }
    return (out, false)
  }

  /// Everything the server sends until it closes.
  func readAll(timeout: Double = 30) -> String { String(decoding: read(timeout: timeout).bytes, as: UTF8.self) }

  /// One whole answer (its head, and a body of its Content-Length), the connection left open.
  func readAnswer(timeout: Double = 30) -> String {
    String(decoding: read(timeout: timeout, until: Self.isWhole).bytes, as: UTF8.self)
  }

  /// Whether `bytes` hold an answer's head and as much body as its Content-Length says.
  static func isWhole(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let end = text.range(of: "\r\n\r\n") else { return false }
    let length =
      text[..<end.lowerBound].split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
    return text.utf8.count - text[..<end.upperBound].utf8.count >= length
  }

  /// Whether the server closed the connection within `timeout` seconds (a bound that only a hang reaches).
  func waitForClose(timeout: Double = 30) -> Bool { read(timeout: timeout).closed }
}
