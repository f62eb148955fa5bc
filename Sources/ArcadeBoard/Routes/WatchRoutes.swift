import ArcadeCore
import ArcadeSQL
import BoardWire
import GameCatalog

extension BoardRoutes {
  /// `GET /watch/ID` (`?cols=C&rows=R`): the page that plays a run in a browser, under the watchers' rule
  /// (`LiveQueries.watched`); a page that says why not, and when the run opens, for a run the watcher may not see.
  func watchPage(_ request: HTTPRequest, id: Int, now: Int64) throws -> HTTPResponse {
    let html = "text/html; charset=utf-8"
    switch try live.watched(id, for: try bearer(request), today: today(now), now: now, queries: queries) {
    case .success(let run):
      let title = games.first { $0.info.id == run.game }?.info.title ?? run.game
      let columns = request.query["cols"].flatMap(Route.tick)
      let page = WatchPage.html(
        run, title: title, columns: columns.map { min($0, 999) },
        rows: request.query["rows"].flatMap(Route.tick).map { min($0, 999) })
      return .text(200, page, type: html)
    case .failure(let refusal):
      return .text(refusal.status, WatchPage.refused(id, refusal, today: today(now)), type: html)
    }
  }

  /// `GET /watch/ID/frame?view=V&cols=C&rows=R`: the next frame of view `V` of the run, made on the first request
  /// (without `view`, or when it was forgotten) under the watchers' rule, for a terminal of `C` x `R` (80x24 when not
  /// given).
  func watchFrame(_ request: HTTPRequest, id: Int, now: Int64) throws -> HTTPResponse {
    let asked = request.query["view"]
    var sizes: [Int?] = []
    for key in ["cols", "rows"] {
      guard let text = request.query[key] else {
        sizes.append(nil)
        continue
      }
      guard let size = Route.tick(text) else {
        throw Refusal(.malformedRequest, "\"\(key)\" must be a number of cells, e.g. cols=80&rows=24")
      }
      sizes.append(size)
    }
    let room = watching.room(columns: sizes[0], rows: sizes[1])
    var view: WatchView
    if let asked, let kept = watching.take(asked, run: id, client: request.client, now: now) {
      view = kept
    } else if let asked, watching.holds(asked, run: id, client: request.client, now: now) {
      throw Refusal(.rateLimited, "a frame of this view is being made; ask again when it comes")
    } else {
      let run = try live.watched(id, for: try bearer(request), today: today(now), now: now, queries: queries).get()
      let entry = try game(run.game)
      let made = try watching.admit(run: id, client: request.client, now: now).get()
      view = WatchView(id: made, run: run, entry: entry, client: request.client, now: now)
    }
    // The view is kept whatever the frame's fate: a database that failed a read left it as it was.
    defer { watching.put(view) }
    let frame = try view.frame(room: room, now: now, pieces: pieces) { (run) throws(SQLError) in
      try live.end(of: run, now: now)
    }
    return HTTPResponse(status: 200, contentType: "application/json", body: FrameJSON.encode(frame), logged: false)
  }

  /// Whether `route` is a frame of a view that the request's address keeps at `now`.
  func keeps(_ route: Result<Route, Refusal>, _ request: HTTPRequest, now: Int64) -> Bool {
    guard case .success(.watchFrame(let id)) = route, let view = request.query["view"] else { return false }
    return watching.holds(view, run: id, client: request.client, now: now)
  }
}
