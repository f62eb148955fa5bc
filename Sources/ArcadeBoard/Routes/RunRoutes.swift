import ArcadeCore
import ArcadeSQL
import BoardWire
import Foundation

extension BoardRoutes {
  /// `POST /runs`: a daily run of today starts now (or is given back, for a key it started before).
  func start(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let asked = try body(
      StartRequest.self, request,
      example: #"{"name": "alice", "token": "...", "game": "heli", "date": "2026-12-07", "key": "...", "tick": 0}"#)
    let tokenHash = try player(token: asked.token, now: now)
    let name = try self.name(asked.name)
    let entry = try game(asked.game)
    let date = try self.date(asked.date)
    guard BoardAPI.isKey(asked.key) else {
      throw Refusal(.badKey, "\"key\" must be 8 to 64 letters, digits, '-' or '_' (arcade makes one a run)")
    }
    guard (0...runs.maxTicks).contains(asked.tick) else {
      throw Refusal(.badTick, "\"tick\" must be from 0 to \(runs.maxTicks)")
    }
    let today = today(now)
    guard date == today else {
      throw Refusal(
        date > today ? .dateToCome : .notToday,
        "only today's daily (\(today), UTC) can be started; send the run of \(date) as practice (arcade submit)")
    }
    expireNow(now)
    let start = StartAsked(
      name: name, tokenHash: tokenHash, game: entry.info.id, date: date, seed: entry.daily(date).seed, key: asked.key,
      playedBefore: Double(asked.tick) / Double(Ticks.perSecond), address: request.client)
    return .json(201, try runs.start(start, now: now).get())
  }

  /// `POST /runs/ID/inputs`: the next stretch of a run's inputs, as it is played.
  func inputs(_ request: HTTPRequest, run id: Int, now: Int64) throws -> HTTPResponse {
    let sent = try body(InputsRequest.self, request, example: #"{"token": "...", "from": 0, "inputs": "60 -\n"}"#)
    let tokenHash = try player(token: sent.token, now: now)
    guard (0...runs.maxTicks).contains(sent.from) else {
      throw Refusal(.badTick, "\"from\" must be from 0 to \(runs.maxTicks)")
    }
    let inputs: [InputRun]
    do {
      inputs = try Tape.inputRuns(parsing: sent.inputs, maxTicks: runs.maxTicks)
    } catch {
      throw Refusal(.tapeDamaged, "the inputs do not read: \(error.description)")
    }
    return .json(
      200,
      try runs.stream(run: id, tokenHash: tokenHash, from: sent.from, inputs: inputs, now: now, lost: lost(now: now))
        .get())
  }

  /// `POST /runs/ID`: the run's tape, replayed and checked, then kept.
  func finish(_ request: HTTPRequest, run id: Int, now: Int64) throws -> HTTPResponse {
    let sent = try body(FinishRequest.self, request, example: #"{"token": "...", "tape": "arcade-tape 2\n..."}"#)
    let tokenHash = try player(token: sent.token, now: now)
    guard let run = try runs.pool.with(at: now, { (db) throws(SQLError) in try StartedRun.load(id, in: db) }) else {
      throw Refusal(.unknownRun, "no run \(id) on this board; start one with POST /runs")
    }
    guard run.tokenHash == tokenHash else {
      throw Refusal(.notYourRun, "run \(id) was started by another player; send your own runs")
    }
    let checked = try check.check(sent.tape, game: run.game, date: run.date).get()
    return .json(
      200, try runs.finish(run: id, tokenHash: tokenHash, checked: checked, now: now, lost: lost(now: now)).get())
  }

  /// `POST /practice`: a daily tape of today or a day before played without the board, replayed and kept as
  /// practice.
  func practice(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let sent = try body(PracticeRequest.self, request, example: #"{"name": "alice", "token": "...", "tape": "..."}"#)
    let tokenHash = try player(token: sent.token, now: now)
    let name = try self.name(sent.name)
    guard let header = try? TapeReader(text: sent.tape).header else {
      throw Refusal(.tapeDamaged, "the tape is damaged: its header does not read")
    }
    guard case .daily(let date) = header.mode else {
      throw Refusal(.wrongRun, "this is not a daily challenge's tape: only dailies are on the board")
    }
    guard date <= today(now) else {
      throw Refusal(.dateToCome, "the tape is the daily of \(date), a date still to come")
    }
    let entry = try game(header.game)
    let checked = try check.check(sent.tape, game: entry.info.id, date: date).get()
    return .json(
      200,
      try runs.practice(
        name: name, tokenHash: tokenHash, game: entry.info.id, date: date, seed: entry.daily(date).seed,
        checked: checked, now: now
      ).get())
  }

  /// Starts never sent are looked for at most once a minute.
  private func expireNow(_ now: Int64) {
    if lastExpiry.take(now, every: 60_000) { try? runs.expire(now: now) }
  }
}
