import ArcadeCore
import ArcadeStorage
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

  /// The end alert's lines about a recorded score: the best-score note (and which table it went in,
  /// when not the default one's), then warnings.
  static func scoreNotes(_ recording: ScoreRecording, score: Int, table: ScoreTable) -> [String] {
    var lines: [String] = []
    if recording.saved {
      lines.append(bestNote(score: score, previousBest: recording.previousBest, table: table))
      if table == .custom { lines.append("(non-default parameters: kept apart, marked *)") }
    }
    return lines + recording.warnings.map { "warning: " + $0 }
  }

  /// The best-score note: what the player beat, or what is still to beat. `previousBest` is the
  /// best score of the same table before this game (nil: its first score).
  static func bestNote(score: Int, previousBest: Int?, table: ScoreTable = .standard) -> String {
    let custom = table == .custom
    guard let previousBest else {
      return custom ? "First score with non-default parameters!" : "First score for this game!"
    }
    let best = custom ? "best with non-default parameters" : "best score"
    if score > previousBest { return "New \(best)! (was \(previousBest))" }
    if score == previousBest { return "Equals the \(best)." }
    return custom ? "Best with non-default parameters: \(previousBest)" : "Best score: \(previousBest)"
  }

  /// The best-scores screen: each game's top `perGame` scores; `*` marks non-default parameters.
  static func scoreLines(_ games: [(title: String, scores: [ScoreEntry])], perGame: Int = 3) -> [String] {
    var lines: [String] = []
    var anyCustom = false
    for game in games {
      lines.append(game.title)
      if game.scores.isEmpty { lines.append("   no scores yet") }
      for (i, s) in game.scores.prefix(perGame).enumerated() {
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
