import ArcadeCore
import ArcadeSQL
import BoardWire

/// What the board shows: a date's rows, a run's tape to those who may have it, the dates with runs.
struct BoardQueries: Sendable {
  let pool: ConnectionPool
  let runs: RunStore

  /// A date's board of a game: the official results ranked (a higher score, then fewer ticks, then the earlier run),
  /// then official attempts still open (being played, or their tape on the way), then those never sent in time (they
  /// used the attempt), then practice, best first; at most `BoardAPI.rows`.
  func board(game: String, date: CalendarDate, now: Int64) throws(SQLError) -> [BoardRow] {
    let rows = try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT id, player, score, ticks, official, submitted_at, started_at FROM runs
        WHERE game = $1 AND daily_date = $2 AND (submitted_at IS NOT NULL OR attempt = 1)
        ORDER BY official DESC, (submitted_at IS NULL) DESC, CASE WHEN submitted_at IS NULL THEN started_at ELSE 0 END DESC,
          score DESC, ticks ASC, id ASC LIMIT $3
        """, .init(game), .init("\(date)"), .init(BoardAPI.rows))
    }
    var rank = 0
    return rows.compactMap { row in
      guard let id = row.int("id"), let name = row.text("player"), let started = row.int("started_at") else {
        return nil
      }
      let official = row.int("official") == 1
      let state: RowState =
        row["submitted_at"] != .null ? .finished : Int64(started) + runs.openFor > now ? .playing : .unfinished
      if official { rank += 1 }
      return BoardRow(
        rank: official ? rank : nil, run: id, name: BoardText(name), score: row.int("score"), ticks: row.int("ticks"),
        official: official, state: state, tape: state == .finished ? BoardAPI.tape(id) : nil)
    }
  }

  /// A sent run's tape. A tape of today (or a date still to come) goes only to its player and to players who have
  /// finished their own official attempt of that game and date (sent it, or let it expire); every tape goes to
  /// everyone once its date is past.
  func tape(_ id: Int, for tokenHash: String?, today: CalendarDate, now: Int64) throws(SQLError) -> Result<
    String, Refusal
  > {
    try pool.with(at: now) { (db) throws(SQLError) in
      guard
        let row = try db.execute(
          "SELECT tape, token_hash, game, daily_date FROM runs WHERE id = $1 AND submitted_at IS NOT NULL",
          .integer(Int64(id))
        ).first, let tape = row.text("tape"), let owner = row.text("token_hash"), let game = row.text("game"),
        let date = row.text("daily_date").flatMap({ CalendarDate($0) })
      else { return .failure(Refusal(.unknownTape, "no tape \(id) on this board")) }
      if date < today || owner == tokenHash { return .success(tape) }
      let closed =
        try tokenHash.map { (hash: String) throws(SQLError) in
          try !db.execute(
            """
            SELECT id FROM runs WHERE token_hash = $1 AND game = $2 AND daily_date = $3 AND attempt = 1
              AND (submitted_at IS NOT NULL OR started_at < $4)
            """, .init(hash), .init(game), .init("\(date)"), .integer(now - runs.openFor)
          ).isEmpty
        } ?? false
      guard closed else {
        return .failure(
          Refusal(
            .tapeNotYet,
            "today's tapes of \(game) open to you once your official attempt of it is played; to everyone tomorrow (UTC)"
          ))
      }
      return .success(tape)
    }
  }

  /// The dates with at least one sent run, newest first, at most `limit`.
  func dates(limit: Int, now: Int64) throws(SQLError) -> [CalendarDate] {
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute(
        "SELECT DISTINCT daily_date FROM runs WHERE submitted_at IS NOT NULL ORDER BY daily_date DESC LIMIT $1",
        .init(limit)
      ).compactMap { $0.text("daily_date").flatMap { CalendarDate($0) } }
    }
  }
}
