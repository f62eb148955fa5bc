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

  /// Run `id`'s inputs from tick `from`, for a watcher with `tokenHash` (or none). A run being played, or finished
  /// within `BoardAPI.liveEnding` seconds, is open to every watcher; one that finished before follows the tapes' rule
  /// (`BoardQueries.tape`), so watching is never a way to have a tape early.
  func inputs(_ id: Int, from: Int, for tokenHash: String?, today: CalendarDate, now: Int64, queries: BoardQueries)
    throws(SQLError) -> Result<LiveInputs, Refusal>
  {
    let found = try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT id, player, game, daily_date, stream, stream_tick, submitted_at, tape, score, ticks, official,
          started_at
        FROM runs WHERE id = $1
        """, .integer(Int64(id))
      ).first
    }
    guard let row = found, let name = row.text("player"), let game = row.text("game"),
      let date = row.text("daily_date"), let started = row.int("started_at")
    else { return .failure(Refusal(.unknownRun, "no run \(id) on this board")) }
    let sent = row.int("submitted_at")
    guard sent != nil || Int64(started) + runs.openFor > now else {
      return .failure(Refusal(.unknownRun, "run \(id) was never finished; there is nothing more to watch"))
    }
    var all: [InputRun]
    var end: LiveEnd?
    if let sent, let tapeText = row.text("tape") {
      if now - Int64(sent) > Int64(BoardAPI.liveEnding) * 1000 {
        if case .failure(let refusal) = try queries.tape(id, for: tokenHash, today: today, now: now) {
          return .failure(refusal)
        }
      }
      all = (try? Tape(text: tapeText))?.runs ?? []
      let official = row.int("official") == 1
      let (score, ticks) = (row.int("score") ?? 0, row.int("ticks") ?? 0)
      let rank = try pool.with(at: now) { (db) throws(SQLError) in
        try runs.place(
          id, official: official, game: game, date: CalendarDate(date) ?? today,
          end: TapeEnd(tick: ticks, status: .lost, score: score, hash: 0), in: db
        ).rank
      }
      end = LiveEnd(score: score, official: official, rank: rank)
    } else {
      all = (try? Tape.inputRuns(parsing: row.text("stream") ?? "", maxTicks: Tape.maxTicks)) ?? []
    }
    let last = all.reduce(0) { $0 + $1.count }
    let start = min(max(0, from), last)
    let tick = min(last, start + BoardAPI.liveTicks)
    // A finished run's end goes with its last piece; the pieces before it say there is more to come.
    let whole = sent != nil && tick == last
    return .success(
      LiveInputs(
        run: id, name: BoardText(name), game: game, simulation: simulation(game), date: date, from: start, tick: tick,
        inputs: Tape.inputLines(InputRun.slice(all, ticks: start..<tick)), state: whole ? .finished : .playing,
        end: whole ? end : nil))
  }
}
