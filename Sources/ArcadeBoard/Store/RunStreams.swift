import ArcadeCore
import ArcadeSQL
import BoardWire

extension RunStore {
  /// Takes a stretch of a started run's inputs, from tick `from` (a stretch sent again after a lost answer must
  /// agree with what the board has), and notes whether the run keeps up with real time. `lost` is the time the
  /// database was away since a moment, in seconds.
  func stream(
    run id: Int, tokenHash: String, from: Int, inputs: [InputRun], now: Int64, lost: (Int64) -> Double
  ) throws(SQLError) -> Result<InputsAnswer, Refusal> {
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> Result<InputsAnswer, Refusal> in
        let run: StartedRun
        switch try open(id, tokenHash: tokenHash, now: now, in: db) {
        case .success(let found): run = found
        case .failure(let refusal): return .failure(refusal)
        }
        guard from <= run.streamTick else {
          return .failure(
            Refusal(.streamGap, "the board has run \(id)'s inputs to tick \(run.streamTick)", tick: run.streamTick))
        }
        let sent = inputs.reduce(0) { $0 + $1.count }
        let known = run.streamTick - from
        if known > 0 {
          let had = (try? Tape.inputRuns(parsing: run.stream, maxTicks: Tape.maxTicks)) ?? []
          let overlap = min(known, sent)
          guard
            InputRun.sameTicks(
              InputRun.slice(had, ticks: from..<from + overlap), InputRun.slice(inputs, ticks: 0..<overlap))
          else {
            return .failure(Refusal(.streamDiffers, "these inputs differ from those the board has of run \(id)"))
          }
        }
        // A stretch wholly known adds nothing.
        let added = known < sent ? InputRun.slice(inputs, ticks: known..<sent) : []
        let reached = run.streamTick + added.reduce(0) { $0 + $1.count }
        guard reached <= maxTicks else {
          return .failure(Refusal(.tooLong, "run \(id) is past \(maxTicks) ticks, the longest the board takes"))
        }
        let passed = Double(now - run.startedAt) / 1000 - lost(run.startedAt)
        var behind = run.behind
        switch realTime.stream(ticks: reached, passed: passed) {
        case .ahead(let played, let passed):
          return .failure(
            Refusal(
              .tooFast,
              "too fast: run \(id) is at \(RealTime.seconds(played)) of play \(RealTime.seconds(passed)) after it started"
            ))
        case .behind: behind = true
        case .inTime: break
        }
        if !added.isEmpty || behind != run.behind {
          let progress = live.advance(run, from: run.streamTick, added: added) {
            (try? Tape.inputRuns(parsing: run.stream, maxTicks: Tape.maxTicks)) ?? []
          }
          // The trajectory as far as CopyRule keeps it: this stretch's seconds after those before them.
          let kept = progress.map { Array($0.seconds.prefix(max(0, CopyRule.kept - $0.secondsBefore))) } ?? []
          let updated = try db.execute(
            """
            UPDATE runs SET stream = stream || $2, stream_tick = $3, behind = $4, stream_at = $5, live_score = $6,
              trajectory = substr(COALESCE(trajectory, ''), 1, $7) || $8
            WHERE id = $1 AND stream_tick = $9 RETURNING id
            """, .integer(Int64(id)), .init(Tape.inputLines(added)), .init(reached), .init(behind), .integer(now),
            .init(progress?.score), .init((progress?.secondsBefore ?? 0) * 16), .init(CopyRule.text(kept)),
            .init(run.streamTick))
          guard !updated.isEmpty else {
            live.forget(id)
            return .failure(
              Refusal(.streamGap, "run \(id)'s inputs came twice at once; send them again", tick: run.streamTick))
          }
          let trajectory =
            try db.execute("SELECT trajectory FROM runs WHERE id = $1", .integer(Int64(id)))
            .first?.text("trajectory").map(CopyRule.trajectory) ?? []
          if let key = CopyRule.key(trajectory) {
            try db.execute(
              "UPDATE runs SET fingerprint = $2 WHERE id = $1 AND fingerprint IS NULL", .integer(Int64(id)), .init(key))
          }
        }
        let standing = StartedRun.standing(attempt: run.attempt, practice: run.practice, behind: behind)
        return .success(InputsAnswer(run: id, tick: reached, attempt: standing.attempt, practice: standing.practice))
      }
    }
  }

  /// A run that can still take inputs or its tape: it exists, is this token's, was not sent, and has not expired.
  func open(_ id: Int, tokenHash: String, now: Int64, in db: any SQLConnection) throws(SQLError) -> Result<
    StartedRun, Refusal
  > {
    guard let run = try StartedRun.load(id, in: db) else {
      return .failure(Refusal(.unknownRun, "no run \(id) on this board; start one with POST /runs"))
    }
    guard run.tokenHash == tokenHash else {
      return .failure(Refusal(.notYourRun, "run \(id) was started by another player; send your own runs"))
    }
    guard !run.submitted else {
      return .failure(Refusal(.alreadySent, "run \(id) was sent already; start a new run to play again"))
    }
    guard now <= run.startedAt + openFor else {
      return .failure(
        Refusal(.expired, "run \(id) started too long ago to be taken now; send its tape as practice (arcade submit)"))
    }
    return .success(run)
  }
}
