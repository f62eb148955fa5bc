import ArcadeCore
import ArcadeSQL

/// Every run the database keeps, as plain values, so nothing is locked inside the file (`arcade scores --export`).
public struct ExportedRun: Sendable, Equatable, Codable {
  public var id: Int
  public var game: String
  public var mode: String
  public var table: String
  public var seed: String
  public var parameters: String
  public var date: String?
  public var firstLevel: Int?
  public var lastLevel: Int?
  public var score: Int
  public var result: String
  public var ticks: Int
  /// When the run started, `YYYY-MM-DDTHH:MM:SSZ`; nil for runs imported from an old scores file.
  public var started: String?
  public var official: Bool
  /// The run's tape, while it is kept.
  public var tape: String?
}

extension Storage {
  /// Every run of these games, in the order they were recorded.
  public func exportRuns(games: [String]) -> (runs: [ExportedRun], warnings: [String]) {
    let result = withDatabase { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT id, game, mode, score_table, seed, parameters, daily_date, first_level, last_level, score, result,
          ticks, started_at, official, tape FROM runs ORDER BY id
        """
      ).compactMap { row -> ExportedRun? in
        guard let id = row.int("id"), let game = row.text("game"), games.contains(game) else { return nil }
        return ExportedRun(
          id: id, game: game, mode: row.text("mode") ?? "", table: row.text("score_table") ?? "",
          seed: row.text("seed") ?? "", parameters: row.text("parameters") ?? "", date: row.text("daily_date"),
          firstLevel: row.int("first_level"), lastLevel: row.int("last_level"), score: row.int("score") ?? 0,
          result: row.text("result") ?? "", ticks: row.int("ticks") ?? 0,
          started: row.int("started_at").flatMap(Self.utcTime), official: row.int("official") == 1,
          tape: row.text("tape"))
      }
    }
    return unwrap(result, or: [])
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` of seconds since 1970 (nil outside the calendar's years).
  static func utcTime(_ seconds: Int) -> String? {
    guard let date = CalendarDate(utcSeconds: seconds) else { return nil }
    let second = seconds % 86_400
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(date)T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
  }
}
