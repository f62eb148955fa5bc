import ArcadeCore
import GameCatalog

/// Daily tapes of the real games, recorded headless from scripted inputs.
enum DailyTapes {
  /// The helicopter left alone from its first tick: it falls and crashes, a finished run of under a second.
  static func heliCrash(_ date: CalendarDate = BoardHarness.today) -> Tape { record("heli", date) { _ in .none } }

  /// Puck left alone: time is up after 16 s (990 ticks with the end shown), with no input at all.
  static func puckIdle(_ date: CalendarDate = BoardHarness.today) -> Tape { record("puck", date) { _ in .none } }

  /// Puck's daily with the keyboard cursor wandering and never taking a puck: 990 ticks with a press every
  /// `every` ticks, going round `moves` (arrows, as a tape spells them), so each pattern is a run of its own.
  static func puckWander(_ moves: String = "LLURRDL", every: Int = 6, _ date: CalendarDate = BoardHarness.today)
    -> Tape
  {
    record("puck", date) { wander($0, moves: moves, every: every) }
  }

  /// The input of tick `tick` of `puckWander(moves, every)`.
  static func wander(_ tick: Int, moves: String, every: Int) -> TickInput {
    guard tick % every == 0 else { return .none }
    let letter = Array(moves)[(tick / every) % moves.count]
    return TickInput(pressed: Buttons(code: Substring(String(letter)))!)
  }

  /// A game's daily played with `input(tick)` until it ends, or for `ticks` (a minute at most).
  static func record(_ game: String, _ date: CalendarDate, ticks: Int = 60 * 60, input: (Int) -> TickInput) -> Tape {
    let entry = Catalog.entry(id: game)!
    var recorder = entry.start(entry.daily(date))
    while !recorder.game.isSettled && recorder.game.tick < ticks { _ = recorder.step(input(recorder.game.tick)) }
    return recorder.finishedTape
  }
}

/// Other spellings of a tape that read as the same run.
enum Reencoded {
  static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

  static func byteOrderMark(_ text: String) -> String { "\u{FEFF}" + text }

  /// `comment` on a line before the tape and after its `inputs` line, and a blank line.
  static func commented(_ text: String, _ comment: String = "# my own run, honest") -> String {
    comment + "\n\n" + text.replacingOccurrences(of: "\ninputs\n", with: "\ninputs\n\(comment)\n")
  }

  /// The parameter `name`'s line as `param NAME VALUE`, e.g. `param duration 16.0` for `16`.
  static func param(_ text: String, _ name: String, as value: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("param \(name) ") ? "param \(name) \(value)" : String($0)
    }
    return lines.joined(separator: "\n")
  }

  /// The parameter `name`'s line left out (its default is the daily's).
  static func without(_ text: String, param name: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("param \(name) ") }
      .joined(separator: "\n")
  }
}

extension DailyTapes {
  /// The helicopter held up for `ticks` from its first tick, then left to fall: a run of its own length and score
  /// (10 ticks: 109 ticks, score 36; 25: 135 ticks, score 49), under 5 s, so anybody's.
  static func heliHeld(_ ticks: Int, _ date: CalendarDate = BoardHarness.today) -> Tape {
    record("heli", date) { tick in
      tick == 0
        ? TickInput(touch: Touch(.began, x: 240, y: 160))
        : tick == ticks ? TickInput(touch: Touch(.ended, x: 240, y: 160)) : .none
    }
  }
}
