import ArcadeCore
import ArcadeSQL
import BoardWire

/// A start the board is asked for, checked: who, what, and how far the run's play already was.
struct StartAsked: Sendable {
  let name: String
  let tokenHash: String
  let game: String
  let date: CalendarDate
  let seed: UInt64
  let key: String
  /// Seconds of play before the board heard of the run (0 for a start sent as play began).
  let playedBefore: Double
  let address: String
}

extension RunStore {
  /// Starts a run, or gives back the run this key started before (its answer was lost). The player's first start of
  /// the date is the official attempt, unless the board heard of it only after its play began (practice, and the
  /// attempt is still to come); every later start is practice.
  func start(_ asked: StartAsked, now: Int64) throws(SQLError) -> Result<StartAnswer, Refusal> {
    do {
      return try start(asked, now: now, mayBeAttempt: true)
    } catch  where error.kind == .constraint {
      // Another start of the player's took the attempt, or the key, at the same moment: this one is practice (or
      // it is that start).
      return try start(asked, now: now, mayBeAttempt: false)
    }
  }

  private func start(_ asked: StartAsked, now: Int64, mayBeAttempt: Bool) throws(SQLError) -> Result<
    StartAnswer, Refusal
  > {
    try pool.with(at: now) { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) -> Result<StartAnswer, Refusal> in
        let player: PlayerAnswer
        switch try Players.resolve(asked.name, tokenHash: asked.tokenHash, now: now, in: db) {
        case .success(let found): player = found
        case .failure(let refusal): return .failure(refusal)
        }
        if let again = try db.execute(
          "SELECT \(StartedRun.columns) FROM runs WHERE token_hash = $1 AND run_key = $2", .init(asked.tokenHash),
          .init(asked.key)
        ).first.flatMap(StartedRun.init) {
          guard again.game == asked.game, again.date == asked.date else {
            return .failure(Refusal(.badKey, "this run's key was used for another run; start with a new key"))
          }
          return .success(answer(again.id, asked, again.standing))
        }
        let open =
          try db.execute(
            "SELECT COUNT(*) AS runs FROM runs WHERE address = $1 AND submitted_at IS NULL AND started_at > $2",
            .init(asked.address), .integer(now - openFor)
          ).first?.int("runs") ?? 0
        guard open < maxOpenPerAddress else {
          return .failure(
            Refusal(
              .tooManyOpenRuns,
              "\(maxOpenPerAddress) runs started from \(asked.address) are still being played; finish one first"))
        }
        let used = try !db.execute(
          "SELECT id FROM runs WHERE token_hash = $1 AND game = $2 AND daily_date = $3 AND attempt = 1",
          .init(asked.tokenHash), .init(asked.game), .init("\(asked.date)")
        ).isEmpty
        let late = asked.playedBefore > realTime.fastSlack
        let standing: (Attempt, PracticeReason?) =
          used || !mayBeAttempt ? (.practice, .attemptUsed) : late ? (.practice, .startedLate) : (.official, nil)
        // A late start counts its time from when its play began, as near as the board can tell.
        let startedAt = now - Int64(asked.playedBefore * 1000)
        let id = try db.execute(
          """
          INSERT INTO runs (player, token_hash, game, daily_date, seed, started_at, run_key, address, attempt, practice)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id
          """, .init(player.name.raw), .init(asked.tokenHash), .init(asked.game), .init("\(asked.date)"),
          .init(String(asked.seed)), .integer(startedAt), .init(asked.key), .init(asked.address),
          .init(standing.0 == .official), .init(standing.1?.rawValue)
        ).first?.int("id")
        guard let id else { throw SQLError(.other, "the new run has no id") }
        return .success(answer(id, asked, standing))
      }
    }
  }

  private func answer(_ id: Int, _ asked: StartAsked, _ standing: (Attempt, PracticeReason?)) -> StartAnswer {
    StartAnswer(
      run: id, game: asked.game, date: "\(asked.date)", seed: String(asked.seed), attempt: standing.0,
      practice: standing.1)
  }
}
