import ArcadeCore
import BoardWire
import Testing

/// What the board forgets, and what it keeps (Docs/board.md, "A server you can put on the internet": expiry, and
/// "Players"). The board looks for what to forget when a run starts, at most once a minute.
@Suite("Board: what the board forgets")
struct ExpiryTests {
  static let day: Int64 = 86_400_000

  @Test(
    "an attempt never sent by a player with no finished run (a throwaway token) is forgotten, with its name, once its date is two days past; a real player's did-not-finish row stays its day",
    arguments: BoardHarness.kinds)
  func throwawayStarts(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let first = board.today
    #expect(board.start(Player("temp"), "heli").message?.attempt == .official)
    #expect(try board.play(.alice, DailyTapes.puckIdle()).result.message?.official == true)
    #expect(board.start(.alice, "heli").message?.attempt == .official)
    board.clock.advance(milliseconds: Self.day)
    let second = board.today
    #expect(board.start(Player("temp2"), "heli").message?.attempt == .official)
    board.clock.advance(milliseconds: Self.day)
    #expect(board.start(.bob, "heli").message != nil, "a start looks for what to forget")
    #expect(Set(board.board("heli", first).map(\.name)) == ["temp", "alice"], "two days on, the date is kept")
    board.clock.advance(milliseconds: Self.day)
    #expect(board.start(.carol, "heli").message != nil)
    #expect(
      board.board("heli", first).map(\.name) == ["alice"] && board.board("heli", first).first?.state == .unfinished)
    #expect(board.board("heli", second).map(\.name) == ["temp2"])
    #expect(board.claim(.dave, as: "temp").message?.state == .claimed, "the throwaway's name is free")
    #expect(board.claim(Player("erin"), as: "temp2").refused(.nameTaken))
  }

  @Test(
    "a name claimed and never used by a run is released two days after it was claimed, and not a millisecond before",
    arguments: BoardHarness.kinds)
  func unusedNames(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let claimed = board.clock.now
    #expect(board.claim(.carol).message?.state == .claimed)
    board.clock.advance(milliseconds: 1)
    #expect(board.claim(Player("erin")).message?.state == .claimed)
    board.clock.set(claimed + 2 * Self.day + 1)
    #expect(board.start(.bob, "heli").message != nil, "a start looks for what to forget")
    #expect(board.claim(Player("x-carol"), as: "carol").message?.state == .claimed)
    #expect(board.claim(Player("x-erin"), as: "erin").refused(.nameTaken))
  }

  @Test(
    "a practice start never sent is forgotten an hour and 72 s after it, and not a millisecond before; the attempt never sent stays",
    arguments: BoardHarness.kinds)
  func practiceStarts(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let began = board.clock.now
    #expect(board.start(.alice, "heli").message?.attempt == .official)
    #expect(board.start(.alice, "heli").message?.attempt == .practice)
    board.clock.advance(milliseconds: 1)
    #expect(board.start(.alice, "heli").message?.attempt == .practice)
    board.clock.set(began + 3_672_001)
    #expect(board.start(.bob, "heli").message != nil, "a start looks for what to forget")
    #expect(try board.stored("runs", where: "attempt = 0 AND submitted_at IS NULL") == 1)
    #expect(try board.stored("runs", where: "attempt = 1") == 2)
  }
}
