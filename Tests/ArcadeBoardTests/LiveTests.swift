import ArcadeBoard
import ArcadeCore
import BoardWire
import Foundation
import GameCatalog
import Testing

/// Live: the board re-simulates each run as its inputs arrive, lists the runs being played, gives a watcher a run's
/// inputs from any tick, and knows a copy of a run still being played.
@Suite("Board: live runs", .serialized)
struct LiveTests {
  /// The score and state of `tape`'s game after its first `ticks`, played here.
  static func played(_ tape: Tape, ticks: Int) -> (score: Int, hash: UInt64) {
    let entry = Catalog.entry(id: tape.game)!
    var recorder = entry.start(try! entry.setup(of: tape))
    for run in InputRun.slice(tape.runs, ticks: 0..<ticks) {
      for _ in 0..<run.count { _ = recorder.step(run.input) }
    }
    return (recorder.game.score, recorder.game.stateHash)
  }

  @Test(
    "a run being played is on GET /live at the tick its stream reached, with the score the board re-simulated; GET /live/ID gives its inputs from any tick",
    arguments: BoardHarness.kinds)
  func listedAsItIsPlayed(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckWander()
    let run = try #require(board.start(.alice, "puck").message).run
    try board.follow(run, .alice, tape, through: 600)
    let live: Reply<LiveAnswer> = board.get(BoardAPI.live)
    let row = try #require(live.message?.runs.first, "\(live)")
    #expect(row.run == run && row.name.raw == "alice" && row.game == "puck" && row.tick == 600)
    #expect(row.state == .playing && row.official && row.score == Self.played(tape, ticks: 600).score)
    let from: Reply<LiveInputs> = board.get(BoardAPI.live(run, from: 250))
    let inputs = try #require(from.message, "\(from)")
    #expect(inputs.from == 250 && inputs.tick == 600 && inputs.state == .playing && inputs.end == nil)
    let sent = try Tape.inputRuns(parsing: inputs.inputs, maxTicks: 600)
    #expect(InputRun.sameTicks(sent, InputRun.slice(tape.runs, ticks: 250..<600)))
  }

  @Test(
    "a server that did not follow a run rebuilds it from the database: two servers on one database, the stream sent to each in turn, agree with the run played here",
    arguments: BoardHarness.kinds)
  func rebuiltFromTheDatabase(kind: BoardHarness.Kind) throws {
    let first = try BoardHarness(kind)
    let second = try first.sharing()
    let tape = DailyTapes.puckWander("UURDDL", every: 7)
    let run = try #require(first.start(.alice, "puck").message).run
    for (turn, tick) in stride(from: 0, to: 600, by: 60).enumerated() {
      let board = turn % 2 == 1 ? second : first
      for server in [first, second] {
        server.clock.set(BoardHarness.noon + BoardHarness.milliseconds(ticks: tick + 60))
      }
      #expect(board.stream(run, .alice, tape, ticks: tick..<tick + 60).status == 200)
    }
    let rows: Reply<LiveAnswer> = second.get(BoardAPI.live)
    #expect(rows.message?.runs.first?.score == Self.played(tape, ticks: 600).score)
  }

  @Test(
    "a run copied live, as it is played, is refused even when the copy ends first: its states match those of a run still being played",
    arguments: BoardHarness.kinds)
  func copiedWhileBeingPlayed(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let leader = DailyTapes.puckWander("RRDLLU", every: 5)
    let run = try #require(board.start(.alice, "puck").message).run
    try board.follow(run, .alice, leader, through: 720)
    // Bob starts after Alice and feeds her inputs into his own run a moment behind; his run ends before hers is sent.
    let copy = try board.play(.bob, leader)
    #expect(copy.result.refused(.copiedRun), "\(copy.result)")
    #expect(copy.result.refusal?.error.raw.contains("alice's run \(run)") == true)
    // Alice's own run is hers: it is official when she sends it.
    board.clock.advance(seconds: 1)
    let own = board.finish(run, .alice, leader)
    #expect(own.message?.official == true, "\(own)")
  }

  @Test(
    "watching is never a way to have a tape early: a run finished a minute ago is open to every watcher, later only as its tape is",
    arguments: BoardHarness.kinds)
  func watchingFollowsTheTapesRule(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let (start, result) = try board.play(.alice, DailyTapes.puckWander())
    #expect(result.message?.official == true)
    let fresh: Reply<LiveInputs> = board.get(BoardAPI.live(start.run, from: 0))
    #expect(fresh.message?.state == .finished && fresh.message?.end?.rank == 1, "\(fresh)")
    board.clock.advance(seconds: Double(BoardAPI.liveEnding) + 1)
    let late: Reply<LiveInputs> = board.get(BoardAPI.live(start.run, from: 0))
    #expect(late.refused(.tapeNotYet), "\(late)")
    let own: Reply<LiveInputs> = board.get(
      BoardAPI.live(start.run, from: 0), headers: [("Authorization", "Bearer \(Player.alice.token)")])
    #expect(own.message?.end?.score == result.message?.score)
  }

  @Test(
    "a long run's inputs come in pieces of at most ten minutes, the finished run's end with its last piece; each says the game's rules version",
    arguments: BoardHarness.kinds)
  func inPieces(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckWander()
    let (start, _) = try board.play(.alice, tape)
    let first: Reply<LiveInputs> = board.get(BoardAPI.live(start.run, from: 0))
    let whole = try #require(first.message, "\(first)")
    #expect(whole.tick == tape.tickCount && whole.state == .finished && whole.end != nil)
    #expect(whole.simulation == Catalog.entry(id: "puck")!.info.simulationVersion)
    let bits: Reply<LiveInputs> = board.get(BoardAPI.live(start.run, from: tape.tickCount - 1))
    #expect(bits.message?.from == tape.tickCount - 1 && bits.message?.end?.score == tape.end?.score)
    // A run being played past one piece (eleven minutes of inputs): asked from 0, it comes in two.
    let long = try #require(board.start(.bob, "heli").message).run
    let ticks = BoardAPI.liveTicks + 3_600
    board.clock.advance(seconds: Double(ticks) / 60)
    #expect(board.stream(long, .bob, from: 0, [InputRun(count: ticks, input: .none)]).status == 200)
    let piece: Reply<LiveInputs> = board.get(BoardAPI.live(long, from: 0))
    #expect(piece.message?.tick == BoardAPI.liveTicks && piece.message?.state == .playing, "\(piece)")
    let rest: Reply<LiveInputs> = board.get(BoardAPI.live(long, from: BoardAPI.liveTicks))
    #expect(rest.message?.from == BoardAPI.liveTicks && rest.message?.tick == ticks)
  }
}
