import ArcadeCore
import BoardWire
import Testing

/// The played-time window (Docs/board.md, "Real time"): a test just inside and just outside each bound, so moving a
/// bound by a tick fails one of them. Every run here is puck left alone (990 ticks, 16.5 s, no input: anybody's, so
/// several players may send it).
@Suite("Board: real time, at each bound")
struct RealTimeTests {
  static let tape = DailyTapes.puckIdle()
  /// A tick of play in whole milliseconds, rounded up: the step past a bound.
  static let tick: Int64 = 17

  /// Alice's and Bob's runs of puck started at one moment: one to go a tick inside a bound, the other a tick outside.
  struct TwoRuns {
    let board: BoardHarness
    let began: Int64
    let alices: Int
    let bobs: Int

    init(_ board: BoardHarness) throws {
      self.board = board
      began = board.clock.now
      alices = try #require(board.start(.alice, "puck").message).run
      bobs = try #require(board.start(.bob, "puck").message).run
    }

    /// Moves the clock to `milliseconds` after their start.
    func at(_ milliseconds: Int64) { board.clock.set(began + milliseconds) }

    /// Each run's inputs from its start through its tick, streamed now.
    func stream(alice: Int, bob: Int) -> (alice: InputsAnswer?, bob: InputsAnswer?) {
      (
        board.stream(alices, .alice, RealTimeTests.tape, ticks: 0..<alice).message,
        board.stream(bobs, .bob, RealTimeTests.tape, ticks: 0..<bob).message
      )
    }

    func aliceFinishes() -> Reply<RunResult> { board.finish(alices, .alice, RealTimeTests.tape) }
    func bobFinishes() -> Reply<RunResult> { board.finish(bobs, .bob, RealTimeTests.tape) }
  }

  @Test("a stream may be 2 s ahead of the clock, and not a tick more", arguments: BoardHarness.kinds)
  func streamAhead(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.advance(milliseconds: 1_000)
    #expect(board.stream(run, .alice, Self.tape, ticks: 0..<181).refused(.tooFast), "3 s and a tick, 1 s in")
    #expect(
      board.stream(run, .alice, Self.tape, ticks: 0..<180).message
        == InputsAnswer(run: run, tick: 180, attempt: .official, practice: nil))
  }

  @Test("a tape may end 2 s ahead of the clock, and not a tick more", arguments: BoardHarness.kinds)
  func tapeAhead(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.advance(milliseconds: 14_500 - Self.tick)
    #expect(board.finish(run, .alice, Self.tape).refused(.tooFast), "16.5 s of play 14.5 s less a tick in")
    board.clock.advance(milliseconds: Self.tick)
    #expect(board.finish(run, .alice, Self.tape).message?.official == true)
  }

  @Test(
    "a run may fall 12 s behind the clock, and not a tick more: further behind it is practice (fellBehind) to its end, and its player has no official result that day",
    arguments: BoardHarness.kinds)
  func behind(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let runs = try TwoRuns(board)
    runs.at(20_000)
    let streamed = runs.stream(alice: 480, bob: 479)
    #expect(streamed.alice == InputsAnswer(run: runs.alices, tick: 480, attempt: .official, practice: nil), "8 s in 20")
    #expect(streamed.bob == InputsAnswer(run: runs.bobs, tick: 479, attempt: .practice, practice: .fellBehind))
    runs.at(28_500)
    #expect(runs.aliceFinishes().message?.official == true, "12 s behind at its end")
    let fell = try #require(runs.bobFinishes().message)
    #expect(!fell.official && fell.practice == .fellBehind && fell.rank == nil)
    #expect(board.board("puck").map(\.official) == [true, false])
    #expect(board.start(.bob, "puck").message?.practice == .attemptUsed, "the attempt is spent")
  }

  @Test(
    "a tape whose stream did not follow its end may come 12 s behind its play, and not a tick more",
    arguments: BoardHarness.kinds)
  func endBehind(kind: BoardHarness.Kind) throws {
    let runs = try TwoRuns(BoardHarness(kind))
    runs.at(28_500)
    #expect(runs.aliceFinishes().message?.official == true)
    runs.at(28_500 + Self.tick)
    #expect(runs.bobFinishes().message?.practice == .fellBehind)
  }

  @Test(
    "when the stream followed to within 10 s of the end, the end may come 60 s later still (72 s behind in all), and not a tick more",
    arguments: BoardHarness.kinds)
  func endGrace(kind: BoardHarness.Kind) throws {
    let runs = try TwoRuns(BoardHarness(kind))
    runs.at(6_500)
    let streamed = runs.stream(alice: 390, bob: 390)
    #expect(streamed.alice?.tick == 390 && streamed.bob?.tick == 390)
    runs.at(88_500)
    #expect(runs.aliceFinishes().message?.official == true, "16.5 s of play 88.5 s in")
    runs.at(88_500 + Self.tick)
    #expect(runs.bobFinishes().message?.practice == .fellBehind)
  }

  @Test(
    "the end's grace needs the stream within 10 s of the end: 10 s and a tick short of it, the run is practice",
    arguments: BoardHarness.kinds)
  func graceNeedsTheStream(kind: BoardHarness.Kind) throws {
    let runs = try TwoRuns(BoardHarness(kind))
    runs.at(6_500)
    let streamed = runs.stream(alice: 390, bob: 389)
    #expect(streamed.alice?.tick == 390 && streamed.bob?.tick == 389, "10 s short of 990, and a tick more")
    runs.at(80_000)
    #expect(runs.aliceFinishes().message?.official == true)
    #expect(runs.bobFinishes().message?.practice == .fellBehind)
  }

  @Test(
    "an outage longer than 12 s mid-run costs nothing: the stream catches up, and its lag is measured where it reaches",
    arguments: BoardHarness.kinds)
  func outageMidRun(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let began = board.clock.now
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.set(began + 1_000)
    #expect(board.stream(run, .alice, Self.tape, ticks: 0..<60).message?.attempt == .official)
    board.clock.set(began + 16_500)
    #expect(board.stream(run, .alice, Self.tape, ticks: 60..<990).message?.attempt == .official, "15.5 s unheard")
    #expect(board.finish(run, .alice, Self.tape).message?.official == true)
  }

  @Test(
    "a start expires an hour and 72 s after it: its tape is taken until then (as practice, far behind), and refused expired a tick later",
    arguments: BoardHarness.kinds)
  func startExpires(kind: BoardHarness.Kind) throws {
    let runs = try TwoRuns(BoardHarness(kind))
    runs.at(3_672_000)
    #expect(runs.aliceFinishes().message?.practice == .fellBehind)
    runs.at(3_672_000 + Self.tick)
    #expect(runs.bobFinishes().refused(.expired))
    #expect(runs.board.stream(runs.bobs, .bob, Self.tape, ticks: 0..<60).refused(.expired))
  }
}
