import ArcadeCore
import ArcadeSQL
import BoardWire

/// The board's runs from start to result, the same SQL on SQLite and PostgreSQL, each change one transaction: starts
/// (`RunStarts`), the streams of inputs (`RunStreams`), results (`RunResults`), and the expiry of starts never sent.
struct RunStore: Sendable {
  let pool: ConnectionPool
  let realTime: RealTime
  /// The longest run, in ticks.
  let maxTicks: Int
  /// The most runs started from one address and still open (not sent, not expired).
  let maxOpenPerAddress: Int
  /// The runs being played, re-simulated as their inputs arrive.
  let live: LiveGames

  /// How long a start stays open to take its tape, in ms: the longest run, and the grace of its end.
  var openFor: Int64 { realTime.expires(startedAt: 0, maxTicks: maxTicks) }

  /// Forgets what nobody will see again: practice starts never sent once they expired, and, once their date is
  /// two days past, official attempts never sent by players with no finished run, and players with no run at all.
  func expire(now: Int64) throws(SQLError) {
    let today = CalendarDate(utcSeconds: Int(now / 1000)) ?? CalendarDate(year: 1970, month: 1, day: 1)!
    let past = CalendarDate(daysSinceEpoch: today.daysSinceEpoch - 2) ?? today
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) in
        try db.execute(
          "DELETE FROM runs WHERE submitted_at IS NULL AND attempt = 0 AND started_at < $1", .integer(now - openFor))
        try db.execute(
          """
          DELETE FROM runs WHERE submitted_at IS NULL AND daily_date < $1 AND NOT EXISTS
            (SELECT 1 FROM runs AS done WHERE done.token_hash = runs.token_hash AND done.submitted_at IS NOT NULL)
          """, .init("\(past)"))
        try db.execute(
          """
          DELETE FROM players WHERE joined_at < $1 AND NOT EXISTS
            (SELECT 1 FROM runs WHERE runs.token_hash = players.token_hash)
          """, .integer(now - 2 * 86_400_000))
      }
    }
  }
}
