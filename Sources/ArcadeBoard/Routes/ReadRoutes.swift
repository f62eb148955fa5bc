import ArcadeCore
import BoardWire

extension BoardRoutes {
  /// `GET /boards/GAME/DATE`: the date's board as JSON.
  func board(game id: String, date text: String, now: Int64) throws -> HTTPResponse {
    let entry = try game(id)
    let date = try self.date(text)
    let rows = try queries.board(game: entry.info.id, date: date, now: now)
    return .json(200, BoardAnswer(game: entry.info.id, date: "\(date)", today: "\(today(now))", runs: rows))
  }

  /// `GET /tapes/ID`: a sent run's tape, as text; today's only to those who may have it (`Authorization: Bearer
  /// TOKEN`).
  func tape(_ request: HTTPRequest, id: Int, now: Int64) throws -> HTTPResponse {
    let tape = try queries.tape(id, for: try bearer(request), today: today(now), now: now).get()
    return .text(200, tape)
  }

  /// The hash of the token in `Authorization: Bearer TOKEN`, when there is one.
  func bearer(_ request: HTTPRequest) throws(Refusal) -> String? {
    guard let authorization = request.headers["authorization"] else { return nil }
    guard authorization.hasPrefix("Bearer "), BoardAPI.isToken(String(authorization.dropFirst(7))) else {
      throw Refusal(.badToken, "Authorization must be 'Bearer TOKEN', with the player's token")
    }
    return TokenHash.of(String(authorization.dropFirst(7)))
  }

  /// `GET /live`: the runs being played now, and today's that finished.
  func live(now: Int64) throws -> HTTPResponse {
    let today = today(now)
    return .json(200, LiveAnswer(today: "\(today)", runs: try live.list(today: today, now: now)))
  }

  /// `GET /live/ID?from=TICK`: a run's inputs from a tick on, to watch it as it is played.
  func liveRun(_ request: HTTPRequest, id: Int, now: Int64) throws -> HTTPResponse {
    let text = request.query["from"] ?? "0"
    guard let from = Route.tick(text), from <= Tape.maxTicks else {
      throw Refusal(.badTick, "\"from\" must be a tick from 0 to \(Tape.maxTicks)")
    }
    let answer = try live.inputs(
      id, from: from, for: try bearer(request), today: today(now), now: now, queries: queries)
    return .json(200, try answer.get())
  }

  /// `GET /` (`?date=D`): the web page of a date's boards, today's by default.
  func page(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let today = today(now)
    var date = today
    if let text = request.query["date"] {
      guard let asked = CalendarDate(text) else {
        let problem = CalendarDate.problem(with: text) ?? "is not a date"
        return .text(400, BoardPage.badDate(text, today: today, problem: problem), type: "text/html; charset=utf-8")
      }
      date = asked
    }
    let boards = try games.map { entry in
      BoardPage.Board(
        title: entry.info.title, id: entry.info.id, rows: try queries.board(game: entry.info.id, date: date, now: now))
    }
    let playing = date == today ? try live.list(today: today, now: now).filter { $0.state == .playing } : []
    let html = BoardPage.html(
      date: date, today: today, boards: boards, dates: try queries.dates(limit: 60, now: now).filter { $0 != date },
      live: playing.map { PlayingNow.Run(row: $0, title: (try? game($0.game).info.title) ?? $0.game) })
    return .text(200, html, type: "text/html; charset=utf-8")
  }
}
