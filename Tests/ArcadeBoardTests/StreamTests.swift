import ArcadeCore
import BoardWire
import Testing

/// A run's inputs stream to the board as it is played, and its tape must begin with them (Docs/board.md,
/// `POST /runs/ID/inputs`).
@Suite("Board: a run's stream of inputs")
struct StreamTests {
  static let tape = DailyTapes.puckWander()

  @Test(
    "a stretch sent again must agree with what the board has: an overlap is taken, a stretch inside it changes nothing",
    arguments: BoardHarness.kinds)
  func overlaps(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.advance(seconds: 2)
    #expect(board.stream(run, .alice, Self.tape, ticks: 0..<60).message?.tick == 60)
    #expect(board.stream(run, .alice, Self.tape, ticks: 0..<60).message?.tick == 60, "the same again")
    #expect(board.stream(run, .alice, Self.tape, ticks: 30..<120).message?.tick == 120, "half known, half new")
    #expect(board.stream(run, .alice, Self.tape, ticks: 12..<40).message?.tick == 120, "wholly known")
    #expect(board.stream(run, .alice, Self.tape, ticks: 120..<120).message?.tick == 120, "nothing new")
    #expect(board.finish(run, .alice, Self.tape).refused(.tooFast), "its tape is still ahead of the clock")
    board.clock.advance(seconds: 14.5)
    #expect(board.finish(run, .alice, Self.tape).message?.official == true)
  }

  @Test(
    "a stretch that differs from what the board has is streamDiffers, and one past its tick is streamGap with the tick to send from",
    arguments: BoardHarness.kinds)
  func gapsAndDifferences(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.advance(seconds: 2)
    #expect(board.stream(run, .alice, Self.tape, ticks: 0..<60).message?.tick == 60)
    let gap = board.stream(run, .alice, Self.tape, ticks: 61..<120)
    #expect(gap.refused(.streamGap) && gap.refusal?.tick == 60, "\(gap)")
    var other = InputRun.slice(Self.tape.runs, ticks: 30..<90)
    other[other.count - 1].input = TickInput(pressed: .action)
    #expect(board.stream(run, .alice, from: 30, other).message?.tick == 90, "the overlap agrees; the new ticks are new")
    var changed = InputRun.slice(Self.tape.runs, ticks: 0..<90)
    changed[0].input = TickInput(pressed: .right)
    #expect(board.stream(run, .alice, from: 0, changed).refused(.streamDiffers))
    #expect(board.stream(run, .alice, from: 90, [InputRun(count: 1, input: .none)]).message?.tick == 91)
  }

  @Test(
    "a tape whose inputs differ from those its run streamed, or that ends before its stream, is streamDiffers",
    arguments: BoardHarness.kinds)
  func tapeAgainstItsStream(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    try board.follow(run, .alice, Self.tape, through: 120)
    board.clock.advance(seconds: 15)
    #expect(board.finish(run, .alice, DailyTapes.puckIdle()).refused(.streamDiffers))
    let heli = try #require(board.start(.alice, "heli").message).run
    try board.follow(heli, .alice, DailyTapes.puckIdle(), through: 120)
    #expect(board.finish(heli, .alice, DailyTapes.heliCrash()).refused(.streamDiffers), "80 ticks after 120 streamed")
    #expect(board.finish(run, .alice, Self.tape).message?.official == true, "the refusals changed nothing")
  }

  @Test(
    "inputs that do not read, or from a tick out of range, are refused and change nothing",
    arguments: BoardHarness.kinds)
  func badInputs(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.advance(seconds: 2)
    let garbage: Reply<InputsAnswer> = board.post(
      BoardAPI.inputs(run), InputsRequest(token: Player.alice.token, from: 0, inputs: "60 jump\n"))
    #expect(garbage.refused(.tapeDamaged))
    let negative: Reply<InputsAnswer> = board.post(
      BoardAPI.inputs(run), InputsRequest(token: Player.alice.token, from: -1, inputs: "60 -\n"))
    #expect(negative.refused(.badTick))
    #expect(board.stream(run, .bob, Self.tape, ticks: 0..<60).refused(.notYourRun))
    #expect(board.stream(run + 1, .alice, Self.tape, ticks: 0..<60).refused(.unknownRun))
    #expect(board.stream(run, .alice, Self.tape, ticks: 0..<60).message?.tick == 60)
  }
}
