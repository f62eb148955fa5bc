import ArcadeTestSupport
import Testing

@testable import ArcadeCore

@Suite("Tapes")
struct TapeTests {
  /// A recorded run of the toy game with presses, holds and touches.
  static func recorded(ticks: Int = 700, seed: UInt64 = 11) -> TapeRecorder<ToyGame> {
    var recorder = TapeRecorder<ToyGame>(
      parameters: ToyGame.info.parameters.defaults, seed: seed, checkpointInterval: 60)
    for t in 0..<ticks {
      let input: TickInput =
        switch t % 50 {
        case 5: TickInput(pressed: .right)
        case 6, 7, 8: TickInput(held: [.up, .slot(3)])
        case 9: TickInput(touch: Touch(.began, x: -4, y: 480))
        case 10: TickInput(touch: Touch(.moved, x: 12, y: 470))
        case 11: TickInput(pressed: .left, held: .action, touch: Touch(.ended, x: 12, y: 470))
        default: .none
        }
      recorder.step(input)
    }
    return recorder
  }

  @Test("a tape survives text and back unchanged")
  func roundTrip() throws {
    let tape = Self.recorded().finishedTape
    let parsed = try Tape(text: tape.text)
    #expect(parsed == tape)
    #expect(parsed.text == tape.text)
    #expect(parsed.tickCount == 700)
    #expect(parsed.checkpoints.count == 11)
  }

  @Test("a tape saved with Windows line endings reads the same")
  func crlf() throws {
    let tape = Self.recorded(ticks: 120).finishedTape
    let crlf = tape.text.split(separator: "\n").joined(separator: "\r\n") + "\r\n"
    #expect(try Tape(text: crlf) == tape)
  }

  @Test("the text form reads as documented")
  func textForm() {
    var recorder = TapeRecorder<ToyGame>(parameters: ToyGame.info.parameters.defaults, seed: 9, checkpointInterval: 3)
    recorder.step(.none)
    recorder.step(.none)
    recorder.step(TickInput(pressed: .right, held: .up))
    recorder.step(TickInput(touch: Touch(.began, x: 160, y: 426)))
    let tape = recorder.finishedTape
    let lines = tape.text.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(10)) == [
        "arcade-tape 1", "game toy", "simulation 3", "tick-rate 60", "seed 9",
        "param speed 2", "param drift 0.5", "param mode step", "inputs", "2 -",
      ])
    #expect(lines[10] == "1 p=R h=U")
    #expect(lines[11] == "check 3 \(tape.checkpoints[0].hash.hex16)")
    #expect(lines[12] == "1 t=b,160,426")
    #expect(lines[13] == "end 4 playing 1 \(tape.end!.hash.hex16)")
  }

  @Test("a recorded tape verifies, repeatedly, to the same end")
  func verifies() throws {
    let tape = Self.recorded().finishedTape
    for _ in 0..<3 {
      #expect(try tape.verify(as: ToyGame.self) == .verified(tape.end!))
    }
  }

  @Test("one flipped input is caught at the first checkpoint after it")
  func flippedInput() throws {
    var tape = Self.recorded().finishedTape
    // Tick 215 (0-based, so the state after tick 216) gets a right press instead of nothing.
    var inputs = Array(tape.inputs)
    inputs[215] = TickInput(pressed: .right)
    tape.runs = []
    for input in inputs { tape.append(input) }
    guard case .diverged(let tick, let expected, let actual) = try tape.verify(as: ToyGame.self) else {
      Issue.record("the flipped input was not caught")
      return
    }
    #expect(tick == 240)
    #expect(expected != actual)
  }

  @Test("a damaged end line is reported as an outcome difference")
  func damagedEnd() throws {
    var tape = Self.recorded().finishedTape
    tape.end!.score += 1
    guard case .outcomeDiffers = try tape.verify(as: ToyGame.self) else {
      Issue.record("expected an outcome difference")
      return
    }
  }

  @Test("a tape of another game, simulation version or tick rate is refused with a clear message")
  func refusals() {
    var tape = Self.recorded(ticks: 10).finishedTape
    tape.game = "frog"
    #expect(throws: LineError(line: nil, "this tape is for 'frog', not 'toy'")) { try tape.verify(as: ToyGame.self) }
    tape.game = "toy"
    tape.simulationVersion = 2
    #expect(
      throws: LineError(
        line: nil, "this tape was recorded with toy simulation version 2, this arcade plays version 3; re-record it")
    ) { try tape.verify(as: ToyGame.self) }
    tape.simulationVersion = 3
    tape.tickRate = 30
    #expect(throws: LineError(line: nil, "this tape ticks at 30/s but toy ticks at 60/s; re-record it")) {
      try tape.verify(as: ToyGame.self)
    }
  }

  @Test("bad parameters in a tape are refused")
  func badParameter() {
    var tape = Self.recorded(ticks: 10).finishedTape
    tape.parameters[0].value = "99"
    #expect(throws: LineError.self) { try tape.makeGame(ToyGame.self) }
  }

  @Test(
    "damaged tapes give one-line errors, never a crash",
    arguments: [
      ("", "empty file: not an arcade tape"),
      ("hello\n", "line 1: not an arcade tape (it should start with 'arcade-tape 1')"),
      (
        "arcade-tape 7\n",
        "line 1: tape format 7 is not supported (this arcade reads formats 1 to 2); use the arcade that recorded it"
      ),
      ("arcade-tape 1\ngame toy\n", "the tape is truncated: its header has no 'simulation' line"),
      (
        "arcade-tape 1\ngame toy\nsimulation x\n",
        "line 3: expected 'simulation VALUE' in the header (the tape is damaged)"
      ),
      (
        "arcade-tape 1\ngame toy\nsimulation 3\ntick-rate 60\nseed 1\ninputs\n5 -\n",
        "the tape is truncated: it has no end line (was the recording cut short?)"
      ),
      ("arcade-tape 1\ngame toy\nsimulation 3\ntick-rate 60\nseed 1\ninputs\n5 q=1\n", "line 7: bad input 'q=1'"),
      (
        "arcade-tape 1\ngame toy\nsimulation 3\ntick-rate 60\nseed 1\ninputs\n99999999999 -\n",
        "line 7: more than 10000000 ticks: too long to be a real run"
      ),
      (
        "arcade-tape 1\ngame toy\nsimulation 3\ntick-rate 60\nseed 1\ninputs\n5 -\nend 6 won 1 00\n",
        "line 8: end says tick 6 but the inputs cover 5 ticks (the tape is damaged)"
      ),
      (
        "arcade-tape 1\ngame toy\nsimulation 3\ntick-rate 60\nseed 1\ninputs\n5 -\nend 5 won 1 00\nmore\n",
        "line 9: text after the end line (the tape is damaged)"
      ),
      (
        "arcade-tape 1\ngame \u{1B}[2J\nsimulation 3\n",
        "line 2: expected 'game VALUE' in the header (the tape is damaged)"
      ),
    ])
  func damaged(text: String, message: String) {
    #expect(throws: LineError.self) { try Tape(text: text) }
    do {
      _ = try Tape(text: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("control characters from a tape never reach a message")
  func printableMessages() throws {
    var tape = Self.recorded(ticks: 10).finishedTape
    tape.game = "evil\u{1B}[2Jgame"
    do {
      _ = try tape.makeGame(ToyGame.self)
      Issue.record("a foreign game was accepted")
    } catch {
      #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }
  }

  @Test("every input spelling parses back to itself")
  func inputSpellings() throws {
    let inputs = [
      TickInput.none, TickInput(pressed: [.up, .action, .slot(9)]), TickInput(held: [.down, .left, .right, .slot(1)]),
      TickInput(touch: Touch(.moved, x: Int32.min, y: Int32.max)),
      TickInput(pressed: .up, held: .up, touch: Touch(.ended, x: 0, y: -1)),
    ]
    for input in inputs {
      let words = Tape.encode(input).split(separator: " ")
      #expect(Tape.decode(words[...]) == input)
    }
  }
}

@Suite("Tapes saved mid-game")
struct MidGameTapeTests {
  @Test("a tape saved mid-game, read back and continued reaches the same end as the whole run")
  func resumeFromSavedTape() throws {
    let wholeRun = TapeTests.recorded(ticks: 900)
    let whole = wholeRun.finishedTape
    let inputs = Array(whole.inputs)
    // Save after 437 ticks, as a quit mid-game would.
    var first = TapeRecorder<ToyGame>(parameters: ToyGame.info.parameters.defaults, seed: 11, checkpointInterval: 60)
    for input in inputs[..<437] { first.step(input) }
    let saved = try Tape(text: first.finishedTape.text)
    #expect(saved.end?.status == .playing && saved.end?.tick == 437)
    #expect(try saved.verify(as: ToyGame.self) == .verified(saved.end!))
    // Restore the game from the saved tape, then play the rest.
    var game = try saved.makeGame(ToyGame.self)
    for input in saved.inputs { game.step(input) }
    for input in inputs[437...] { game.step(input) }
    #expect(firstDifference(game, wholeRun.game) == nil)
    #expect(game.stateHash == whole.end!.hash)
  }
}

@Suite("Tapes read as a stream")
struct TapeStreamTests {
  @Test("a tape of 200,000 alternating runs, made a chunk at a time, verifies holding one chunk and one line")
  func streamsInBoundedMemory() throws {
    var recorder = TapeRecorder<ToyGame>(
      parameters: ToyGame.info.parameters.defaults, seed: 5, checkpointInterval: 20_000)
    for t in 0..<200_000 { recorder.step(t % 2 == 0 ? .none : TickInput(pressed: .right)) }
    let tape = recorder.finishedTape
    #expect(tape.runs.count == 200_000)
    // The text, event by event, never all at once.
    let events = tape.events.makeIterator()
    var head: [UInt8]? = Array(tape.headerText.utf8)
    var lines = TapeLines { () throws(LineError) -> [UInt8]? in
      if let first = head {
        head = nil
        return first
      }
      var chunk: [UInt8] = []
      while chunk.count < 1 << 16, let event = events.next() { chunk += Array(Tape.line(of: event).utf8) }
      return chunk.isEmpty ? nil : chunk
    }
    var most = 0
    var count = 0
    while try lines.next() != nil {
      most = max(most, lines.bufferedBytes)
      count += 1
    }
    #expect(count == 9 + 200_000 + 10 + 1)
    #expect(most <= (1 << 16) + TapeLines.maxLineBytes + 64)
  }
}
