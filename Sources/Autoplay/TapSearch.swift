import ArcadeCore
import Helicopter

/// The helicopter player's plans: taps, one decision per tick, that fly on copies of the run until every
/// block in sight has passed. For each route through the openings, a depth-first search tries first
/// what the rule of thumb says and backs off a tap, or adds one, where that crashes. A plan first must
/// end ready for any block that comes next; failing that, it need only get past the blocks in sight;
/// failing that, it is the longest flight found. It never looks past the blocks in sight: a block not
/// yet in sight enters a block spacing behind the last one in sight, at the defaults too far behind to
/// reach the helicopter before that one has passed.
struct TapSearch {
  /// Steps each route's search may take.
  static let budget = 3000
  /// Shortest plan: with no block in sight the player looks this far ahead.
  static let shortest = 12
  /// A plan that ends ready leaves the helicopter's top at most this far below the top edge that just
  /// passes over the lowest block (the one with the highest top edge, whose only opening is above it).
  static let readyDepth = 15.0

  let tapGap: Int
  let newestSeen: Int
  let route: HeliPlayer.Route
  let endsReady: Bool
  private var budget = Self.budget
  private var start = 0
  /// States from which no plan got through (the tick, height, speed and taps allowed).
  private var failed: Set<[Int]> = []
  private var path: [Bool] = []
  private(set) var longest: [Bool] = [false]

  static func plan(_ run: KeyboardRun<HeliGame>, sinceTap: Int, tapGap: Int, newestSeen: Int) -> [Bool] {
    var longest: [Bool] = [false]
    for endsReady in [true, false] {
      for route in HeliPlayer.routes(run.game) {
        var search = TapSearch(tapGap: tapGap, newestSeen: newestSeen, route: route, endsReady: endsReady)
        search.start = run.game.tick
        if search.search(run, sinceTap: sinceTap) { return search.path }
        if search.longest.count > longest.count { longest = search.longest }
      }
    }
    return longest
  }

  private init(tapGap: Int, newestSeen: Int, route: HeliPlayer.Route, endsReady: Bool) {
    (self.tapGap, self.newestSeen, self.route, self.endsReady) = (tapGap, newestSeen, route, endsReady)
  }

  /// Whether every block in sight has passed: true (a plan), false (go on), or nil (a dead end).
  private func passed(_ game: HeliGame) -> Bool? {
    let x = game.flight.box.x
    guard game.tick - start >= Self.shortest, !game.blocks.contains(where: { $0.id <= newestSeen && $0.box.maxX > x })
    else { return false }
    let deepest = Double(game.settings.blockHeights.max() ?? 0) - Stage.helicopterSize.y + Self.readyDepth
    return !endsReady || game.flight.position.y <= deepest ? true : nil
  }

  private mutating func search(_ run: KeyboardRun<HeliGame>, sinceTap: Int) -> Bool {
    guard run.game.status == .playing else { return false }
    if path.count > longest.count { longest = path }
    switch passed(run.game) {
    case true?: return true
    case nil: return false
    case false?: break
    }
    let flight = run.game.flight
    let key = [
      run.game.tick, Int((flight.position.y * 4).rounded()), Int(flight.velocity.y.rounded()), min(sinceTap, tapGap),
    ]
    guard budget > 0, !failed.contains(key) else { return false }
    let preferred = sinceTap >= tapGap && HeliPlayer.wantsTap(run.game, route: route)
    for tap in sinceTap >= tapGap ? [preferred, !preferred] : [false] {
      var next = run
      next.step(holding: tap ? .action : [])
      budget -= 1
      path.append(tap)
      if search(next, sinceTap: tap ? 0 : sinceTap + 1) { return true }
      path.removeLast()
    }
    if budget > 0 { failed.insert(key) }
    return false
  }
}
