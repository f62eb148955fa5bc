import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeCore

/// Arcade runs of the core's toy game, which wins at 40 points (one per Left or Right press).
@Suite("Arcade runs: levels played one after another as one simulation")
struct ArcadeRunTests {
  static let levels = try! LevelFile(
    text: """
      arcade-levels 2
      Warm-up |
      Faster  | speed 5
      Drifty  | speed 9, drift 3
      """, parameters: ToyGame.info.parameters)

  /// Presses Right until the level is won (40 presses), then lets its card run out.
  static func winLevel(_ run: inout ArcadeRun<ToyGame>) {
    for _ in 0..<40 { run.step(TickInput(pressed: .right)) }
  }

  @Test(
    "winning a level shows its card for 150 ticks, then the next level starts with its parameters and the score banked")
  func levelToLevel() throws {
    var run = try #require(ArcadeRun<ToyGame>(levels: Self.levels, start: 1, seed: 7))
    #expect(run.level == 1 && run.game.speed == 2 && run.status == .playing)
    Self.winLevel(&run)
    #expect(run.tick == 40 && run.game.status == .won && run.status == .playing && !run.isSettled)
    #expect(run.cardTicksLeft == 150 && run.score == 40 && run.levelsPlayed == 1...1)
    #expect(run.cardLines == ["Level 1 cleared!", "Score 40 (this level 40)", "Next: 2 · Faster", "Win the round"])
    for _ in 0..<149 { run.step(TickInput(pressed: .right)) }
    #expect(run.level == 1 && run.score == 40, "presses during the card change nothing")
    run.step(.none)
    #expect(run.tick == 190 && run.level == 2 && run.banked == 40 && run.game.tick == 0 && run.game.speed == 5)
    #expect(run.game.rng == ArcadeRun<ToyGame>(levels: Self.levels, start: 2, seed: 7)!.game.rng)
    #expect(run.caption == "Level 2/3 Faster · total 40")
  }

  @Test(
    "in a narrow canvas the card between levels wraps its lines whole, and the caption has a form without the level's name"
  )
  func narrowCard() throws {
    let levels = try LevelFile(
      text: "arcade-levels 1\nWarm-up |\nA second level with a long name | speed 5\n",
      parameters: ToyGame.info.parameters)
    var run = try #require(ArcadeRun<ToyGame>(levels: levels, start: 1, seed: 7))
    Self.winLevel(&run)
    var canvas = Canvas(columns: 24, rows: 12)
    run.draw(into: &canvas)
    // The card's rows, its frame's sides dropped, read as one run of words.
    let rows = canvas.render().split(separator: "\n").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " │┌┐└┘─"))
    }
    let words = rows.joined(separator: " ").split(separator: " ")
    for line in run.cardLines {
      let own = line.split(separator: " ")
      #expect(words.indices.contains { words[$0...].starts(with: own) }, "\(line) is not whole in:\n\(canvas.render())")
    }
    #expect(run.caption == "Level 1/2 Warm-up · total 40" && run.shortCaption == "Level 1/2 · total 40")
  }

  @Test("the last level won wins the run: the levels' scores add up, and it settles")
  func lastLevel() throws {
    var run = try #require(ArcadeRun<ToyGame>(levels: Self.levels, start: 2, seed: 7))
    Self.winLevel(&run)
    for _ in 0..<150 { run.step(.none) }
    Self.winLevel(&run)
    #expect(run.status == .won && run.isSettled && run.score == 80 && run.levelsPlayed == 2...3)
    #expect(run.tick == 230 && run.cardTicksLeft == 0)
  }

  @Test("a run starts only at a level the file has")
  func startLevels() {
    #expect(ArcadeRun<ToyGame>(levels: Self.levels, start: 0, seed: 1) == nil)
    #expect(ArcadeRun<ToyGame>(levels: Self.levels, start: 4, seed: 1) == nil)
    #expect(ArcadeRun<ToyGame>(levels: Self.levels, start: 3, seed: 1)?.isLastLevel == true)
  }

  /// A whole arcade run from level 1, recorded.
  static func recordedRun() -> Tape {
    let header = Tape.header(
      ToyGame.self, seed: 11, mode: .arcade(levelsVersion: 2, start: 1), parameters: ToyGame.info.parameters.defaults)
    var recorder = TapeRecorder(ArcadeRun<ToyGame>(levels: levels, start: 1, seed: 11)!, header: header)
    for tick in 0..<500 where !recorder.game.isSettled {
      recorder.step(tick % 3 == 0 ? .none : TickInput(pressed: .right))
    }
    return recorder.finishedTape
  }

  @Test("an arcade run is one tape: its header names the levels' version and start, its end the levels played")
  func arcadeTape() throws {
    let tape = Self.recordedRun()
    let text = tape.text
    #expect(
      text.hasPrefix("arcade-tape 2\ngame toy\nsimulation 3\ntick-rate 60\nseed 11\narcade levels 2 start 1\ninputs\n"))
    #expect(tape.end?.status == .won && tape.end?.score == 120 && tape.end?.levels == 1...3)
    #expect(text.hasSuffix(" levels 1-3\n"))
    let parsed = try Tape(text: text)
    #expect(parsed == tape)
    #expect(try parsed.verify(as: ToyGame.self, levels: Self.levels) == .verified(tape.end!))
  }

  @Test("an arcade tape does not verify with other levels, without levels, or with a changed end")
  func arcadeTapeRefused() throws {
    let tape = Self.recordedRun()
    var newer = Self.levels
    newer.version = 3
    #expect(
      throws: LineError(line: nil, "this arcade tape was played with toy's levels version 2, this arcade has version 3")
    ) {
      try tape.verify(as: ToyGame.self, levels: newer)
    }
    #expect(throws: LineError(line: nil, "toy has no arcade levels in this arcade")) {
      try tape.verify(as: ToyGame.self)
    }
    let claimed = try Tape(text: tape.text.replacingOccurrences(of: " levels 1-3\n", with: " levels 1-2\n"))
    var expected = tape.end!
    expected.levels = 1...2
    #expect(
      try claimed.verify(as: ToyGame.self, levels: Self.levels)
        == .outcomeDiffers(expected: expected, actual: tape.end!))
    #expect(throws: LineError(line: nil, "this is a tape of an arcade run, not of one game")) {
      try tape.makeGame(ToyGame.self)
    }
  }
}

@Suite("Daily challenge tapes")
struct DailyTapeTests {
  static let date = CalendarDate("2026-12-02")!

  static func dailyTape(seed: UInt64? = nil, speed: String? = nil) -> Tape {
    var values = ToyGame.info.parameters.defaults
    if let speed { values = try! ToyGame.info.parameters.values(from: [("speed", speed)]) }
    let header = Tape.header(
      ToyGame.self, seed: seed ?? DailySeed.seed(game: "toy", date: date), mode: .daily(date), parameters: values)
    var recorder = TapeRecorder(ToyGame(parameters: values, seed: header.seed), header: header)
    for _ in 0..<90 { recorder.step(TickInput(pressed: .left)) }
    return recorder.finishedTape
  }

  @Test("a daily tape names its date and verifies when its seed is the date's and its parameters the defaults")
  func verifies() throws {
    let tape = Self.dailyTape()
    #expect(tape.text.contains("\nseed \(DailySeed.seed(game: "toy", date: Self.date))\ndaily 2026-12-02\nparam "))
    #expect(tape.text.hasPrefix("arcade-tape 2\n"))
    let parsed = try Tape(text: tape.text)
    #expect(parsed.mode == .daily(Self.date))
    #expect(try parsed.verify(as: ToyGame.self) == .verified(tape.end!))
  }

  @Test("a daily tape with another seed, or other parameters, fails with one line saying which")
  func tampered() throws {
    let seed = DailySeed.seed(game: "toy", date: Self.date)
    let otherSeed = try Tape(text: Self.dailyTape(seed: 42).text)
    #expect(
      throws: LineError(line: nil, "this daily tape's seed 42 is not the seed of toy's daily 2026-12-02 (\(seed))")
    ) {
      try otherSeed.verify(as: ToyGame.self)
    }
    let otherSpeed = try Tape(text: Self.dailyTape(speed: "3").text)
    #expect(
      throws: LineError(line: nil, "this daily tape changes --speed; a daily run uses the default parameters")
    ) { try otherSpeed.verify(as: ToyGame.self) }
  }

  @Test("a classic tape is still written in format 1; formats above 2 are refused in one line")
  func formats() throws {
    var recorder = TapeRecorder<ToyGame>(parameters: ToyGame.info.parameters.defaults, seed: 1)
    recorder.step(.none)
    #expect(recorder.finishedTape.text.hasPrefix("arcade-tape 1\ngame toy\n"))
    #expect(
      throws: LineError(
        line: 1, "tape format 3 is not supported (this arcade reads formats 1 to 2); use the arcade that recorded it")
    ) {
      try Tape(text: "arcade-tape 3\n")
    }
    #expect(throws: LineError(line: 6, "expected 'daily YYYY-MM-DD' (the tape is damaged)")) {
      try Tape(text: "arcade-tape 2\ngame toy\nsimulation 3\ntick-rate 60\nseed 1\ndaily 2026-02-30\ninputs\n")
    }
  }
}
