import ArcadeCore
import ArcadeSQL
import BoardWire

/// What watchers see: the runs being played now (their stream came within `BoardAPI.liveEnding` seconds) and
/// today's that finished, and a run's inputs from a tick on.
struct LiveQueries: Sendable {
  let pool: ConnectionPool
  let runs: RunStore

  /// The simulation version of a game here (its rules), for a watcher's arcade to check its own against.
  func simulation(_ game: String) -> Int {
    runs.live.games.first { $0.info.id == game }?.info.simulationVersion ?? 0
  }

  /// The live list: runs being played now, then today's that finished, newest first; at most `limit`.
  func list(today: CalendarDate, now: Int64, limit: Int = 200) throws(SQLError) -> [LiveRow] {
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT id, player, game, daily_date, stream_tick, live_score, ticks, score, official, attempt, behind,
          submitted_at FROM runs
        WHERE (submitted_at IS NULL AND stream_at > $1) OR (submitted_at IS NOT NULL AND daily_date = $2)
        ORDER BY (submitted_at IS NULL) DESC, COALESCE(submitted_at, stream_at) DESC, id DESC LIMIT $3
        """, .integer(now - Int64(BoardAPI.liveEnding) * 1000), .init("\(today)"), .init(limit)
      ).compactMap(Self.row)
    }
  }

  private static func row(_ row: SQLRow) -> LiveRow? {
    guard let id = row.int("id"), let name = row.text("player"), let game = row.text("game"),
      let date = row.text("daily_date")
    else { return nil }
    let finished = row["submitted_at"] != .null
    return LiveRow(
      run: id, name: BoardText(name), game: game, date: date,
      tick: (finished ? row.int("ticks") : row.int("stream_tick")) ?? 0,
      score: finished ? row.int("score") : row.int("live_score"), state: finished ? .finished : .playing,
      official: finished ? row.int("official") == 1 : row.int("attempt") == 1 && row.int("behind") != 1)
  }

  /// Run `id`'s inputs from tick `from`, for a watcher with `tokenHash` (or none), under the watchers' rule
  /// (`watched`).
  func inputs(_ id: Int, from: Int, for tokenHash: String?, today: CalendarDate, now: Int64, queries: BoardQueries)
    throws(SQLError) -> Result<LiveInputs, Refusal>
  {
    let run: WatchedRun
    switch try watched(id, for: tokenHash, today: today, now: now, queries: queries) {
    case .success(let found): run = found
    case .failure(let refusal): return .failure(refusal)
    }
    let row = try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute("SELECT stream, tape FROM runs WHERE id = $1", .integer(Int64(id))).first
    }
    let all =
      run.end == nil
      ? (try? Tape.inputRuns(parsing: row?.text("stream") ?? "", maxTicks: Tape.maxTicks)) ?? []
      : (try? Tape(text: row?.text("tape") ?? ""))?.runs ?? []
    let last = all.reduce(0) { $0 + $1.count }
    let start = min(max(0, from), last)
    let tick = min(last, start + BoardAPI.liveTicks)
    // A finished run's end goes with its last piece; the pieces before it say there is more to come.
    let whole = run.end != nil && tick == last
    return .success(
      LiveInputs(
        run: id, name: BoardText(run.name), game: run.game, simulation: simulation(run.game), date: "\(run.date)",
        from: start, tick: tick, inputs: Tape.inputLines(InputRun.slice(all, ticks: start..<tick)),
        state: whole ? .finished : .playing, end: whole ? run.end : nil))
  }

  /// Run `id` as a watcher with `tokenHash` (or none) may see it. A run being played, or finished within
  /// `BoardAPI.liveEnding` seconds, is open to every watcher; one that finished before follows the tapes' rule
  /// (`BoardQueries.tape`), so watching is never a way to have a tape early.
  func watched(_ id: Int, for tokenHash: String?, today: CalendarDate, now: Int64, queries: BoardQueries)
    throws(SQLError) -> Result<WatchedRun, Refusal>
  {
    let found = try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT id, player, game, daily_date, stream_tick, submitted_at, ticks, started_at
        FROM runs WHERE id = $1
        """, .integer(Int64(id))
      ).first
    }
    guard let row = found, let name = row.text("player"), let game = row.text("game"),
      let date = row.text("daily_date").flatMap({ CalendarDate($0) }), let started = row.int("started_at")
    else { return .failure(Refusal(.unknownRun, "no run \(id) on this board")) }
    guard let sent = row.int("submitted_at") else {
      guard Int64(started) + runs.openFor > now else {
        return .failure(Refusal(.unknownRun, "run \(id) was never finished; there is nothing more to watch"))
      }
      return .success(
        WatchedRun(id: id, name: name, game: game, date: date, ticks: row.int("stream_tick") ?? 0, end: nil))
    }
    if now - Int64(sent) > Int64(BoardAPI.liveEnding) * 1000 {
      if case .failure(let refusal) = try queries.tape(id, for: tokenHash, today: today, now: now) {
        return .failure(refusal)
      }
    }
    return .success(
      WatchedRun(
        id: id, name: name, game: game, date: date, ticks: row.int("ticks") ?? 0, end: try end(of: id, now: now)))
  }

  /// How run `id` ended on the board (its score, whether official, its rank); nil while it is played.
  func end(of id: Int, now: Int64) throws(SQLError) -> LiveEnd? {
    try pool.with(at: now) { (db) throws(SQLError) -> LiveEnd? in
      guard
        let row = try db.execute(
          "SELECT game, daily_date, score, ticks, official FROM runs WHERE id = $1 AND submitted_at IS NOT NULL",
          .integer(Int64(id))
        ).first, let game = row.text("game"), let date = row.text("daily_date").flatMap({ CalendarDate($0) })
      else { return nil }
      let official = row.int("official") == 1
      let (score, ticks) = (row.int("score") ?? 0, row.int("ticks") ?? 0)
      let rank = try runs.place(
        id, official: official, game: game, date: date,
        end: TapeEnd(tick: ticks, status: .lost, score: score, hash: 0), in: db
      ).rank
      return LiveEnd(score: score, official: official, rank: rank)
    }
  }
}

/// A run as a watcher may see it: whose, which daily, how far it is (the stream's tick, or the tape's last), and its
/// end on the board once its tape was sent.
struct WatchedRun: Sendable, Equatable {
  let id: Int
  /// As the database has it: shown only through the terminal gate.
  let name: String
  let game: String
  let date: CalendarDate
  let ticks: Int
  let end: LiveEnd?
}
