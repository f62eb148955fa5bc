import ArcadeCore
import BoardWire
import Testing

@testable import ArcadeBoard

/// Requests a minute from an address and from a player, in buckets refilled at their rate; the limiter's memory
/// bounded; every field checked before it is used as a key (Docs/board.md, "A server you can put on the internet").
@Suite("Board: rate limits")
struct RateLimitTests {
  /// How many of `tries` requests from `key` at `now` the limiter lets through.
  static func allowed(_ limiter: RateLimiter, _ key: String = "a", now: Int64, tries: Int = 1_000) -> Int {
    (0..<tries).filter { _ in limiter.allow(key, now: now) }.count
  }

  @Test("a bucket refills at its rate: half a minute after it ran dry, half of it is back, and a second later one more")
  func refill() {
    let limiter = RateLimiter(perMinute: 60)
    #expect(Self.allowed(limiter, now: 0) == 60)
    #expect(Self.allowed(limiter, now: 30_000) == 30)
    #expect(Self.allowed(limiter, now: 30_999) == 0)
    #expect(Self.allowed(limiter, now: 31_000) == 1)
    #expect(Self.allowed(limiter, "b", now: 31_000) == 60, "another key has its own bucket")
  }

  @Test("a bucket holds at most a minute's requests, however long its key was idle")
  func full() {
    let limiter = RateLimiter(perMinute: 60)
    #expect(Self.allowed(limiter, now: 0, tries: 1) == 1)
    #expect(Self.allowed(limiter, now: 600_000) == 60)
  }

  @Test(
    "the limiter holds at most its capacity of keys: a new key is refused while it is full, and keys idle for a minute are forgotten to make room"
  )
  func capacity() {
    let limiter = RateLimiter(perMinute: 10, capacity: 3)
    for key in ["a", "b", "c"] { #expect(limiter.allow(key, now: 0)) }
    #expect(!limiter.allow("d", now: 0) && limiter.count == 3)
    #expect(limiter.allow("a", now: 0), "a key it holds")
    #expect(!limiter.allow("d", now: 59_999) && limiter.count == 3, "none idle a minute yet")
    #expect(limiter.allow("d", now: 60_000) && limiter.count == 1, "a, b and c forgotten")
  }

  @Test(
    "too many requests from one player, or from one address, are rateLimited (429) until the bucket refills",
    arguments: BoardHarness.kinds)
  func limited(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind) { $0.perToken = 3 }
    #expect((0..<3).compactMap { _ in board.claim(.alice).message }.count == 3)
    #expect(board.claim(.alice).refused(.rateLimited))
    #expect(board.claim(.bob).message?.state == .claimed, "another player")
    board.clock.advance(seconds: 20)
    #expect(board.claim(.alice).message?.state == .yours, "a third of a minute: one more")
    #expect(board.claim(.alice).refused(.rateLimited))
    let address = try BoardHarness(kind) { $0.perAddress = 2 }
    #expect(address.board("heli").isEmpty && address.board("heli").isEmpty)
    #expect((address.get(BoardAPI.board("heli", "\(address.today)")) as Reply<BoardAnswer>).refused(.rateLimited))
    address.clock.advance(seconds: 30)
    #expect(address.request("GET", "/nowhere").status == 404)
    #expect(address.request("GET", "/nowhere").status == 429)
  }

  @Test("a token is 16 to 128 letters, digits, '-' and '_'; a name 1 to 24 of those or '.'; a key 8 to 64")
  func fieldBounds() {
    let tokens = [15, 16, 128, 129].map { BoardAPI.isToken(String(repeating: "t", count: $0)) }
    #expect(tokens == [false, true, true, false])
    #expect(BoardAPI.isToken("Az09-_" + String(repeating: "x", count: 10)) && !BoardAPI.isToken("token with space!"))
    let names = [0, 1, 24, 25].map { BoardAPI.isName(String(repeating: "n", count: $0)) }
    #expect(names == [false, true, true, false])
    #expect(
      BoardAPI.isName("a.b-c_D9") && !BoardAPI.isName("al ice") && !BoardAPI.isName("<b>") && !BoardAPI.isName("é"))
    let keys = [7, 8, 64, 65].map { BoardAPI.isKey(String(repeating: "k", count: $0)) }
    #expect(keys == [false, true, true, false])
  }

  @Test(
    "a token, name, key or tick out of its bounds is refused 400 before anything is kept of it: the player limiter's keys do not grow",
    arguments: BoardHarness.kinds)
  func refusedBeforeUse(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    #expect(board.server.perToken.count == 1)
    for token in ["tooshort", String(repeating: "t", count: 129), String(repeating: "t", count: 1_000_000)] {
      let player = Player(name: "mallory", token: token)
      #expect(board.claim(player).refused(.badToken))
      #expect(board.start(player, "puck").refused(.badToken))
      #expect(board.stream(run, player, from: 0, [InputRun(count: 1, input: .none)]).refused(.badToken))
      #expect(board.finish(run, player, DailyTapes.puckIdle()).refused(.badToken))
      #expect(board.practice(player, DailyTapes.puckIdle().text).refused(.badToken))
      #expect(board.rename(player, to: "mallory").refused(.badToken))
    }
    #expect(board.server.perToken.count == 1)
    for name in ["", String(repeating: "n", count: 25), "al ice", "<b>"] {
      #expect(board.claim(.alice, as: name).refused(.badName), "\(name)")
      #expect(board.start(.alice, "puck", name: name).refused(.badName), "\(name)")
    }
    for key in ["short", String(repeating: "k", count: 65), "a key with spaces"] {
      #expect(board.start(.alice, "puck", key: key).refused(.badKey), "\(key)")
    }
    #expect(board.start(.alice, "puck", tick: -1).refused(.badTick))
    #expect(board.start(.alice, "puck", tick: 216_001).refused(.badTick))
    #expect(board.server.perToken.count == 1)
    #expect(try board.stored("runs") == 1 && board.stored("players") == 1)
  }
}
