import ArcadeCore
import ArcadeSQL

/// A daily run the board knows: who started it, for which game and date, when, and whether it was submitted.
struct StartedRun: Equatable {
  let id: Int
  let player: String
  let tokenHash: String
  let game: String
  let date: CalendarDate
  let seed: UInt64
  /// Milliseconds since 1970 (UTC), by the server's clock.
  let startedAt: Int64
  let submitted: Bool
}

/// One row of a board: an accepted run, its place among the date's official results (nil for practice).
struct BoardRow: Equatable {
  let rank: Int?
  let run: Int
  let name: String
  let score: Int
  let ticks: Int
  let official: Bool
}

/// The board's queries over its tables, the same SQL on SQLite and PostgreSQL; each change one transaction.
struct BoardStore: @unchecked Sendable {
  let pool: ConnectionPool

  /// A new run of `game`'s daily of `date` for `name`, whose token must be the name's (when the name is taken).
  func start(name: String, tokenHash: String, game: String, date: CalendarDate, seed: UInt64, now: Int64)
    throws(SQLError) -> Result<Int, Refusal>
  {
    try pool.with { (db) throws(SQLError) in
      if let owner = try db.execute("SELECT token_hash FROM players WHERE name = $1", .init(name)).first?.text(
        "token_hash"),
        owner != tokenHash
      {
        return .failure(Refusal(403, "the name \(name) belongs to another player; choose another name"))
      }
      let id = try db.execute(
        """
        INSERT INTO runs (player, token_hash, game, daily_date, seed, started_at)
        VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
        """, .init(name), .init(tokenHash), .init(game), .init("\(date)"), .init(String(seed)), .integer(now)
      ).first?.int("id")
      guard let id else { throw SQLError(.other, "the new run has no id") }
      return .success(id)
    }
  }

  /// A run by its id; nil for none.
  func run(_ id: Int) throws(SQLError) -> StartedRun? {
    try pool.with { (db) throws(SQLError) in
      let row = try db.execute(
        """
        SELECT id, player, token_hash, game, daily_date, seed, started_at, submitted_at FROM runs WHERE id = $1
        """, .integer(Int64(id))
      ).first
      guard let row, let id = row.int("id"), let player = row.text("player"), let hash = row.text("token_hash"),
        let game = row.text("game"), let date = row.text("daily_date").flatMap({ CalendarDate($0) }),
        let seed = row.text("seed").flatMap({ UInt64($0) }), let started = row.int("started_at")
      else { return nil }
      return StartedRun(
        id: id, player: player, tokenHash: hash, game: game, date: date, seed: seed, startedAt: Int64(started),
        submitted: row["submitted_at"] != .null)
    }
  }

  /// Records a verified run's result and tape, binding its name to its token if the name is new; the player's
  /// first finished run of a date is official. Returns whether it is, and its place among the date's officials.
  func submit(_ run: StartedRun, end: TapeEnd, tape: String, now: Int64) throws(SQLError) -> Result<
    (official: Bool, rank: Int?, of: Int), Refusal
  > {
    do {
      return try record(run, end: end, tape: tape, now: now, mayBeOfficial: true)
    } catch  where error.kind == .constraint {
      // Another of the player's runs of the date became official meanwhile: this one is practice.
      return try record(run, end: end, tape: tape, now: now, mayBeOfficial: false)
    }
  }

  private func record(_ run: StartedRun, end: TapeEnd, tape: String, now: Int64, mayBeOfficial: Bool)
    throws(SQLError) -> Result<(official: Bool, rank: Int?, of: Int), Refusal>
  {
    try pool.with { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> Result<(official: Bool, rank: Int?, of: Int), Refusal> in
        try db.execute(
          "INSERT INTO players (name, token_hash, joined_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
          .init(run.player), .init(run.tokenHash), .integer(now))
        let owner = try db.execute("SELECT token_hash FROM players WHERE name = $1", .init(run.player)).first?.text(
          "token_hash")
        guard owner == run.tokenHash else {
          return .failure(Refusal(403, "the name \(run.player) belongs to another player; choose another name"))
        }
        let date = SQLValue("\(run.date)")
        let hasOfficial = try !db.execute(
          "SELECT id FROM runs WHERE player = $1 AND game = $2 AND daily_date = $3 AND official = 1",
          .init(run.player), .init(run.game), date
        ).isEmpty
        let official = mayBeOfficial && !hasOfficial
        let updated = try db.execute(
          """
          UPDATE runs SET submitted_at = $2, score = $3, result = $4, ticks = $5, official = $6, tape = $7
          WHERE id = $1 AND submitted_at IS NULL RETURNING id
          """, .integer(Int64(run.id)), .integer(now), .init(end.score), .init(end.status.rawValue),
          .init(end.tick), .init(official), .init(tape))
        guard !updated.isEmpty else {
          return .failure(Refusal(409, "run \(run.id) was submitted already; start a new run to play again"))
        }
        let of =
          try db.execute(
            "SELECT COUNT(*) AS officials FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1",
            .init(run.game), date
          ).first?.int("officials") ?? 0
        guard official else { return .success((false, nil, of)) }
        let ahead =
          try db.execute(
            """
            SELECT COUNT(*) AS ahead FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1
            AND (score > $3 OR (score = $3 AND (ticks < $4 OR (ticks = $4 AND id < $5))))
            """, .init(run.game), date, .init(end.score), .init(end.tick), .integer(Int64(run.id))
          ).first?.int("ahead") ?? 0
        return .success((true, ahead + 1, of))
      }
    }
  }

  /// Keeps a practice run sent without a board (binding its name to its token if the name is new); its id.
  func practice(_ run: StartedRun, end: TapeEnd, tape: String, now: Int64) throws(SQLError) -> Result<Int, Refusal> {
    try pool.with { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> Result<Int, Refusal> in
        try db.execute(
          "INSERT INTO players (name, token_hash, joined_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
          .init(run.player), .init(run.tokenHash), .integer(now))
        let owner = try db.execute("SELECT token_hash FROM players WHERE name = $1", .init(run.player)).first?.text(
          "token_hash")
        guard owner == run.tokenHash else {
          return .failure(Refusal(403, "the name \(run.player) belongs to another player; choose another name"))
        }
        let id = try db.execute(
          """
          INSERT INTO runs (player, token_hash, game, daily_date, seed, started_at, submitted_at, score, result, ticks,
            official, tape)
          VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, 0, $10) RETURNING id
          """, .init(run.player), .init(run.tokenHash), .init(run.game), .init("\(run.date)"), .init(String(run.seed)),
          .integer(now), .init(end.score), .init(end.status.rawValue), .init(end.tick), .init(tape)
        ).first?.int("id")
        guard let id else { throw SQLError(.other, "the new run has no id") }
        return .success(id)
      }
    }
  }

  /// A date's board of a game: the official results ranked (higher score first, then fewer ticks, then the
  /// earlier run), then the practice runs, best first.
  func board(game: String, date: CalendarDate) throws(SQLError) -> [BoardRow] {
    let rows = try pool.with { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT id, player, score, ticks, official FROM runs
        WHERE game = $1 AND daily_date = $2 AND submitted_at IS NOT NULL
        ORDER BY official DESC, score DESC, ticks ASC, id ASC
        """, .init(game), .init("\(date)"))
    }
    var rank = 0
    return rows.compactMap { row in
      guard let id = row.int("id"), let name = row.text("player"), let score = row.int("score"),
        let ticks = row.int("ticks")
      else { return nil }
      let official = row.int("official") == 1
      if official { rank += 1 }
      return BoardRow(rank: official ? rank : nil, run: id, name: name, score: score, ticks: ticks, official: official)
    }
  }

  /// The tape of a submitted run; nil for none.
  func tape(_ id: Int) throws(SQLError) -> String? {
    try pool.with { (db) throws(SQLError) in
      try db.execute("SELECT tape FROM runs WHERE id = $1 AND submitted_at IS NOT NULL", .integer(Int64(id)))
        .first?.text("tape")
    }
  }

  /// The dates with at least one submitted run, newest first, at most `limit`.
  func dates(limit: Int) throws(SQLError) -> [CalendarDate] {
    try pool.with { (db) throws(SQLError) in
      try db.execute(
        "SELECT DISTINCT daily_date FROM runs WHERE submitted_at IS NOT NULL ORDER BY daily_date DESC LIMIT $1",
        .init(limit)
      ).compactMap { $0.text("daily_date").flatMap { CalendarDate($0) } }
    }
  }
}
