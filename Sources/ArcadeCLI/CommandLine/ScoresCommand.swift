import ArcadeCore
import GameCatalog

/// `arcade scores [GAME]`: the best 10 of each game, aligned, custom-parameter runs marked with *.
enum ScoresCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    let games =
      try parsed.positionals.first.map { (id: String) throws(UsageError) in [try context.game(id)] }
      ?? context.games
    var warnings: [String] = []
    var anyCustom = false
    for (index, entry) in games.enumerated() {
      let (scores, problems) = context.storage.bestScores(game: entry.info.id)
      for problem in problems where !warnings.contains(problem) { warnings.append(problem) }
      if index > 0 { context.console.out() }
      for line in lines(scores, info: entry.info) { context.console.out(line) }
      anyCustom = anyCustom || scores.contains { $0.customParameters }
    }
    if anyCustom {
      context.console.out()
      context.console.out("* played with parameters other than the defaults")
    }
    for warning in warnings { context.console.warning(warning) }
    return 0
  }

  /// The title line and one aligned line per score.
  static func lines(_ scores: [ScoreEntry], info: GameInfo) -> [String] {
    let title = "\(info.id) (\(info.title))"
    guard !scores.isEmpty else { return [title + ": no scores yet"] }
    let width = scores.map { String($0.score).count }.max() ?? 0
    let rows = scores.enumerated().map { (i, s) in
      [
        rightAligned("\(i + 1).", 3), rightAligned(String(s.score), width),
        s.status.rawValue, s.customParameters ? "*" : " ", "seed \(s.seed)",
        duration(ticks: s.ticks, rate: info.tickRate),
      ]
    }
    return [title] + TextTable.lines(rows, indent: "  ")
  }

  private static func rightAligned(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// "1:05" for 3900 ticks at 60/s.
  static func duration(ticks: Int, rate: Int) -> String {
    let seconds = ticks / max(rate, 1)
    let s = seconds % 60
    return "\(seconds / 60):\(s < 10 ? "0" : "")\(s)"
  }
}
