import ArcadeCore
import Helicopter

/// Flies the helicopter by taps alone: a tap is the action key down for one tick, at most one every
/// `tapGap` ticks (six a second), so taps never merge into a hold. Whenever a block comes into sight it
/// plans its taps on copies of the run until every block in sight has passed: a depth-first search that
/// tries first what its rule of thumb (`wantsTap`) says and backs off a tap, or adds one, where that
/// crashes. The plan never looks past the blocks it sees: a block not yet in sight enters at the right
/// edge at least one block spacing behind the last one in sight, too far to reach the helicopter
/// before that one has passed.
struct HeliPlayer {
  var debugPlans = false
  var tapGap = 10
  /// Steps the search may take per plan before it settles for the longest flight found.
  var budget = 20_000
  private var sinceTap = Int.max / 2
  private var plan: [Bool] = []
  private var planned = 0
  /// The newest block the plan knows of.
  private var newestSeen = -1

  /// The top edge to hover at: the helicopter taps whenever its top sinks to it, so it rises about a
  /// tap's climb above it and falls back. Worked out from the last block in sight back to the next: in
  /// the opening beside each block nearest to where it will want to be beside the block after it, and
  /// after the last, the middle of the cave, from where it can reach an opening beside any block in time.
  static func level(_ game: HeliGame) -> Double {
    let heli = game.flight.box
    var aim = (Stage.ceiling.maxY + Stage.floor.y - heli.height) / 2
    for block in game.blocks.reversed() where block.box.maxX > heli.x {
      guard let gap = openings(block).min(by: { distance(aim, $0) < distance(aim, $1) }) else { continue }
      let (low, high) = (gap.lowerBound + climbPerTap + 2, gap.upperBound - 3)
      aim = low > high ? (low + high) / 2 : min(max(aim, low), high)
    }
    return aim
  }

  /// A tap's rise above the height it starts from, px (six ticks of thrust, then the coast).
  static let climbPerTap = 12.5

  /// The top edges at which the helicopter passes a block without touching it or a wall.
  static func openings(_ block: Block) -> [ClosedRange<Double>] {
    let size = Stage.helicopterSize.y
    let spans = [(Stage.ceiling.maxY, block.box.y - size), (block.box.maxY, Stage.floor.y - size)]
    return spans.filter { $0.0 <= $0.1 }.map { $0.0...$0.1 }
  }

  static func distance(_ y: Double, _ range: ClosedRange<Double>) -> Double {
    y < range.lowerBound ? range.lowerBound - y : y > range.upperBound ? y - range.upperBound : 0
  }

  /// The rule of thumb: tap when the helicopter has sunk to its hover level.
  static func wantsTap(_ game: HeliGame) -> Bool { game.flight.position.y >= level(game) }

  mutating func keys(_ run: KeyboardRun<HeliGame>) -> Buttons {
    let newest = run.game.blocks.last?.id ?? -1
    if newest != newestSeen || planned == plan.count {
      newestSeen = newest
      var ready = TapSearch(tapGap: tapGap, newestSeen: newest, budget: budget, endsReady: true)
      var anyway = TapSearch(tapGap: tapGap, newestSeen: newest, budget: budget, endsReady: false)
      plan = ready.plan(run, sinceTap: sinceTap) ?? anyway.plan(run, sinceTap: sinceTap) ?? anyway.longest
      if debugPlans { print("plan t\(run.game.tick) y=\(Int(run.game.flight.position.y)) blocks \(run.game.blocks.map { "\($0.id)/\(Int($0.y))@\(Int($0.x))" }) ready budget left \(ready.budget) anyway \(anyway.budget) len \(plan.count)") }
      planned = 0
    }
    let tap = plan[planned]
    planned += 1
    sinceTap = tap ? 0 : sinceTap + 1
    return tap ? .action : []
  }
}

/// The depth-first search behind `HeliPlayer`'s plans.
struct TapSearch {
  let tapGap: Int
  let newestSeen: Int
  var budget: Int
  /// Whether the plan must end where the helicopter can reach an opening beside any block that comes
  /// next: at most `readyDepth` px below the top edge that just passes under the lowest block (the
  /// block with the highest top edge, whose only opening is above it).
  let endsReady: Bool
  static let readyDepth = 15.0
  /// Shortest plan: with no block in sight the player looks this far ahead.
  static let shortest = 12

  /// States from which no plan got every block in sight past (by tick, height, speed, taps allowed).
  private var failed: Set<[Int]> = []
  private var path: [Bool] = []
  /// The longest flight the search found (at least one decision).
  private(set) var longest: [Bool] = [false]
  private var start = 0

  init(tapGap: Int, newestSeen: Int, budget: Int, endsReady: Bool) {
    (self.tapGap, self.newestSeen, self.budget, self.endsReady) = (tapGap, newestSeen, budget, endsReady)
  }

  /// Taps, one decision per tick, that get past every block in sight, if the search finds them.
  mutating func plan(_ run: KeyboardRun<HeliGame>, sinceTap: Int) -> [Bool]? {
    start = run.game.tick
    return search(run, sinceTap: sinceTap) ? path : nil
  }

  /// Whether every block in sight has passed: true (a plan), false (go on), or nil (a dead end).
  private func passed(_ game: HeliGame) -> Bool? {
    let x = game.flight.box.x
    guard game.tick - start >= Self.shortest, !game.blocks.contains(where: { $0.id <= newestSeen && $0.box.maxX > x })
    else { return false }
    let deepest = Double(game.rules.blockHeights.max() ?? 0) - Stage.helicopterSize.y + Self.readyDepth
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
    let key = [run.game.tick, Int((flight.position.y * 4).rounded()), Int(flight.velocity.y.rounded()), min(sinceTap, tapGap)]
    guard budget > 0, !failed.contains(key) else { return false }
    let preferred = sinceTap >= tapGap && HeliPlayer.wantsTap(run.game)
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
