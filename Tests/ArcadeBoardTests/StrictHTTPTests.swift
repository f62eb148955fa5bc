import ArcadeCore
import BoardWire
import Testing

/// Strict HTTP (Docs/board.md, "The wire" and "Reading the board"): conflicting lengths refused, an over-limit body
/// refused before `100 Continue`, `HEAD` answered, one canonical path per resource.
@Suite("Board: strict HTTP")
struct StrictHTTPTests {
  /// A raw answer's status, head and body.
  struct RawAnswer {
    let status: Int
    let head: String
    let body: String

    init(_ text: String) {
      let parts = text.components(separatedBy: "\r\n\r\n")
      head = parts[0]
      body = parts.dropFirst().joined(separator: "\r\n\r\n")
      status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }

    /// The refusal's code in the body, when it is one.
    var code: RefusalCode? { WireJSON.decode(Refusal.self, Array(body.utf8))?.code }
  }

  /// Sends `request` on a connection of its own and reads the answer to the end.
  static func raw(_ board: BoardHarness, _ request: String) throws -> RawAnswer {
    let socket = try RawSocket(port: board.server.port)
    socket.send(request)
    return RawAnswer(socket.readAll())
  }

  @Test(
    "two different Content-Lengths, or one beside Transfer-Encoding, are malformedRequest (400)",
    arguments: BoardHarness.kinds)
  func conflictingLengths(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let body = #"{"name":"alice","token":"alice-token-0123456789abcdef"}"#
    let two = try Self.raw(
      board,
      "POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.utf8.count)\r\nContent-Length: 2\r\n"
        + "Connection: close\r\n\r\n\(body)")
    #expect(two.status == 400 && two.code == .malformedRequest, "\(two.head)")
    let chunked = try Self.raw(
      board,
      "POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.utf8.count)\r\n"
        + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n\(String(body.utf8.count, radix: 16))\r\n\(body)\r\n0\r\n\r\n"
    )
    #expect(chunked.status == 400 && chunked.code == .malformedRequest, "\(chunked.head)")
    #expect(board.claim(.bob, as: "alice").message?.state == .claimed, "neither claimed the name")
  }

  @Test(
    "a body said to be over 1 MiB is refused 413 from its headers, before any 100 Continue",
    arguments: BoardHarness.kinds)
  func expectContinue(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let socket = try RawSocket(port: board.server.port)
    socket.send(
      "POST /runs/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\nExpect: 100-continue\r\n\r\n")
    let answer = String(decoding: socket.read(until: RawSocket.isWhole).bytes, as: UTF8.self)
    #expect(answer.hasPrefix("HTTP/1.1 413 "), "\(answer.prefix(200))")
    #expect(!answer.contains("100 Continue"))
    #expect(RawAnswer(answer).code == .bodyTooLarge)
    let sent = board.request("POST", BoardAPI.runs, body: [UInt8](repeating: 0x20, count: BoardAPI.requestBytes + 1))
    #expect(Reply<StartAnswer>(sent).refused(.bodyTooLarge), "sent whole")
  }

  @Test("HEAD is answered as GET, without the body", arguments: BoardHarness.kinds)
  func head(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    for path in ["/", BoardAPI.board("heli", "\(board.today)")] {
      let get = board.request("GET", path)
      let head = try Self.raw(board, "HEAD \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      #expect(get.status == 200 && head.status == 200, "\(path)")
      #expect(head.body.isEmpty, "\(path)")
      #expect(head.head.lowercased().contains("content-length: \(get.body.count)"), "\(head.head)")
    }
    let refused = try Self.raw(board, "HEAD /runs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    #expect(refused.status == 405 && refused.body.isEmpty)
  }

  @Test(
    "each resource has one path: /tapes/1, never /tapes/+1, /tapes/01, /tapes/1%00, /tapes/%31, //tapes//1//, or /tapes/1/",
    arguments: BoardHarness.kinds)
  func canonicalPaths(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let yesterday = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch - 1)!
    let run = try #require(board.practice(.alice, DailyTapes.heliCrash(yesterday).text).message).run
    #expect(run == 1 && board.tape(1).status == 200)
    for path in ["/tapes/+1", "/tapes/01", "/tapes/1%00", "/tapes/%31", "//tapes//1//", "/tapes/1/", "/tapes//1"] {
      let reply: Reply<String> = board.get(path)
      #expect(reply.refused(.notFound), "\(path): \(reply)")
    }
    let board404 = "/boards/heli/\(yesterday)/"
    #expect((board.get(board404) as Reply<BoardAnswer>).refused(.notFound))
    #expect((board.get("/runs/") as Reply<String>).refused(.notFound))
  }

  @Test(
    "a method a path does not answer is methodNotAllowed; a request that is not HTTP is 400",
    arguments: BoardHarness.kinds)
  func methods(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    for (method, path) in [("DELETE", "/runs/1"), ("GET", "/runs"), ("POST", "/tapes/1"), ("PUT", "/players")] {
      #expect(Reply<String>(board.request(method, path)).refused(.methodNotAllowed), "\(method) \(path)")
    }
    let garbage = try Self.raw(board, "HELLO THERE\r\n\r\n")
    #expect(garbage.status == 400)
    #expect((board.post(BoardAPI.runs, ["name": "alice"]) as Reply<StartAnswer>).refused(.malformedRequest))
  }
}
