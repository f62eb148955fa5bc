import ArcadeBoard
import Testing

/// No single address can starve the server: a limit of connections per address, and a deadline on the whole request
/// (Docs/board.md, "A server you can put on the internet"). The test clients are all on the loopback: those from
/// 127.0.0.2 are another address to the server.
@Suite("Board: connections from one address")
struct ConnectionTests {
  /// A request for a path nobody serves; the connection stays open after its answer.
  static let request = "GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

  /// Whether a new connection from `address` is answered, trying until one is (the server closes a connection a
  /// moment after its client leaves), at most `tries` times. A refused connection is closed at once, so each try
  /// waits for its answer or its close.
  static func answered(_ port: UInt16, from address: String = "127.0.0.1", tries: Int = 100) -> Bool {
    (0..<tries).contains { _ in
      guard let socket = try? RawSocket(port: port, from: address) else { return false }
      socket.send(request)
      return socket.readAnswer().hasPrefix("HTTP/1.1 404")
    }
  }

  @Test(
    "a connection past the per-address limit is closed unanswered; another address is answered, and the first again once one of its connections ends",
    arguments: BoardHarness.kinds)
  func perAddressLimit(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind) { $0.connectionsPerAddress = 4 }
    let held = try (0..<4).map { _ in try RawSocket(port: board.server.port) }
    for socket in held {
      socket.send(Self.request)
      #expect(socket.readAnswer().hasPrefix("HTTP/1.1 404"))
    }
    let fifth = try RawSocket(port: board.server.port)
    fifth.send(Self.request)
    let refused = fifth.read()
    #expect(refused.closed && refused.bytes.isEmpty)
    #expect(Self.answered(board.server.port, from: "127.0.0.2", tries: 1))
    held[0].hangUp()
    #expect(Self.answered(board.server.port))
  }

  @Test(
    "a request not done by its deadline is cut, though its client sends a byte every half second and so is never idle",
    arguments: BoardHarness.kinds)
  func wholeRequestDeadline(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind) {
      $0.requestDeadline = 2
      $0.timeout = 60
    }
    let slow = try RawSocket(port: board.server.port)
    slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    var cut = false
    // 30 s at most: only a deadline that never comes reaches it.
    for _ in 0..<60 where !cut { cut = !slow.send("a") || slow.read(timeout: 0.5).closed }
    #expect(cut)
    #expect(Self.answered(board.server.port))
  }

  @Test(
    "with more slow connections from one address than the server holds in all, a client of another address is still answered"
  )
  func slowFlood() throws {
    var settings = HTTPServer.Settings(address: "127.0.0.1", port: 0)
    settings.maxConnections = 12
    settings.connectionsPerAddress = 100
    let server = try HTTPServer(settings, log: { _ in }) { _ in .text(404, "no") }
    defer { server.stop() }
    let slow = try (0..<16).map { _ in try RawSocket(port: server.port) }
    for socket in slow { socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a") }
    #expect(Self.answered(server.port, from: "127.0.0.2", tries: 1))
    withExtendedLifetime(slow) {}
  }

  @Test(
    "at most N runs started from one address are open at once: the next start is tooManyOpenRuns until one is sent or expires",
    arguments: BoardHarness.kinds)
  func openRuns(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind) { $0.openRunsPerAddress = 2 }
    let alices = try #require(board.start(.alice, "heli").message).run
    #expect(board.start(.bob, "heli").message?.attempt == .official)
    #expect(board.start(.carol, "heli").refused(.tooManyOpenRuns))
    board.clock.advance(seconds: 2)
    #expect(board.finish(alices, .alice, DailyTapes.heliCrash()).message?.official == true)
    #expect(board.start(.carol, "heli").message?.attempt == .official, "alice's run was sent")
    #expect(board.start(.dave, "heli").refused(.tooManyOpenRuns))
    board.clock.advance(seconds: 3_672)
    #expect(board.start(.dave, "heli").message?.attempt == .official, "bob's and carol's starts expired")
  }
}
