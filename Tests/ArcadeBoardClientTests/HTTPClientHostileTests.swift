import ArcadeBoardClient
import ArcadeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Boards that send too much, too slowly, compressed or broken: each call ends by its deadline and within its
/// limit, with a failure that says what happened and holds nothing the server sent.
@Suite("The HTTP client: hostile boards", .ownThreads)
struct HTTPClientHostileTests {
  static func get(_ server: ScriptedServer, deadline: Double = 30, limit: Int = 1 << 20)
    -> Result<HTTPAnswer, HTTPFailure>
  {
    let client = try! HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
    return client.send("GET", "/boards", deadline: deadline, limit: limit)
  }

  /// A server that writes `head`, then `piece` again and again until the client goes.
  static func endless(_ head: String, _ piece: String) throws -> ScriptedServer {
    try ScriptedServer { peer in
      peer.readRequest()
      guard peer.write(head) else { return }
      let piece = Array(String(repeating: piece, count: max(1, 65_536 / piece.utf8.count)).utf8)
      while peer.write(piece) {}
    }
  }

  @Test(
    "an endless body, whatever its framing, stops at the limit: too large",
    arguments: [
      ("HTTP/1.1 200 OK\r\n\r\n", "x"),
      ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "10\r\n0123456789abcdef\r\n"),
      ("HTTP/1.1 200 OK\r\nContent-Length: 1000000000000\r\n\r\n", "x"),
    ])
  func endlessBody(head: String, piece: String) throws {
    let server = try Self.endless(head, piece)
    defer { server.stop() }
    #expect(Self.get(server, limit: 1 << 20).failure == .tooLarge(limit: 1 << 20))
  }

  @Test(
    "endless header fields, or one endless header line, stop at the limit: too large",
    arguments: ["X-Filler: " + String(repeating: "a", count: 1000) + "\r\n", "a"])
  func endlessHead(piece: String) throws {
    let server = try Self.endless("HTTP/1.1 200 OK\r\n", piece)
    defer { server.stop() }
    #expect(Self.get(server, limit: 64 << 10).failure == .tooLarge(limit: 64 << 10))
  }

  @Test("more header fields than any board sends are refused, though they fit in the limit")
  func manyFields() throws {
    let server = try Self.endless("HTTP/1.1 200 OK\r\n", "a:\r\n")
    defer { server.stop() }
    #expect(Self.get(server).failure == .malformed("more than 100 header fields"))
  }

  @Test(
    "a board that drips its answer a byte a second is given up at the deadline, not when the answer ends: the deadline covers the whole answer"
  )
  func drippingBoard() throws {
    let server = try ScriptedServer { peer in
      peer.readRequest()
      // 80 bytes: a minute and more, against a deadline of 2 s.
      for byte in "HTTP/1.1 200 OK\r\nContent-Length: 40\r\n\r\n0123456789012345678901234567890123456789".utf8 {
        guard peer.write([byte]) else { return }
        sleep(1)
      }
    }
    defer { server.stop() }
    #expect(Self.get(server, deadline: 2).failure == .timedOut(seconds: 2))
  }

  @Test("a compressed answer is refused, never decompressed; the request asked for none")
  func compressed() throws {
    // The gzip header of an empty file: what it holds does not matter, as it is never opened.
    let gzip: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let server = try ScriptedServer { peer in
      peer.readRequest()
      peer.write("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(gzip.count)\r\n\r\n")
      peer.write(gzip)
    }
    defer { server.stop() }
    #expect(Self.get(server).failure == .unsupported("compressed (Content-Encoding)"))
    #expect(server.requests.first?.contains("\r\nAccept-Encoding: identity\r\n") == true)
  }

  @Test(
    "lengths that disagree, are not numbers, or come with a transfer coding are refused",
    arguments: [
      ("Content-Length: 5\r\nContent-Length: 6", "Content-Length values that disagree"),
      ("Content-Length: 5, 6", "Content-Length values that disagree"),
      ("Content-Length: -5", "a Content-Length that is not a number"),
      ("Content-Length: 0x10", "a Content-Length that is not a number"),
      ("Content-Length:", "a Content-Length that is not a number"),
      ("Content-Length: 5\r\nTransfer-Encoding: chunked", "both a Content-Length and a Transfer-Encoding"),
    ])
  func badLengths(fields: String, why: String) throws {
    let server = try HTTPClientAnswerTests.answering("HTTP/1.1 200 OK\r\n\(fields)\r\n\r\nhello")
    defer { server.stop() }
    #expect(Self.get(server).failure == .malformed(why))
  }

  @Test(
    "a first line that is not an HTTP/1 status line is refused, and the line for the player holds none of it",
    arguments: [
      "HTTP/2 200 OK", "ICY 200 OK", "HTTP/1.1 2000 OK", "HTTP/1.1 20 OK", "HTTP/1.1 099 Low", "http/1.1 200 OK",
      "\u{1b}[2J\u{1b}]0;board\u{07}HTTP/1.1 200 OK", "",
    ])
  func malformedStatusLine(line: String) throws {
    let server = try HTTPClientAnswerTests.answering(line + "\r\nContent-Length: 0\r\n\r\n")
    defer { server.stop() }
    let failure = try #require(Self.get(server).failure)
    #expect(
      failure == .malformed("the first line is not an HTTP/1 status line")
        || failure == .malformed("a status code outside 100-599"))
    #expect(failure.description.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) })
  }

  @Test(
    "a header line that is not name: value, or folded, is refused",
    arguments: [" folded", "no colon", ": empty name", "sp ace: x"])
  func malformedField(line: String) throws {
    let server = try HTTPClientAnswerTests.answering("HTTP/1.1 200 OK\r\nA: b\r\n\(line)\r\n\r\n")
    defer { server.stop() }
    #expect(Self.get(server).failure?.description.hasPrefix("the answer is not HTTP the arcade can read") == true)
  }

  @Test("a switch to another protocol (101) is refused")
  func switchingProtocols() throws {
    let server = try HTTPClientAnswerTests.answering("HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\n\r\n")
    defer { server.stop() }
    #expect(Self.get(server).failure == .unsupported("a switch to another protocol"))
  }

  @Test("a board that closes before the body it announced has come: closed early")
  func closedEarly() throws {
    let server = try HTTPClientAnswerTests.answering("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly this")
    defer { server.stop() }
    #expect(Self.get(server).failure == .closedEarly)
  }

  @Test(
    "a chunk longer than its size, or a size that is not hexadecimal, is refused",
    arguments: ["3\r\nabcd\r\n0\r\n\r\n", "zz\r\nab\r\n0\r\n\r\n"])
  func badChunks(body: String) throws {
    let server = try HTTPClientAnswerTests.answering("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + body)
    defer { server.stop() }
    #expect(Self.get(server).failure?.description.hasPrefix("the answer is not HTTP the arcade can read") == true)
  }
}
