import ArcadeCore
import BoardWire
import Testing

/// A run whose inputs are another player's is never accepted as a different player's result, official or practice;
/// the same run twice is one row (Docs/board.md, "Nobody else's run").
@Suite("Board: nobody else's run")
struct CopyTests {
  /// The leader's run: the cursor wandering over 990 ticks, busy every second.
  static let leader = DailyTapes.puckWander()

  /// The leader's run with `input` in place of its own at tick `tick`.
  static func leader(with input: TickInput, at tick: Int) -> Tape {
    DailyTapes.record("puck", BoardHarness.today) {
      $0 == tick ? input : DailyTapes.wander($0, moves: "LLURRDL", every: 6)
    }
  }

  /// Puck left alone, but for up and down pressed together (which moves nothing) on `ticks`.
  static func idle(pressingUpDownAt ticks: Set<Int>) -> Tape {
    DailyTapes.record("puck", BoardHarness.today) { ticks.contains($0) ? TickInput(pressed: [.up, .down]) : .none }
  }

  /// The leader's tape, re-encoded, and with inputs added that change nothing, each by its name.
  static var copies: [(String, String)] {
    let text = leader.text
    let idleTicks = DailyTapes.record("puck", BoardHarness.today) { tick in
      tick % 6 == 3 ? TickInput(pressed: [.up, .down]) : DailyTapes.wander(tick, moves: "LLURRDL", every: 6)
    }
    return [
      ("CRLF", Reencoded.crlf(text)), ("a byte-order mark", Reencoded.byteOrderMark(text)),
      ("comments", Reencoded.commented(text)), ("duration 16.0", Reencoded.param(text, "duration", as: "16.0")),
      ("no drift line", Reencoded.without(text, param: "drift")),
      ("presses that change nothing", idleTicks.text), ("as it was", text),
    ]
  }

  @Test(
    "the leader's run sent by another player, re-encoded or with inputs that change nothing, is copiedRun, official or practice",
    arguments: BoardHarness.kinds)
  func copiesRefused(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(try board.play(.alice, Self.leader).result.message?.official == true)
    for (index, (name, text)) in Self.copies.enumerated() {
      let started = try #require(board.start(.bob, "puck").message)
      #expect(started.attempt == (index == 0 ? .official : .practice))
      board.clock.advance(milliseconds: 16_500)
      #expect(board.finish(started.run, .bob, text).refused(.copiedRun), "\(name)")
      #expect(board.practice(.bob, text).refused(.copiedRun), "\(name), as practice")
    }
    #expect(board.board("puck").filter { $0.state == .finished }.map(\.name) == ["alice"])
  }

  @Test("the same run sent again by its player is duplicateRun: one row", arguments: BoardHarness.kinds)
  func duplicates(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(try board.play(.alice, Self.leader).result.message?.official == true)
    let again = try #require(board.start(.alice, "puck").message)
    board.clock.advance(milliseconds: 16_500)
    #expect(board.finish(again.run, .alice, Reencoded.crlf(Self.leader.text)).refused(.duplicateRun))
    #expect(board.practice(.alice, Self.leader.text).refused(.duplicateRun))
    let yesterday = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch - 1)!
    let submitted = DailyTapes.puckWander("RRDLLU", every: 5, yesterday)
    #expect(board.practice(.alice, submitted.text).message?.practice == .notStarted)
    #expect(board.practice(.alice, Reencoded.commented(submitted.text)).refused(.duplicateRun))
    #expect(board.board("puck").count == 1 && board.board("puck", yesterday).count == 1)
  }

  @Test(
    "runs shorter than 5 s, or with no input, are anybody's: two players' identical runs are both official",
    arguments: BoardHarness.kinds)
  func anybodys(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    for game in ["heli", "puck"] {
      let tape = game == "heli" ? DailyTapes.heliCrash() : DailyTapes.puckIdle()
      #expect(try board.play(.alice, tape).result.message?.rank == 1, "\(game)")
      #expect(try board.play(.bob, tape).result.message?.rank == 2, "\(game): the same score and ticks, run later")
    }
  }

  @Test(
    "a run that agrees with another's for the shared stretch is a copy only with at least 5 ticks of input in that stretch",
    arguments: BoardHarness.kinds)
  func busyTicks(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(try board.play(.alice, DailyTapes.puckIdle()).result.message?.official == true)
    let five = Self.idle(pressingUpDownAt: [10, 100, 200, 300, 479])
    #expect(try board.play(.bob, five).result.refused(.copiedRun), "5 ticks in the first 8 s")
    let four = Self.idle(pressingUpDownAt: [10, 100, 200, 300])
    #expect(try board.play(.carol, four).result.message?.official == true, "4 ticks")
    let later = Self.idle(pressingUpDownAt: [480, 500, 600, 700, 800])
    #expect(try board.play(.dave, later).result.message?.official == true, "5 ticks, after the first 8 s")
  }

  @Test(
    "the shared stretch is the first half of the run: a run that leaves the leader's on the last tick of its 8th second is its own, a tick later a copy",
    arguments: BoardHarness.kinds)
  func firstHalf(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(try board.play(.alice, Self.leader).result.message?.official == true)
    let own = Self.leader(with: TickInput(pressed: .down), at: 479)
    #expect(try board.play(.bob, own).result.message?.official == true, "16 s: the first 8 must agree")
    let copy = Self.leader(with: TickInput(pressed: .down), at: 480)
    #expect(try board.play(.carol, copy).result.refused(.copiedRun))
  }

  @Test(
    "only a run started earlier can be copied: the earlier start keeps its run though the later start's tape came first",
    arguments: BoardHarness.kinds)
  func earlierStart(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let bobs = try #require(board.start(.bob, "puck").message).run
    board.clock.advance(seconds: 1)
    #expect(try board.play(.alice, Self.leader).result.message?.official == true)
    #expect(board.finish(bobs, .bob, Self.leader).message?.official == true, "bob's start was first")
    #expect(try board.play(.carol, Self.leader).result.refused(.copiedRun))
  }
}
