import ArcadeCore
import ArcadeSQL
import BoardWire
import GameCatalog
import Synchronization

/// The board's HTTP API (Docs/board.md): names, a daily run's start, its stream of inputs and its tape, practice
/// sent without a board, a date's board, a tape, and the web page. Every refusal is a `Refusal` (a stable code and
/// one line) and changes nothing.
struct BoardRoutes: Sendable {
  let games: [CatalogEntry]
  let runs: RunStore
  let queries: BoardQueries
  let live: LiveQueries
  /// The views of runs watched in browsers, and where they read the runs' inputs.
  let watching: WatchViews
  let pieces: InputPieces
  let check: TapeCheck
  let health: DatabaseHealth
  let perAddress: RateLimiter
  let perToken: RateLimiter
  /// The server's clock, in milliseconds since 1970 (UTC).
  let now: @Sendable () -> Int64
  /// When starts never sent were last looked for, to expire them at most once a minute.
  let lastExpiry = LastTime()

  func respond(_ request: HTTPRequest) -> HTTPResponse {
    let time = now()
    let route = Route.of(request.method, request.path)
    // A frame of a view this address keeps is paced by the view (`WatchView.frameInterval`), not counted.
    guard keeps(route, request, now: time) || perAddress.allow(request.client, now: time) else {
      return .refusal(Refusal(.rateLimited, "too many requests from \(request.client); wait a minute"))
    }
    do {
      switch route {
      case .success(let route): return try answer(route, request, now: time)
      case .failure(let refusal): return .refusal(refusal)
      }
    } catch let refusal as Refusal {
      return .refusal(refusal)
    } catch let error as SQLError {
      return .refusal(
        Refusal(.databaseUnavailable, "the board's database failed (\(error.message)); try again in a minute"))
    } catch {
      return .refusal(Refusal(.serverError, "the board failed: \(String(describing: error).printableForLog)"))
    }
  }

  private func answer(_ route: Route, _ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    switch route {
    case .players: return try claim(request, now: now)
    case .rename: return try rename(request, now: now)
    case .start: return try start(request, now: now)
    case .inputs(let id): return try inputs(request, run: id, now: now)
    case .finish(let id): return try finish(request, run: id, now: now)
    case .practice: return try practice(request, now: now)
    case .board(let game, let date): return try board(game: game, date: date, now: now)
    case .tape(let id): return try tape(request, id: id, now: now)
    case .live: return try live(now: now)
    case .liveRun(let id): return try liveRun(request, id: id, now: now)
    case .watch(let id): return try watchPage(request, id: id, now: now)
    case .watchFrame(let id): return try watchFrame(request, id: id, now: now)
    case .page: return try page(request, now: now)
    }
  }

  /// The server's date (UTC) at `now`.
  func today(_ now: Int64) -> CalendarDate {
    CalendarDate(utcSeconds: Int(now / 1000)) ?? CalendarDate(year: 1970, month: 1, day: 1)!
  }

  /// The message of a request's body, or a refusal saying what a body must be.
  func body<T: Decodable>(_ type: T.Type, _ request: HTTPRequest, example: String) throws(Refusal) -> T {
    guard let message = WireJSON.decode(type, request.body) else {
      throw Refusal(.malformedRequest, "the body is not the JSON object this path takes, e.g. \(example)")
    }
    return message
  }

  /// A token, checked, and its hash, within its player's rate.
  func player(token: String, now: Int64) throws(Refusal) -> String {
    guard BoardAPI.isToken(token) else {
      throw Refusal(.badToken, "\"token\" must be 16 to 128 letters, digits, '-' or '_' (arcade makes one for you)")
    }
    let hash = TokenHash.of(token)
    guard perToken.allow(hash, now: now) else {
      throw Refusal(.rateLimited, "too many requests by one player; wait a minute")
    }
    return hash
  }

  /// A name, checked.
  func name(_ name: String) throws(Refusal) -> String {
    guard BoardAPI.isName(name) else { throw Refusal(.badName, "a name is 1 to 24 letters, digits, '-', '_' or '.'") }
    return name
  }

  /// A game of this board, by its id.
  func game(_ id: String) throws(Refusal) -> CatalogEntry {
    guard let entry = games.first(where: { $0.info.id == id }) else {
      throw Refusal(
        .unknownGame,
        "no game \(id.printableForLog) here; the games are \(games.map(\.info.id).joined(separator: ", "))")
    }
    return entry
  }

  /// A date, checked.
  func date(_ text: String) throws(Refusal) -> CalendarDate {
    guard let date = CalendarDate(text) else {
      throw Refusal(.badDate, "\(text.printableForLog) \(CalendarDate.problem(with: text) ?? "is not a date")")
    }
    return date
  }

  /// Seconds the database was away since `from`, up to `now`.
  func lost(now: Int64) -> (Int64) -> Double { { [health] from in health.lost(from: from, to: now) } }
}

extension HTTPResponse {
  /// A wire message as JSON.
  static func json(_ status: Int, _ value: some Encodable) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: WireJSON.encode(value))
  }

  static func refusal(_ refusal: Refusal) -> HTTPResponse { json(refusal.status, refusal) }
}

/// A moment, shared between threads.
final class LastTime: Sendable {
  private let moment = Mutex<Int64?>(nil)

  /// Whether `interval` ms have passed since the moment; if so, the moment is now.
  func take(_ now: Int64, every interval: Int64) -> Bool {
    moment.withLock { last in
      if let last, now - last < interval { return false }
      last = now
      return true
    }
  }
}
