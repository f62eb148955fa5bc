import ArcadeCore
import ArcadeStorage
import Foundation
import GameCatalog

/// `arcade scores [GAME]`: each game's best 10 with the default parameters, aligned, and under
/// them, when there are any, its best 10 with other parameters (a table of their own); for a game with
/// arcade levels, then the level its arcade runs reached and their best 10; and how many days of daily challenges it
/// has. `--daily`: the official results of the daily challenges instead, by date, each with the day's best practice
/// (those of the last `dailyDays` days played; `--all`, every day).
enum ScoresCommand {
  /// How many days of daily results `--daily` lists without `--all`: what a terminal shows at once, more or less.
  static let dailyDays = 30

  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let games =
      try parsed.positionals.first.map { (id: String) throws(CommandError) in [try context.game(id)] }
      ?? context.games
    if parsed.has(.export) { return export(games, json: parsed.has(.json), context) }
    if parsed.has(.json) { throw CommandError("--json is a form of --export; add --export") }
    if parsed.has(.daily) { return daily(games, days: parsed.has(.all) ? nil : dailyDays, context) }
    if parsed.has(.all) { throw CommandError("--all is a form of --daily; add --daily") }
    var warnings: [String] = []
    for (index, entry) in games.enumerated() {
      let (scores, problems) = context.storage.bestScores(game: entry.info.id)
      let (reached, more) = context.storage.levelReached(game: entry.info.id, levels: entry.levelCount)
      for problem in problems + more where !warnings.contains(problem) { warnings.append(problem) }
      if index > 0 { context.console.out() }
      context.console.out(lines(scores, info: entry.info))
      if let levels = entry.levels {
        context.console.out(arcadeLines(scores, info: entry.info, reached: reached, levels: levels.levels.count))
      }
      if let line = dailyLine(days: context.storage.dailyDays(game: entry.info.id), info: entry.info) {
        context.console.out(line)
      }
    }
    for warning in warnings { context.console.warning(warning) }
    return 0
  }

  /// The title line and one aligned line per score; the custom table follows under its own title.
  static func lines(_ scores: [ScoreEntry], info: GameInfo) -> [String] {
    let title = "\(info.id) (\(info.title))"
    let standard = scores.filter { $0.table == .standard }
    let custom = scores.filter { $0.table == .custom }
    var out = standard.isEmpty ? [title + ": no scores yet"] : [title] + table(standard, info: info)
    if !custom.isEmpty { out += [title + " with non-default parameters"] + table(custom, info: info) }
    return out
  }

  /// The arcade table's title (with the level reached) and its lines, each with the levels the run played.
  static func arcadeLines(_ scores: [ScoreEntry], info: GameInfo, reached: Int, levels: Int) -> [String] {
    let arcade = scores.filter { $0.table == .arcade }
    let title = "\(info.id) (\(info.title)) arcade: reached level \(reached) of \(levels)"
    return arcade.isEmpty ? [title + ", no runs yet"] : [title] + table(arcade, info: info)
  }

  /// Where the daily results are, once the game has any: they are listed by date, not in a best 10.
  static func dailyLine(days: Int, info: GameInfo) -> String? {
    guard days > 0 else { return nil }
    let played = days == 1 ? "played on 1 day" : "played on \(days) days"
    return "\(info.id) (\(info.title)) daily: \(played); arcade scores --daily lists the results"
  }

  private static func table(_ scores: [ScoreEntry], info: GameInfo) -> [String] {
    let width = scores.map { String($0.score).count }.max() ?? 0
    let rows = scores.enumerated().map { (i, s) in
      [
        "\(i + 1).".padded(to: 3, leading: true), String(s.score).padded(to: width, leading: true), s.status.rawValue,
      ]
        + (s.levels.map { ["levels \($0.lowerBound)-\($0.upperBound)"] } ?? []) + [
          "seed \(s.seed)",
          Ticks.clockTime(s.ticks),
        ]
    }
    return TextTable.lines(rows, indent: "  ")
  }

  /// The official daily results of these games on their last `days` days played (nil: every day): a line per
  /// date, newest first, then one per game played, and how many earlier days there are; written at once.
  private static func daily(_ games: [CatalogEntry], days: Int?, _ context: CommandContext) -> Int32 {
    let (results, earlier, warnings) = context.storage.dailyResults(games: games.map(\.info.id), days: days)
    if results.isEmpty {
      context.console.out("no official daily results yet; play today's: arcade play GAME --daily")
    }
    var lines: [String] = []
    var index = 0
    while index < results.count {
      let date = results[index].official.table.date
      let day = results[index...].prefix { $0.official.table.date == date }
      if index > 0 { lines.append("") }
      lines.append(date.map { "\($0)" } ?? "")
      let rows = day.map { result in
        let s = result.official
        return [
          s.game, String(s.score), s.status.rawValue, "seed \(s.seed)", Ticks.clockTime(s.ticks),
        ] + (result.bestPractice.map { ["best practice \($0)"] } ?? [])
      }
      lines += TextTable.lines(rows, indent: "  ")
      index += day.count
    }
    if earlier > 0 {
      let what = earlier == 1 ? "1 earlier day" : "\(earlier) earlier days"
      lines += ["", "and \(what) of results: arcade scores --daily --all lists every day"]
    }
    context.console.out(lines)
    for warning in warnings { context.console.warning(warning) }
    return 0
  }
}

extension ScoresCommand {
  static let exportColumns = [
    "id", "game", "mode", "table", "seed", "parameters", "date", "first_level", "last_level", "score", "result",
    "ticks", "started", "official", "tape",
  ]

  /// `arcade scores --export [--json] [GAME]`: every run kept, oldest first; tab-separated with a header line (the
  /// tape column says whether its tape is kept), or a JSON array whose runs carry their tapes.
  static func export(_ games: [CatalogEntry], json: Bool, _ context: CommandContext) -> Int32 {
    let (runs, warnings) = context.storage.exportRuns(games: games.map(\.info.id))
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let text = (try? encoder.encode(runs)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
      context.console.out(text)
    } else {
      context.console.out(exportColumns.joined(separator: "\t"))
      for run in runs {
        let fields: [String] = [
          "\(run.id)", run.game, run.mode, run.table, run.seed, run.parameters, run.date ?? "",
          run.firstLevel.map(String.init) ?? "", run.lastLevel.map(String.init) ?? "", "\(run.score)", run.result,
          "\(run.ticks)", run.started ?? "", run.mode == "daily" ? (run.official ? "official" : "practice") : "",
          run.tape == nil ? "" : "kept",
        ]
        context.console.out(fields.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t"))
      }
    }
    for warning in warnings { context.console.warning(warning) }
    return 0
  }
}
