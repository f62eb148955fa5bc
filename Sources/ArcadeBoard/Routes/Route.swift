import BoardWire

/// What a request asks for, read from its method and path. Each resource has one path: no empty segment, no
/// trailing slash, a run's id in plain decimal (`/tapes/1`, never `/tapes/+1`, `/tapes/01` or `//tapes//1//`), and no
/// percent-escapes in it (the server leaves them as they came).
enum Route: Equatable {
  case start, practice, players, rename
  case inputs(Int)
  case finish(Int)
  case board(game: String, date: String)
  case tape(Int)
  case live
  case liveRun(Int)
  case watch(Int)
  case watchFrame(Int)
  case page

  /// The route of `method` and `path`; a refusal for a path the board has not, or a method it does not answer there.
  static func of(_ method: String, _ path: String) -> Result<Route, Refusal> {
    let reading = method == "GET" || method == "HEAD"
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    let route: Route?
    var posts = true
    switch (parts.first, parts.count) {
    case ("", 1): (route, posts) = (.page, false)
    case ("runs", 1): route = .start
    case ("runs", 2): route = id(parts[1]).map(Route.finish)
    case ("runs", 3) where parts[2] == "inputs": route = id(parts[1]).map(Route.inputs)
    case ("practice", 1): route = .practice
    case ("players", 1): route = .players
    case ("players", 2) where parts[1] == "rename": route = .rename
    case ("boards", 3) where !parts[1].isEmpty && !parts[2].isEmpty:
      (route, posts) = (.board(game: parts[1], date: parts[2]), false)
    case ("tapes", 2): (route, posts) = (id(parts[1]).map(Route.tape), false)
    case ("live", 1): (route, posts) = (.live, false)
    case ("live", 2): (route, posts) = (id(parts[1]).map(Route.liveRun), false)
    case ("watch", 2): (route, posts) = (id(parts[1]).map(Route.watch), false)
    case ("watch", 3) where parts[2] == "frame": (route, posts) = (id(parts[1]).map(Route.watchFrame), false)
    default: route = nil
    }
    guard path.hasPrefix("/"), let route else {
      return .failure(Refusal(.notFound, "no such page: \(path.printableForLog); the board is at /"))
    }
    guard posts ? method == "POST" : reading else {
      return .failure(
        Refusal(
          .methodNotAllowed, "\(method.printableForLog) is not answered at \(path.printableForLog); see Docs/board.md"))
    }
    return .success(route)
  }

  /// A run's id or a tick: 1 to 15 decimal digits, the first not 0 (or 0 itself, for a tick).
  static func tick(_ text: String) -> Int? { text == "0" ? 0 : id(text) }

  /// A run's id: 1 to 15 decimal digits, the first not 0.
  private static func id(_ text: String) -> Int? {
    guard (1...15).contains(text.utf8.count), text.utf8.first != UInt8(ascii: "0"),
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }
}
