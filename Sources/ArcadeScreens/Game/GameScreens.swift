import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// The text of the screens around a game: its title card, help, credits and end alert. Pure, so the
/// wording is tested without a terminal.
enum GameScreens {
  /// The key table: the game's bindings, then the front end's own keys, aligned in two columns; `short`, each
  /// binding's first keys alone ("←↑↓→"), for a narrow window.
  static func keyTable(_ bindings: [KeyBinding], short: Bool = false) -> [String] {
    let all =
      bindings.map { KeyMap.hint($0) } + [
        KeyMap.hint(.pause, "pause"), KeyMap.hint(.help, "help"), KeyMap.hint(.quit, "leave (asks first mid-game)"),
      ]
    let keys = all.map { short ? $0.shortKeys : $0.keys }
    let width = keys.map { $0.unicodeScalars.count }.max() ?? 0
    return zip(keys, all).map { keys, b in
      keys + String(repeating: " ", count: width - keys.unicodeScalars.count) + "  " + b.action
    }
  }

  /// The title card: summary, what Arcade is (for a game with levels), key table, how holds work here (for
  /// hold games), and why `--sound` fell back to the bell. The rules are one pick away (How to play), so the
  /// card fits 80x24 whole; `shortKeys` gives the key table's short form, for a narrow window.
  static func titleLines(
    _ info: GameInfo, holdLine: String?, soundLine: String? = nil, arcadeLine: String? = nil, shortKeys: Bool = false
  ) -> [String] {
    [info.summary] + (arcadeLine.map { [$0] } ?? []) + [""] + keyTable(info.bindings, short: shortKeys)
      + (holdLine.map { [$0] } ?? []) + (soundLine.map { [$0] } ?? [])
  }

  /// How to play: the rules, then how holds work here. The keys are on the title card and the hint bar.
  static func helpLines(_ info: GameInfo, holdLine: String?) -> [String] {
    info.help + (holdLine.map { ["", $0] } ?? [])
  }

  /// A part of the bar's status: its text, and how it is drawn (bright, or a race's standing in its color).
  struct BarPart {
    let text: String
    let style: Style

    init(_ text: String, style: Style = Style(.brightWhite, on: .default, [.bold])) {
      self.text = text
      self.style = style
    }
  }

  /// The row under the game: what to know now (a prompt, the race against a ghost, an arcade run's level and
  /// total), bright, then the key hints in what the width leaves (shortened as `HintBar` does; none when not even
  /// "? help" fits), centered. `status` is in order of importance: what does not fit goes, from the last.
  static func barText(_ status: [String], bindings: [KeyBinding], width: Int) -> (line: String, lead: String) {
    var status = status
    while status.count > 1, Canvas.width(of: status.joined(separator: "  ")) > width { status.removeLast() }
    let lead = status.joined(separator: "  ")
    let room = width - Canvas.width(of: lead) - (lead.isEmpty ? 0 : 2)
    let hints = room >= Canvas.width(of: "? help") ? HintBar.text(for: bindings, width: room) : ""
    return (lead + (lead.isEmpty || hints.isEmpty ? "" : "  ") + hints, lead)
  }

  static func drawBar(_ status: [BarPart], bindings: [KeyBinding], row: Int, on screen: inout Canvas) {
    let (line, lead) = barText(status.map(\.text), bindings: bindings, width: screen.columns)
    let column = max(0, (screen.columns - Canvas.width(of: line)) / 2)
    screen.text(line, column: column, row: row, style: Style(.brightBlack))
    // Each status part kept (the lead holds them, joined by two spaces) over the line, in its own style.
    var at = 0
    for part in status where at < Canvas.width(of: lead) {
      screen.text(part.text, column: column + at, row: row, style: part.style)
      at += Canvas.width(of: part.text) + 2
    }
  }

  static var projectCredits: [String] {
    [
      "arcade: \(Catalog.inWords(Catalog.entries.count)) small arcade games for the terminal,",
      "ported to Swift and ncurses from Corona SDK tutorials.",
    ]
  }

  static func credits(_ entries: [GameInfo]) -> [String] {
    var lines: [String] = []
    for info in entries {
      lines.append("\(info.title):")
      lines += info.credits.map { "  " + $0 }
    }
    return lines + [""] + projectCredits
  }

  /// The headline of the end alert.
  static func headline(_ status: GameStatus) -> String {
    switch status {
    case .won: "You won!"
    case .lost: "Game over"
    case .timeUp: "Time's up!"
    case .playing: "Game ended"
    }
  }

  /// The end alert's lines about a recorded score: for a daily run official or practice, the best-score note
  /// (and which table it went in, when not the default one's), then warnings.
  /// With `board` the board's line says whether a daily run counts, in place of the local one.
  static func scoreNotes(_ recording: ScoreRecording, score: Int, table: ScoreTable, board: Bool = false) -> [String] {
    var lines: [String] = []
    if recording.saved {
      if let date = table.date, let daily = recording.daily, !board {
        switch daily {
        case .official: lines.append("Your official result of the daily \(date).")
        case .practice(let official?): lines.append("Practice: your official result of \(date) stays \(official).")
        case .practice(nil): lines.append("Practice: only today's daily (UTC) can be an official result.")
        }
      }
      lines.append(bestNote(score: score, previousBest: recording.previousBest, table: table))
      if table == .custom { lines.append("(non-default parameters: kept apart, marked *)") }
    }
    return lines + recording.warnings.map { "warning: " + $0 }
  }

  /// The best-score note: what the player beat, or what is still to beat. `previousBest` is the
  /// best score of the same table before this game (nil: its first score).
  static func bestNote(score: Int, previousBest: Int?, table: ScoreTable = .standard) -> String {
    let (first, best, still): (String, String, String) =
      switch table {
      case .standard: ("First score for this game!", "best score", "Best score")
      case .custom:
        (
          "First score with non-default parameters!", "best with non-default parameters",
          "Best with non-default parameters"
        )
      case .arcade: ("First arcade score for this game!", "best arcade score", "Best arcade score")
      case .daily: ("First score of this daily!", "best of this daily", "Best of this daily")
      }
    guard let previousBest else { return first }
    if score > previousBest { return "New \(best)! (was \(previousBest))" }
    if score == previousBest { return "Equals the \(best)." }
    return "\(still): \(previousBest)"
  }

  /// The title card's lines for a daily challenge: the date and seed, and whether this try is practice (it is
  /// unless it is today's daily and the first finished run of it).
  /// With a board, its line says whether this try counts.
  static func dailyLines(_ setup: RunSetup, _ daily: (today: CalendarDate?, official: Int?, board: String?)?)
    -> [String]
  {
    guard case .daily(let date) = setup.mode, let daily else { return [] }
    let first = "Daily challenge \(date), seed \(setup.seed): the same for every player."
    if let board = daily.board { return [first, board] }
    if let official = daily.official { return [first, "Your official result: \(official); this try is practice."] }
    guard daily.today == date else {
      return [first, "Practice: only today's daily (UTC) can be an official result."]
    }
    return [first, "Your first finished run today is your official result."]
  }

  /// The end alert's first lines for an arcade run: the total and the levels played, and the level now
  /// reached when this run went further than any before.
  static func arcadeEndLines(score: Int, played: ClosedRange<Int>, of count: Int, newlyReached: Int?) -> [String] {
    let levels = played.count == 1 ? "level \(played.lowerBound)" : "levels \(played.lowerBound)-\(played.upperBound)"
    let total = "Total: \(score) · \(levels) of \(count)"
    return [total] + (newlyReached.map { ["Level \($0) reached: Arcade can start there now."] } ?? [])
  }

  /// The best-scores screen: each game's top `perGame` classic scores (`*` marks non-default parameters), then
  /// its best arcade run and the level reached, when it has been played in Arcade.
  static func scoreLines(
    _ games: [(title: String, scores: [ScoreEntry], reached: Int)], perGame: Int = 3
  ) -> [String] {
    var lines: [String] = []
    var anyCustom = false
    for game in games {
      lines.append(game.title)
      // Arcade runs have a line of their own below; the daily challenges a box of their own (the menu's Daily
      // challenge).
      let classic = game.scores.filter { $0.table == .standard || $0.table == .custom }
      if classic.isEmpty { lines.append("   no scores yet") }
      for (i, s) in classic.prefix(perGame).enumerated() {
        anyCustom = anyCustom || s.table == .custom
        let score = String(s.score)
        let pad = String(repeating: " ", count: max(0, 7 - score.count))
        lines.append("  \(i + 1). \(pad)\(score)\(s.table == .custom ? "*" : " ")  \(s.status.rawValue)")
      }
      let arcade = game.scores.first { $0.table == .arcade }
      if arcade != nil || game.reached > 1 {
        let best = arcade.map {
          "best \($0.score)" + ($0.levels.map { " (levels \($0.lowerBound)-\($0.upperBound))" } ?? "")
        }
        lines.append(
          "  Arcade: " + ([best, "reached level \(game.reached)"].compactMap { $0 }.joined(separator: ", ")))
      }
    }
    if anyCustom { lines += ["", "* played with non-default parameters"] }
    return lines
  }
}
