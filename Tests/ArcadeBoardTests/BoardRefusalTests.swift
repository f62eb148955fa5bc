import ArcadeBoard
import ArcadeCore
import Foundation
import GameCatalog
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every bad input gets a 4xx with one line of JSON and changes nothing on the board.
@Suite("Board: bad input is refused and changes nothing", .serialized)
struct BoardRefusalTests {
  static let alice = BoardFlowTests.alice

  /// Starts alice's heli run and returns its id.
  static func started(_ board: BoardHarness, game: String = "heli") throws -> Int {
    try #require(board.start("alice", token: alice, game: game).json["run"] as? Int)
  }

  /// The answer is a refusal with this status and exactly one line of error, and the boards are as they were.
  static func expectRefused(
    _ answer: (status: Int, json: [String: Any]), _ status: Int, _ words: String, _ board: BoardHarness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(answer.status == status, "\(answer.json)", sourceLocation: sourceLocation)
    let error = answer.json["error"] as? String ?? ""
    #expect(error.contains(words) && !error.contains("\n"), "\(error)", sourceLocation: sourceLocation)
    for game in Catalog.ids { #expect(board.board(game).isEmpty, "\(game)", sourceLocation: sourceLocation) }
  }

  @Test(
    "malformed JSON, missing or bad fields, an unknown game, another date: 400, 404 or 422 at the start",
    arguments: BoardHarness.kinds)
  func badStarts(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let garbage = board.request("POST", "/runs", body: Data("{\"name\": ".utf8))
    #expect(garbage.status == 400)
    #expect(String(decoding: garbage.body, as: UTF8.self).contains("not a JSON object"))
    Self.expectRefused(board.json("POST", "/runs", ["name": "alice"]), 400, "\"token\" is missing", board)
    Self.expectRefused(board.start("alice", token: "short", game: "heli"), 400, "16 to 128", board)
    Self.expectRefused(board.start("al ice", token: Self.alice, game: "heli"), 400, "1 to 24 letters", board)
    Self.expectRefused(board.start("alice", token: Self.alice, game: "pong"), 404, "no game pong here", board)
    let tomorrow = CalendarDate("2026-12-07")!
    Self.expectRefused(
      board.start("alice", token: Self.alice, game: "heli", date: tomorrow), 422, "only today's daily", board)
    Self.expectRefused(
      board.json("POST", "/runs", ["name": "alice", "token": Self.alice, "game": "heli", "date": "2026-02-30"]), 400,
      "does not exist", board)
  }

  @Test(
    "a tape that does not verify, is damaged, of another game or date, with a forged seed or score: 422, nothing stored",
    arguments: BoardHarness.kinds)
  func badTapes(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let good = DailyTapes.heliCrash()
    var forgedScore = good
    forgedScore.end?.score += 500
    var forgedSeed = good
    forgedSeed.seed += 1
    let yesterday = DailyTapes.heliCrash(CalendarDate("2026-12-05")!)
    let cases: [(Tape?, String?, String)] = [
      (forgedScore, nil, "does not verify"),
      (forgedSeed, nil, "is not the seed of heli's daily"),
      (yesterday, nil, "not the daily of 2026-12-06"),
      (DailyTapes.puckTimeUp(), nil, "this is a tape of puck"),
      (nil, "arcade-tape 2\ngame heli\nnonsense\n", "the tape is damaged"),
    ]
    for (tape, text, words) in cases {
      let run = try Self.started(board)
      board.clock.advance(seconds: 2)
      let body = ["token": Self.alice, "tape": tape?.text ?? text!]
      Self.expectRefused(board.json("POST", "/runs/\(run)", body), 422, words, board)
    }
  }

  @Test("a run submitted twice, an unknown run id, a body over 1 MiB: 409, 404, 413", arguments: BoardHarness.kinds)
  func replayedUnknownAndHuge(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try Self.started(board)
    board.clock.advance(seconds: 1)
    #expect(board.submit(run, token: Self.alice, tape: DailyTapes.heliCrash()).status == 200)
    let again = board.submit(run, token: Self.alice, tape: DailyTapes.heliCrash())
    #expect(again.status == 409 && (again.json["error"] as? String)?.contains("submitted already") == true)
    #expect(board.board("heli").count == 1, "counted once")
    let unknown = board.submit(99_999, token: Self.alice, tape: DailyTapes.heliCrash())
    #expect(unknown.status == 404 && (unknown.json["error"] as? String)?.contains("no run 99999") == true)
    let huge = board.request("POST", "/runs/\(run)", body: Data(repeating: 0x20, count: (1 << 20) + 1))
    #expect(huge.status == 413)
    #expect(String(decoding: huge.body, as: UTF8.self).contains("is over 1048576 bytes"))
    #expect(board.request("GET", "/tapes/12345").status == 404 && board.request("GET", "/nowhere").status == 404)
    #expect(board.request("DELETE", "/runs/\(run)").status == 405)
  }

  @Test(
    "played time against the server's clock: 16 s of puck sent after 1 s is too fast, after 60 s too slow, after 17 s accepted",
    arguments: BoardHarness.kinds)
  func playedTime(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckTimeUp()
    #expect(tape.end?.tick == 990, "time is up at 960; the outcome shows half a second")
    let fast = try Self.started(board, game: "puck")
    board.clock.advance(seconds: 1)
    Self.expectRefused(
      board.submit(fast, token: Self.alice, tape: tape), 422,
      "too fast: the tape plays 16.5 s but 1.0 s passed since the run started", board)
    let slow = try Self.started(board, game: "puck")
    board.clock.advance(seconds: 60)
    Self.expectRefused(
      board.submit(slow, token: Self.alice, tape: tape), 422,
      "too slow: 60.0 s passed since the run started for 16.5 s of play", board)
    let fair = try Self.started(board, game: "puck")
    board.clock.advance(seconds: 17)
    #expect(board.submit(fair, token: Self.alice, tape: tape).status == 200)
  }

  @Test("a tape longer than the tick budget, or slower to replay than the time budget, is refused")
  func budgets() throws {
    let ticks = try BoardHarness { $0.maxTicks = 500 }
    let run = try Self.started(ticks, game: "puck")
    ticks.clock.advance(seconds: 17)
    Self.expectRefused(
      ticks.submit(run, token: Self.alice, tape: DailyTapes.puckTimeUp()), 422,
      "the run is 990 ticks long; the board replays at most 500", ticks)
    let time = try BoardHarness { $0.verifyBudget = 0 }
    let slow = try Self.started(time, game: "puck")
    time.clock.advance(seconds: 17)
    Self.expectRefused(
      time.submit(slow, token: Self.alice, tape: DailyTapes.puckTimeUp()), 422, "took longer than the 0.0 s", time)
  }

  @Test("too many requests from one address, or runs from one token, in a minute: 429 until the minute passes")
  func rateLimits() throws {
    let board = try BoardHarness {
      $0.perAddress = 1000
      $0.perToken = 3
    }
    for _ in 0..<3 { #expect(board.start("alice", token: Self.alice, game: "heli").status == 201) }
    let limited = board.start("alice", token: Self.alice, game: "heli")
    #expect(limited.status == 429 && (limited.json["error"] as? String)?.contains("wait a minute") == true)
    #expect(board.start("bob", token: BoardFlowTests.bob, game: "heli").status == 201, "another player is not limited")
    board.clock.advance(seconds: 60)
    #expect(board.start("alice", token: Self.alice, game: "heli").status == 201, "a minute later")
    let address = try BoardHarness { $0.perAddress = 2 }
    #expect(address.request("GET", "/boards/heli/2026-12-06").status == 200)
    #expect(address.request("GET", "/boards/heli/2026-12-06").status == 200)
    #expect(address.request("GET", "/boards/heli/2026-12-06").status == 429)
  }

  @Test("malformed HTTP is answered 400, and a client that sends half a request is cut off after the timeout")
  func badHTTP() throws {
    let board = try BoardHarness { $0.timeout = 1 }
    let garbage = try RawSocket(port: board.server.port)
    garbage.send("HELLO THERE\r\n\r\n")
    #expect(garbage.readAll(timeout: 10).hasPrefix("HTTP/1.1 400"))
    let slow = try RawSocket(port: board.server.port)
    slow.send("POST /runs HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"na")
    // Closed by the server: the read ends (the deadline is a hang detector, far longer than the timeout).
    #expect(slow.waitForClose(timeout: 20), "the slow client was not cut off")
    #expect(board.board("heli").isEmpty)
  }
}

/// A TCP connection to 127.0.0.1, for what URLSession will not send.
final class RawSocket {
  let fd: Int32

  init(port: UInt16) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
  }

  deinit { close(fd) }

  func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }

  /// Everything until the server closes, or the deadline.
  func readAll(timeout: Double) -> String {
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) >= 0 else { break }
      if poller.revents == 0 { continue }
      let n = read(fd, &buffer, buffer.count)
      if n <= 0 { break }
      out += buffer[..<n]
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether the server closed the connection before the deadline.
  func waitForClose(timeout: Double) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) >= 0 else { return false }
      if poller.revents == 0 { continue }
      if read(fd, &buffer, buffer.count) <= 0 { return true }
    }
    return false
  }
}
