import ArcadeBoard
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("The HTTP server's shutdown")
struct HTTPServerTests {
  /// A plain TCP connection to 127.0.0.1, for a client that reads at its own pace.
  static func connect(to port: UInt16) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw POSIXError(.ECONNREFUSED) }
    return fd
  }

  /// Reads until `count` bytes have come, or the end of the stream; returns what came.
  static func read(_ fd: Int32, upTo count: Int) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while received.count < count {
      let n = Glibc.read(fd, &buffer, min(buffer.count, count - received.count))
      if n <= 0 { break }
      received += buffer[..<n]
    }
    return received
  }

  @Test(
    "a stop while an answer is still being sent lets it go out whole before the connections close (it was cut off)")
  func stopSendsTheAnswerInFlight() throws {
    // Far more than the socket buffers hold, so the answer is mid-way when the stop comes.
    let size = 32 << 20
    let body = [UInt8](repeating: UInt8(ascii: "x"), count: size)
    let server = try HTTPServer(HTTPServer.Settings(address: "127.0.0.1", port: 0), log: { _ in }) { _ in
      HTTPResponse(status: 200, contentType: "text/plain", body: body)
    }
    let fd = try Self.connect(to: server.port)
    defer { close(fd) }
    let request = "GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    _ = request.withCString { write(fd, $0, strlen($0)) }
    let first = Self.read(fd, upTo: 4096)
    #expect(String(decoding: first.prefix(12), as: UTF8.self) == "HTTP/1.1 200")
    let stopped = DispatchSemaphore(value: 0)
    Thread {
      server.stop()
      stopped.signal()
    }.start()
    let rest = Self.read(fd, upTo: size + 4096)
    stopped.wait()
    let whole = first + rest
    let headerEnd = try #require(whole.indices.first { whole[$0...].starts(with: Array("\r\n\r\n".utf8)) })
    #expect(whole.count - headerEnd - 4 == size, "the answer's body stopped at \(whole.count - headerEnd - 4) bytes")
  }
}
