import ArcadeCore
import ArcadeSQL
import Foundation
import GameCatalog

/// The board's HTTP API (Docs/board.md): start a daily run, submit its tape, read a date's board, fetch a tape, and
/// the web page. Every refusal is a 4xx with one line of JSON and changes nothing.
struct BoardRoutes: Sendable {
  let store: BoardStore
  let check: SubmissionCheck
  let games: [CatalogEntry]
  let perAddress: RateLimiter
  let perToken: RateLimiter
  /// The server's clock, in milliseconds since 1970 (UTC).
  let now: @Sendable () -> Int64

  func respond(_ request: HTTPRequest) -> HTTPResponse {
    let time = now()
    guard perAddress.allow(request.client, now: time) else {
      return BoardResponses.error(429, "too many requests from \(request.client); wait a minute")
    }
    do {
      return try route(request, now: time)
    } catch let refusal as Refusal {
      return BoardResponses.error(refusal.status, refusal.message)
    } catch let error as SQLError {
      return BoardResponses.error(503, "the board's database failed (\(error.message)); try again later")
    } catch {
      return BoardResponses.error(500, "\(error)")
    }
  }

  private func route(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    switch (request.method, parts.count, parts.first) {
    case ("POST", 1, "runs"): return try start(request, now: now)
    case ("POST", 1, "practice"): return try practice(request, now: now)
    case ("POST", 2, "runs"): return try submit(request, id: parts[1], now: now)
    case ("GET", 3, "boards"): return try board(game: parts[1], date: parts[2])
    case ("GET", 2, "tapes"): return try tape(parts[1])
    case ("GET", 0, _): return try page(request, now: now)
    case (_, _, "runs"), (_, _, "boards"), (_, _, "tapes"):
      if ["GET", "POST"].contains(request.method) { fallthrough }
      throw Refusal(405, "\(request.method.printableForLog) is not answered here; see Docs/board.md")
    default:
      throw Refusal(404, "no such page: \(request.path.printableForLog); the board is at /")
    }
  }

  private func today(_ now: Int64) -> CalendarDate? { CalendarDate(utcSeconds: Int(now / 1000)) }

  /// `POST /runs {"name", "token", "game", "date"}`: a daily run starts now; today's date only.
  private func start(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let body = try BoardResponses.object(request.body)
    let (name, token) = try player(body)
    guard perToken.allow(token, now: now) else { throw Refusal(429, "too many runs started by \(name); wait a minute") }
    let id = try BoardResponses.string(body, "game")
    guard let entry = games.first(where: { $0.info.id == id }) else {
      throw Refusal(
        404, "no game \(id.printableForLog) here; the games are \(games.map(\.info.id).joined(separator: ", "))")
    }
    let text = try BoardResponses.string(body, "date")
    guard let date = CalendarDate(text) else {
      throw Refusal(400, "\"date\" \(text.printableForLog) \(CalendarDate.problem(with: text) ?? "is not a date")")
    }
    guard let today = today(now), date == today else {
      throw Refusal(
        422, "only today's daily (\(today(now).map { "\($0)" } ?? "unknown"), UTC) can be started; \(date) is not")
    }
    let setup = entry.daily(date)
    switch try store.start(name: name, tokenHash: TokenHash.of(token), game: id, date: date, seed: setup.seed, now: now)
    {
    case .success(let run):
      return BoardResponses.json(201, ["run": run, "game": id, "date": "\(date)", "seed": String(setup.seed)])
    case .failure(let refusal):
      throw refusal
    }
  }

  /// `POST /runs/ID {"token", "tape"}`: the run's tape, replayed and checked, then kept.
  private func submit(_ request: HTTPRequest, id text: String, now: Int64) throws -> HTTPResponse {
    guard let id = Int(text), id > 0 else {
      throw Refusal(404, "no run \(text.printableForLog); start one with POST /runs")
    }
    let body = try BoardResponses.object(request.body)
    let token = try BoardResponses.string(body, "token")
    guard perToken.allow(token, now: now) else { throw Refusal(429, "too many submissions; wait a minute") }
    let tape = try BoardResponses.string(body, "tape")
    guard let run = try store.run(id) else { throw Refusal(404, "no run \(id); start one with POST /runs") }
    guard TokenHash.of(token) == run.tokenHash else {
      throw Refusal(403, "run \(id) was started by another player; submit your own runs")
    }
    guard !run.submitted else { throw Refusal(409, "run \(id) was submitted already; start a new run to play again") }
    let end: TapeEnd
    switch check.check(tape, of: run, now: now) {
    case .success(let verified): end = verified
    case .failure(let refusal): throw refusal
    }
    switch try store.submit(run, end: end, tape: tape, now: now) {
    case .success(let done):
      var answer: [String: Any] = [
        "run": id, "score": end.score, "official": done.official, "of": done.of, "name": run.player,
      ]
      if let rank = done.rank { answer["rank"] = rank }
      return BoardResponses.json(200, answer)
    case .failure(let refusal):
      throw refusal
    }
  }

  /// `POST /practice {"name", "token", "tape"}`: a daily tape played without a board, replayed and kept as practice
  /// (it was not started on the board, so its played time cannot be checked, and it can never be official).
  private func practice(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let body = try BoardResponses.object(request.body)
    let (name, token) = try player(body)
    guard perToken.allow(token, now: now) else { throw Refusal(429, "too many submissions; wait a minute") }
    let text = try BoardResponses.string(body, "tape")
    guard let header = try? TapeReader(text: text).header else {
      throw Refusal(422, "the tape is damaged: its header does not read")
    }
    guard case .daily(let date) = header.mode else {
      throw Refusal(422, "this is not a daily challenge's tape: only dailies are on the board")
    }
    guard let today = today(now), date <= today else {
      throw Refusal(422, "the tape is the daily of \(date), a date still to come")
    }
    guard let entry = games.first(where: { $0.info.id == header.game }) else {
      throw Refusal(422, "this is a tape of \(header.game.printableForLog), not a game of this board")
    }
    let run = StartedRun(
      id: 0, player: name, tokenHash: TokenHash.of(token), game: entry.info.id, date: date,
      seed: entry.daily(date).seed, startedAt: now, submitted: false)
    var check = self.check
    check.checksPlayedTime = false
    let end: TapeEnd
    switch check.check(text, of: run, now: now) {
    case .success(let verified): end = verified
    case .failure(let refusal): throw refusal
    }
    switch try store.practice(run, end: end, tape: text, now: now) {
    case .success(let id):
      return BoardResponses.json(200, ["run": id, "score": end.score, "official": false, "name": name])
    case .failure(let refusal):
      throw refusal
    }
  }

  /// `GET /boards/GAME/DATE`: the date's board as JSON.
  private func board(game: String, date text: String) throws -> HTTPResponse {
    guard games.contains(where: { $0.info.id == game }) else {
      throw Refusal(
        404, "no game \(game.printableForLog) here; the games are \(games.map(\.info.id).joined(separator: ", "))")
    }
    guard let date = CalendarDate(text) else {
      throw Refusal(400, "\(text.printableForLog) \(CalendarDate.problem(with: text) ?? "is not a date")")
    }
    let rows = try store.board(game: game, date: date).map { row -> [String: Any] in
      var json: [String: Any] = [
        "run": row.run, "name": row.name, "score": row.score, "ticks": row.ticks, "official": row.official,
        "tape": "/tapes/\(row.run)",
      ]
      json["rank"] = row.rank ?? NSNull()
      return json
    }
    return BoardResponses.json(200, ["game": game, "date": "\(date)", "runs": rows])
  }

  /// `GET /tapes/ID`: a submitted run's tape, as text.
  private func tape(_ text: String) throws -> HTTPResponse {
    guard let id = Int(text), let tape = try store.tape(id) else {
      throw Refusal(404, "no tape \(text.printableForLog) on this board")
    }
    return .text(200, tape)
  }

  /// `GET /` (`?date=D`): the web page of a date's boards, today's by default.
  private func page(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let today = today(now)
    var date = today ?? CalendarDate(year: 1970, month: 1, day: 1)!
    if let text = request.query["date"] {
      guard let asked = CalendarDate(text) else {
        throw Refusal(400, "date \(text.printableForLog) \(CalendarDate.problem(with: text) ?? "is not a date")")
      }
      date = asked
    }
    let boards = try games.map { entry in
      (title: entry.info.title, id: entry.info.id, rows: try store.board(game: entry.info.id, date: date))
    }
    let host = request.headers["host"].map { "http://\($0.printableForLog)" } ?? ""
    let html = BoardPage.html(
      date: date, today: today, boards: boards, dates: try store.dates(limit: 60).filter { $0 != date }, host: host)
    return .text(200, html, type: "text/html; charset=utf-8")
  }

  /// The name and token of a request's object, checked.
  private func player(_ body: [String: Any]) throws(Refusal) -> (String, String) {
    let name = try BoardResponses.string(body, "name")
    guard TokenHash.isValidName(name) else {
      throw Refusal(400, "\"name\" must be 1 to 24 letters, digits, '-', '_' or '.'")
    }
    let token = try BoardResponses.string(body, "token")
    guard TokenHash.isValid(token) else {
      throw Refusal(400, "\"token\" must be 16 to 128 letters, digits, '-' or '_' (arcade makes one for you)")
    }
    return (name, token)
  }
}
