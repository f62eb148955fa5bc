import ArcadeCore
import ArcadeSQL
import BoardWire

extension RunStore {
  /// Keeps a started run's checked tape: its inputs must begin with those it streamed, it may not be ahead of the
  /// clock, and it may not be a copy of another run. It is official when it is the player's attempt and kept up with
  /// real time; its rank among the date's official results comes with it.
  func finish(run id: Int, tokenHash: String, checked: CheckedTape, now: Int64, lost: (Int64) -> Double)
    throws(SQLError) -> Result<RunResult, Refusal>
  {
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> Result<RunResult, Refusal> in
        let run: StartedRun
        switch try open(id, tokenHash: tokenHash, now: now, in: db) {
        case .success(let found): run = found
        case .failure(let refusal): return .failure(refusal)
        }
        let runs = checked.canonical.runs
        let streamed = (try? Tape.inputRuns(parsing: run.stream, maxTicks: Tape.maxTicks)) ?? []
        guard checked.end.tick >= run.streamTick,
          InputRun.sameTicks(InputRun.slice(runs, ticks: 0..<run.streamTick), streamed)
        else {
          return .failure(
            Refusal(.streamDiffers, "the tape's inputs differ from those run \(id) streamed as it was played"))
        }
        let passed = Double(now - run.startedAt) / 1000 - lost(run.startedAt)
        var behind = run.behind
        switch realTime.end(ticks: checked.end.tick, streamed: run.streamTick, passed: passed) {
        case .ahead(let played, let passed):
          return .failure(
            Refusal(
              .tooFast,
              "too fast: the tape plays \(RealTime.seconds(played)) but \(RealTime.seconds(passed)) passed since the run started"
            ))
        case .behind: behind = true
        case .inTime: break
        }
        if let copy = try copied(checked, game: run.game, date: run.date, tokenHash: tokenHash, before: id, in: db) {
          return .failure(copy)
        }
        let standing = StartedRun.standing(attempt: run.attempt, practice: run.practice, behind: behind)
        let official = standing.attempt == .official
        let updated = try db.execute(
          """
          UPDATE runs SET submitted_at = $2, score = $3, result = $4, ticks = $5, official = $6, tape = $7,
            practice = $8, behind = $9, fingerprint = $10, trajectory = $11
          WHERE id = $1 AND submitted_at IS NULL RETURNING id
          """, .integer(Int64(id)), .integer(now), .init(checked.end.score), .init(checked.end.status.rawValue),
          .init(checked.end.tick), .init(official), .init(checked.canonical.text), .init(standing.practice?.rawValue),
          .init(behind), .init(CopyRule.key(checked.trajectory)), .init(CopyRule.text(checked.trajectory)))
        guard !updated.isEmpty else {
          return .failure(Refusal(.alreadySent, "run \(id) was sent already; start a new run to play again"))
        }
        live.forget(id)
        let (rank, of) = try place(id, official: official, game: run.game, date: run.date, end: checked.end, in: db)
        return .success(
          RunResult(
            run: id, name: BoardText(run.player), score: checked.end.score, official: official, rank: rank, of: of,
            practice: standing.practice))
      }
    }
  }

  /// Keeps a daily tape played without the board as practice (it was never started here, so nothing says it was
  /// played in real time), unless it is a copy of a run the board has.
  func practice(
    name: String, tokenHash: String, game: String, date: CalendarDate, seed: UInt64, checked: CheckedTape, now: Int64
  )
    throws(SQLError) -> Result<RunResult, Refusal>
  {
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> Result<RunResult, Refusal> in
        let player: PlayerAnswer
        switch try Players.resolve(name, tokenHash: tokenHash, now: now, in: db) {
        case .success(let found): player = found
        case .failure(let refusal): return .failure(refusal)
        }
        if let copy = try copied(checked, game: game, date: date, tokenHash: tokenHash, before: .max, in: db) {
          return .failure(copy)
        }
        let id = try db.execute(
          """
          INSERT INTO runs (player, token_hash, game, daily_date, seed, started_at, submitted_at, score, result, ticks,
            official, tape, practice, fingerprint, trajectory)
          VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, 0, $10, $11, $12, $13) RETURNING id
          """, .init(player.name.raw), .init(tokenHash), .init(game), .init("\(date)"), .init(String(seed)),
          .integer(now), .init(checked.end.score), .init(checked.end.status.rawValue), .init(checked.end.tick),
          .init(checked.canonical.text), .init(PracticeReason.notStarted.rawValue),
          .init(CopyRule.key(checked.trajectory)),
          .init(CopyRule.text(checked.trajectory))
        ).first?.int("id")
        guard let id else { throw SQLError(.other, "the new run has no id") }
        let of = try place(id, official: false, game: game, date: date, end: checked.end, in: db).of
        return .success(
          RunResult(
            run: id, name: player.name, score: checked.end.score, official: false, rank: nil, of: of,
            practice: .notStarted))
      }
    }
  }

  /// Why a run is another's, when it is: the same run sent again by its player, or a copy of a run started earlier.
  private func copied(
    _ checked: CheckedTape, game: String, date: CalendarDate, tokenHash: String, before id: Int,
    in db: any SQLConnection
  ) throws(SQLError) -> Refusal? {
    guard let key = CopyRule.key(checked.trajectory) else { return nil }
    // Runs sent, and runs still being played (their trajectory as far as their stream came): a run copied live, as
    // it is played, is caught even when the copy ends first.
    let candidates = try db.execute(
      """
      SELECT id, token_hash, player, trajectory, submitted_at FROM runs
      WHERE game = $1 AND daily_date = $2 AND fingerprint = $3 AND id <> $4 ORDER BY id
      """, .init(game), .init("\(date)"), .init(key), .integer(Int64(min(id, Int(Int64.max)))))
    for row in candidates {
      guard let other = row.int("id"), let owner = row.text("token_hash"), let trajectory = row.text("trajectory"),
        CopyRule.copies(checked.trajectory, runs: checked.canonical.runs, other: CopyRule.trajectory(trajectory))
      else { continue }
      if owner == tokenHash {
        guard row["submitted_at"] != .null else { continue }
        return Refusal(.duplicateRun, "this run is on the board already, as run \(other)")
      }
      if other < id {
        return Refusal(
          .copiedRun, "this run is \(row.text("player") ?? "another player")'s run \(other), not yours; play your own")
      }
    }
    return nil
  }

  /// An official run's rank among the date's official results (nil for practice), and how many there are.
  func place(
    _ id: Int, official: Bool, game: String, date: CalendarDate, end: TapeEnd, in db: any SQLConnection
  )
    throws(SQLError) -> (rank: Int?, of: Int)
  {
    let day = SQLValue("\(date)")
    let of =
      try db.execute(
        "SELECT COUNT(*) AS runs FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1", .init(game), day
      ).first?.int("runs") ?? 0
    guard official else { return (nil, of) }
    let ahead =
      try db.execute(
        """
        SELECT COUNT(*) AS ahead FROM runs WHERE game = $1 AND daily_date = $2 AND official = 1
        AND (score > $3 OR (score = $3 AND (ticks < $4 OR (ticks = $4 AND id < $5))))
        """, .init(game), day, .init(end.score), .init(end.tick), .integer(Int64(id))
      ).first?.int("ahead") ?? 0
    return (ahead + 1, of)
  }
}
