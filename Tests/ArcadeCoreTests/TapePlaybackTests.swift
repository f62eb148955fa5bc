import Testing

@testable import ArcadeCore

@Suite("Tape playback")
struct TapePlaybackTests {
  @Test("a playback steps each tick of the tape in order, and ends verified at its end line")
  func playsEveryTick() throws {
    let tape = TapeTests.recorded().finishedTape
    var playback = TapePlayback(try tape.makeGame(ToyGame.self), tape: tape)
    var game = try tape.makeGame(ToyGame.self)
    var ticks = 0
    for input in tape.inputs {
      #expect(!playback.isFinished)
      #expect(try playback.step() != nil)
      game.step(input)
      ticks += 1
      if ticks % 100 == 0 { #expect(playback.game.stateHash == game.stateHash, "tick \(ticks)") }
    }
    #expect(playback.isFinished)
    #expect(try playback.step() == nil)
    #expect(playback.game.tick == 700)
    #expect(playback.verdict == .verified(tape.end!))
  }

  @Test("a changed input stops the playback at the first checkpoint after it, the game as it stands there")
  func stopsAtDivergence() throws {
    var tape = TapeTests.recorded().finishedTape
    var inputs = Array(tape.inputs)
    inputs[215] = TickInput(pressed: .right)
    tape.runs = []
    for input in inputs { tape.append(input) }
    var playback = TapePlayback(try tape.makeGame(ToyGame.self), tape: tape)
    var steps = 0
    while try playback.step() != nil { steps += 1 }
    #expect(steps == 240)
    #expect(playback.game.tick == 240)
    guard case .diverged(let tick, _, let actual)? = playback.verdict else {
      Issue.record("no divergence: \(String(describing: playback.verdict))")
      return
    }
    #expect(tick == 240 && actual == playback.game.stateHash)
  }

  @Test("a tape without an end line plays all its ticks and has no verdict; played to the end it is truncated")
  func noEndLine() throws {
    var tape = TapeTests.recorded(ticks: 130).finishedTape
    tape.end = nil
    var playback = TapePlayback(try tape.makeGame(ToyGame.self), tape: tape)
    #expect(throws: LineError(line: nil, "the tape is truncated: it has no end line")) { try playback.finish() }
    #expect(playback.game.tick == 130 && playback.isFinished && playback.verdict == nil)
  }

  @Test("a tape read from its text, and a game known only as any Game, play as the tape in memory does")
  func readingAndAnyGame() throws {
    let tape = TapeTests.recorded().finishedTape
    let reader = try TapeReader(text: tape.text)
    var read = TapePlayback(try reader.header.makeGame(ToyGame.self), reading: reader)
    #expect(try read.finish() == .verified(tape.end!))
    let anyGame: any Game = try tape.makeGame(ToyGame.self)
    var erased = tape.playback(of: anyGame)
    var steps = 0
    while try erased.step() != nil { steps += 1 }
    #expect(steps == 700 && erased.game.stateHash == tape.end!.hash && erased.verdict == .verified(tape.end!))
  }
}
