import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// The text of the screens around a game: its title card, help, credits and end alert. Pure, so the
/// wording is tested without a terminal.
enum GameScreens {
  /// The key table: the game's bindings, then the front end's own keys, aligned in two columns.
  static func keyTable(_ bindings: [KeyBinding]) -> [String] {
    let all =
      bindings + [
        KeyBinding(keys: "p", action: "pause"), KeyBinding(keys: "? F1", action: "help"),
        KeyBinding(keys: "q Esc", action: "leave (asks first mid-game)"),
      ]
    let width = all.map { $0.keys.unicodeScalars.count }.max() ?? 0
    return all.map { b in
      b.keys + String(repeating: " ", count: width - b.keys.unicodeScalars.count) + "  " + b.action
    }
  }

  /// The title card: summary, key table, how holds work here (for hold games), and why `--sound`
  /// fell back to the bell. The rules are one pick away (How to play), so the card fits 80x24 whole.
  static func titleLines(_ info: GameInfo, holdLine: String?, soundLine: String? = nil) -> [String] {
    [info.summary, ""] + keyTable(info.bindings) + (holdLine.map { [$0] } ?? []) + (soundLine.map { [$0] } ?? [])
  }

  /// How to play: the rules, then how holds work here. The keys are on the title card and the hint bar.
  static func helpLines(_ info: GameInfo, holdLine: String?) -> [String] {
    info.help + (holdLine.map { ["", $0] } ?? [])
  }

  /// What a game waiting for its first action says on its hint bar's row: the prompt, bright, and the front
  /// end's keys after it where they fit.
  static func drawPrompt(_ prompt: String, row: Int, on screen: inout Canvas) {
    let keys = "  " + HintBar.text(for: [], width: screen.columns)
    let line = Canvas.width(of: prompt + keys) <= screen.columns ? prompt + keys : prompt
    let column = max(0, (screen.columns - Canvas.width(of: line)) / 2)
    screen.text(line, column: column, row: row, style: Style(.brightBlack))
    screen.text(prompt, column: column, row: row, style: Style(.brightWhite, on: .default, [.bold]))
  }

  static let projectCredits = [
    "arcade: four small arcade games for the terminal,",
    "ported to Swift and ncurses from Corona SDK tutorials.",
  ]

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
  static func scoreNotes(_ recording: ScoreRecording, score: Int, table: ScoreTable) -> [String] {
    var lines: [String] = []
    if recording.saved {
      if let date = table.date, let daily = recording.daily {
        switch daily {
        case .official: lines.append("Your official result of the daily \(date).")
        case .practice(let official): lines.append("Practice: your official result of \(date) stays \(official).")
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
    let (first, best, bestIs): (String, String, String) =
      switch table {
      case .standard: ("First score for this game!", "best score", "Best score")
      case .custom:
        (
          "First score with non-default parameters!", "best with non-default parameters",
          "Best with non-default parameters"
        )
      case .daily: ("First score of this daily!", "best of this daily", "Best of this daily")
      }
    guard let previousBest else { return first }
    if score > previousBest { return "New \(best)! (was \(previousBest))" }
    if score == previousBest { return "Equals the \(best)." }
    return "\(bestIs): \(previousBest)"
  }

  /// The title card's line for a daily challenge: the date and seed, and whether this try is practice.
  static func dailyLines(_ setup: RunSetup, official: Int?) -> [String] {
    guard case .daily(let date) = setup.mode else { return [] }
    let first = "Daily challenge \(date), seed \(setup.seed): the same for every player."
    guard let official else { return [first, "Your first finished run today is your official result."] }
    return [first, "Your official result: \(official); this try is practice."]
  }

  /// The row under the picture while playing: a caption at the left (an arcade run's level), the race at the
  /// right, and the keys between them, as many as fit.
  static func drawBar(
    row: Int, bindings: [KeyBinding], caption: String?, race: (text: String, style: Style)?, on screen: inout Canvas
  ) {
    let dim = Style(.brightBlack)
    var left = 0
    var right = screen.columns
    if let caption {
      let text = HintBar.cut(caption, to: screen.columns)
      screen.text(text, column: 0, row: row, style: Style(.brightWhite))
      left = Canvas.width(of: text) + 2
    }
    if let race, Canvas.width(of: race.text) <= right - left {
      right -= Canvas.width(of: race.text)
      screen.text(race.text, column: right, row: row, style: race.style)
      right -= 2
    }
    guard right - left >= 10 else { return }
    let hints = HintBar.text(for: bindings, width: right - left)
    screen.text(hints, column: left + (right - left - Canvas.width(of: hints)) / 2, row: row, style: dim)
  }

  /// The best-scores screen: each game's top `perGame` scores; `*` marks non-default parameters.
  static func scoreLines(_ games: [(title: String, scores: [ScoreEntry])], perGame: Int = 3) -> [String] {
    var lines: [String] = []
    var anyCustom = false
    for game in games {
      lines.append(game.title)
      // The daily challenges' tables have a box of their own (the menu's Daily challenge).
      let scores = game.scores.filter { $0.table == .standard || $0.table == .custom }
      if scores.isEmpty { lines.append("   no scores yet") }
      for (i, s) in scores.prefix(perGame).enumerated() {
        anyCustom = anyCustom || s.table == .custom
        let score = String(s.score)
        let pad = String(repeating: " ", count: max(0, 7 - score.count))
        lines.append("  \(i + 1). \(pad)\(score)\(s.table == .custom ? "*" : " ")  \(s.status.rawValue)")
      }
    }
    if anyCustom { lines += ["", "* played with non-default parameters"] }
    return lines
  }
}
