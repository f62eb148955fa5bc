import ArcadeCore
import ArcadeSQL

/// Scores as queries over the runs of the database: each table of a game keeps its best 10, higher scores first
/// and an equal score below the older one (`runs.id` order); a daily table also keeps its official result, wherever
/// it ranks. Every write is one transaction.
extension Storage {
  public static let keptPerTable = 10

  /// Adds a finished run, with its tape while it is among its table's best 10 (or is the date's official result),
  /// and in the same transaction drops the tape of a run it pushed out. A daily run is official when it is the
  /// first of its date and started on that date (UTC); any other is practice.
  public func record(_ entry: ScoreEntry, tape: Tape? = nil) -> ScoreRecording {
    let outcome = withCheckedDatabase { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> ScoreRecording in
        var entry = entry
        var daily: ScoreRecording.Daily? = nil
        if let date = entry.table.date {
          let official = try db.execute(
            "SELECT score FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1", .init(entry.game),
            .init("\(date)"))
          if let board = entry.boardSays {
            // Played with a board: the board's word decides, over a run this arcade counted alone.
            if board {
              try db.execute(
                "UPDATE runs SET official = 0 WHERE game = $1 AND daily_date = $2", .init(entry.game), .init("\(date)"))
            }
            entry.official = board
            daily = board ? .official : .practice(official: official.first?.int("score"))
          } else if let score = official.first?.int("score") {
            daily = .practice(official: score)
          } else if entry.startedAt.flatMap(CalendarDate.init(utcSeconds:)) == date {
            entry.official = true
            daily = .official
          } else {
            daily = .practice(official: nil)
          }
        }
        let table = [SQLValue(entry.game), SQLValue(entry.table.rawValue)]
        let previousBest = try db.execute(
          "SELECT MAX(score) AS best FROM runs WHERE game = $1 AND score_table = $2", table
        ).first?.int("best")
        // An equal score ranks below the ones already there: count those at least as high, up to the 10th.
        let ahead =
          try db.execute(
            """
            SELECT COUNT(*) AS ahead FROM (SELECT 1 FROM runs WHERE game = $1 AND score_table = $2 AND score >= $3
            LIMIT $4)
            """, table + [SQLValue(entry.score), SQLValue(Self.keptPerTable)]
          ).first?.int("ahead") ?? 0
        let rank = ahead < Self.keptPerTable ? ahead + 1 : nil
        let id = try insert(entry, tape: rank != nil || entry.official ? tape : nil, into: db)
        try db.execute(
          """
          UPDATE runs SET tape = NULL WHERE game = $1 AND score_table = $2 AND tape IS NOT NULL AND official = 0
          AND id NOT IN (SELECT id FROM runs WHERE game = $1 AND score_table = $2 ORDER BY score DESC, id LIMIT $3)
          """, table + [SQLValue(Self.keptPerTable)])
        return ScoreRecording(
          saved: true, rank: rank, previousBest: previousBest, daily: daily, warnings: [], runID: id)
      }
    }
    switch outcome {
    case .success(var recording):
      recording.warnings = takeNotes()
      return recording
    case .failure(let problem):
      return .notSaved(
        takeNotes() + ["scores not saved: \(problem); this score (\(entry.score)) is lost, but play goes on"])
    }
  }

  /// Writes one run's row (its tape when given), in the caller's transaction.
  @discardableResult
  func insert(_ entry: ScoreEntry, tape: Tape?, into db: SQLiteDatabase) throws(SQLError) -> Int? {
    let mode =
      switch entry.table {
      case .standard, .custom: "classic"
      case .arcade: "arcade"
      case .daily: "daily"
      }
    return try db.execute(
      """
      INSERT INTO runs (game, mode, score_table, seed, parameters, daily_date, first_level, last_level, score, result,
        ticks, started_at, official, tape)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id
      """,
      .init(entry.game), .init(mode), .init(entry.table.rawValue), .init(String(entry.seed)), .init(entry.parameters),
      .init(entry.table.date.map { "\($0)" }), .init(entry.levels?.lowerBound), .init(entry.levels?.upperBound),
      .init(entry.score), .init(entry.status.rawValue), .init(entry.ticks), .init(entry.startedAt),
      .init(entry.official), .init(tape?.text)
    ).first?.int("id")
  }

  /// A daily run's standing as its board decided it after the run was recorded (its tape went later): official (over
  /// any other run of its date) or practice. Warnings, if it could not be written.
  public func settleDaily(run id: Int, official: Bool) -> [String] {
    let outcome = withDatabase { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) in
        if official {
          try db.execute(
            """
            UPDATE runs SET official = 0 WHERE official = 1 AND id <> $1 AND (game, daily_date) IN
              (SELECT game, daily_date FROM runs WHERE id = $1)
            """, .integer(Int64(id)))
        }
        try db.execute(
          "UPDATE runs SET official = $2 WHERE id = $1 AND daily_date IS NOT NULL", .integer(Int64(id)), .init(official)
        )
      }
    }
    if case .failure(let problem) = outcome {
      return takeNotes() + ["the board's word on a run was not saved: \(problem)"]
    }
    return takeNotes()
  }

  /// One table of a game, best first: its best 10, and a daily table's official result when it ranks lower.
  public func table(_ table: ScoreTable, game: String) -> (scores: [ScoreEntry], warnings: [String]) {
    let result = withDatabase { (db) throws(SQLError) in
      var rows = try db.execute(
        "SELECT \(Self.columns) FROM runs WHERE game = $1 AND score_table = $2 ORDER BY score DESC, id LIMIT $3",
        .init(game), .init(table.rawValue), .init(Self.keptPerTable))
      if let date = table.date, !rows.contains(where: { $0.int("official") == 1 }) {
        rows += try db.execute(
          "SELECT \(Self.columns) FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1", .init(game),
          .init("\(date)"))
      }
      return rows.compactMap(Self.entry)
    }
    return unwrap(result, or: [])
  }

  /// A game's classic and arcade tables (the default parameters', the others', arcade runs'), each best first.
  public func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) {
    var warnings: [String] = []
    let scores = [ScoreTable.standard, .custom, .arcade].flatMap { which in
      let (scores, problems) = table(which, game: game)
      for problem in problems where !warnings.contains(problem) { warnings.append(problem) }
      return scores
    }
    return (scores, warnings)
  }

  /// The official result of a game's daily of `date`, if it has one.
  public func officialResult(game: String, date: CalendarDate) -> ScoreEntry? {
    let result = withDatabase { (db) throws(SQLError) in
      try db.execute(
        "SELECT \(Self.columns) FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1", .init(game),
        .init("\(date)")
      ).first.flatMap(Self.entry)
    }
    return (try? result.get()) ?? nil
  }

  /// On how many dates the game's daily was played.
  public func dailyDays(game: String) -> Int {
    let result = withDatabase { (db) throws(SQLError) in
      try db.execute(
        "SELECT COUNT(DISTINCT daily_date) AS days FROM runs WHERE game = $1 AND daily_date IS NOT NULL", .init(game)
      )
      .first?.int("days") ?? 0
    }
    return (try? result.get()) ?? 0
  }

  /// The official daily results of these games on the last `days` dates they were played (every date when nil),
  /// newest date first (games in the order given), each with the best practice score of its date; and how many
  /// earlier dates have results. Read from the official results' own index, each best practice score by a seek.
  public func dailyResults(games: [String], days: Int? = nil) -> (
    results: [DailyResult], earlierDays: Int, warnings: [String]
  ) {
    let order = Dictionary(uniqueKeysWithValues: games.enumerated().map { ($1, $0) })
    let result = withDatabase { (db) throws(SQLError) -> (results: [DailyResult], earlierDays: Int) in
      let dates = try db.execute(
        """
        SELECT DISTINCT daily_date FROM runs INDEXED BY runs_official_results
        WHERE official = 1 AND game IN (\(games.indices.map { "$\($0 + 1)" }.joined(separator: ", ")))
        ORDER BY daily_date DESC
        """, games.map { SQLValue($0) }
      ).compactMap { $0.text("daily_date") }
      let shown = days.map { min($0, dates.count) } ?? dates.count
      guard shown > 0 else { return ([], 0) }
      var results: [(place: Int, result: DailyResult)] = []
      var date: (text: String, value: CalendarDate)?
      try db.execute(
        """
        SELECT daily_date, game, score, result, seed, ticks, started_at, parameters,
          (SELECT MAX(p.score) FROM runs p WHERE p.game = o.game AND p.daily_date = o.daily_date AND p.official = 0)
            AS best_practice
        FROM runs o INDEXED BY runs_official_results WHERE official = 1 AND daily_date >= $1
        ORDER BY daily_date DESC
        """, [.text(dates[shown - 1])]
      ) { row in
        guard let game = row.text("game"), let place = order[game], let day = row.text("daily_date"),
          let score = row.int("score"), let status = row.text("result").flatMap(GameStatus.init),
          let seed = row.text("seed").flatMap({ UInt64($0) }), let ticks = row.int("ticks")
        else { return }
        // The rows come by date: each date is read once.
        if date?.text != day { date = CalendarDate(day).map { (day, $0) } }
        guard let date else { return }
        let official = ScoreEntry(
          game: game, score: score, status: status, table: .daily(date.value), seed: seed, ticks: ticks,
          parameters: row.text("parameters") ?? "", startedAt: row.int("started_at"), official: true)
        results.append((place, DailyResult(official: official, bestPractice: row.int("best_practice"))))
      }
      // Newest date first; within a date, the games in the order given (the sort keeps the dates' order).
      var start = 0
      while start < results.count {
        let date = results[start].result.official.table
        var end = start + 1
        while end < results.count && results[end].result.official.table == date { end += 1 }
        results[start..<end].sort { $0.place < $1.place }
        start = end
      }
      return (results.map(\.result), dates.count - shown)
    }
    let (value, warnings) = unwrap(result, or: ([], 0))
    return (value.results, value.earlierDays, warnings)
  }

  /// The tapes kept beside a table's scores that have `seed` (any seed when nil), best first.
  public func keptTapes(game: String, table: ScoreTable, seed: UInt64? = nil) -> [Tape] {
    let result = withDatabase { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT tape FROM runs WHERE game = $1 AND score_table = $2 AND tape IS NOT NULL AND ($3 IS NULL OR seed = $3)
        ORDER BY score DESC, id
        """, .init(game), .init(table.rawValue), .init(seed.map { String($0) })
      ).compactMap { $0.text("tape").flatMap { try? Tape(text: $0) } }
    }
    return (try? result.get()) ?? []
  }

  /// The columns `entry` reads.
  static let columns =
    "game, score, result, score_table, seed, ticks, first_level, last_level, parameters, official, started_at"

  /// A run read back; nil for a row that is not one (a table edited by hand).
  static func entry(_ row: SQLRow) -> ScoreEntry? {
    guard let game = row.text("game"), let score = row.int("score"),
      let status = row.text("result").flatMap(GameStatus.init),
      let table = row.text("score_table").flatMap(ScoreTable.init),
      let seed = row.text("seed").flatMap({ UInt64($0) }), let ticks = row.int("ticks")
    else { return nil }
    var levels: ClosedRange<Int>? = nil
    if let first = row.int("first_level"), let last = row.int("last_level"), first >= 1, first <= last {
      levels = first...last
    }
    return ScoreEntry(
      game: game, score: score, status: status, table: table, seed: seed, ticks: ticks, levels: levels,
      parameters: row.text("parameters") ?? "", startedAt: row.int("started_at"), official: row.int("official") == 1)
  }

  /// A read's value and the warnings to show with it: the problem, when the database could not be read.
  func unwrap<T>(_ result: Result<T, StorageError>, or empty: T) -> (T, [String]) {
    switch result {
    case .success(let value): return (value, takeNotes())
    case .failure(let problem): return (empty, takeNotes() + ["\(problem)"])
    }
  }
}
