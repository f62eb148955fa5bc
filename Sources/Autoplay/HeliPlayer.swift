import ArcadeCore
import Helicopter

/// Flies the helicopter by taps alone: a tap is the action key down for one tick, at most one every
/// `tapGap` ticks (six a second), so taps never merge into a hold. It hovers by its rule of thumb
/// (`wantsTap`: tap when the helicopter sinks to the level it wants beside the next block) and, whenever
/// a block comes into sight, plans its taps until every block in sight has passed (`TapSearch`), trying
/// the openings beside the blocks one way after another on copies of the run. With a `planner` it flies
/// by holds instead, from a keyboard that sends key releases: it plans each level's flight as it starts
/// (`HeliFlightPlanner`) and holds the action key down through the chunks the plan holds.
public struct HeliPlayer: Autoplayer {
  public var tapGap = 10
  public var planner: HeliFlightPlanner?
  /// The planned level's holds, one per `planner.chunk` ticks, from the tick they start at.
  private var flight: (holds: [Bool], start: Int)?
  private var sinceTap = Int.max / 2
  private var plan: [Bool] = []
  private var planned = 0
  /// The newest block the plan knows of.
  private var newestSeen = -1

  public init(planner: HeliFlightPlanner? = nil) { self.planner = planner }

  /// With a planner: the keys for the next tick of a run whose board `board` shows (nil while there is
  /// none to fly, e.g. while an arcade run's card shows).
  public mutating func keys<S: Simulation>(_ run: KeyboardRun<S>, board: (S) -> HeliGame?) -> Buttons {
    guard let planner, let game = board(run.game), game.status == .playing else {
      flight = nil
      return []
    }
    let plan = flight ?? (planner.fly(game).holds, game.tick)
    flight = plan
    let decision = (game.tick - plan.start) / planner.chunk
    return decision < plan.holds.count && plan.holds[decision] ? .action : []
  }

  /// Which opening beside a block the helicopter takes, by block id: an index into `openings`. A block
  /// not listed gets the opening nearest to where the helicopter wants to be beside the block after it.
  public typealias Route = [Int: Int]

  /// A tap's rise above the height it starts from, px (six ticks of thrust, then the coast).
  public static let climbPerTap = 12.5

  /// The top edge to hover at: the helicopter taps whenever its top sinks to it, so it rises about a
  /// tap's climb above it and falls back. Worked out from the last block in sight back to the next: in
  /// the block's opening on the route, as near as it can to where it will want to be beside the block
  /// after it; after the last, the middle of the cave, from where it can reach an opening beside any block.
  public static func level(_ game: HeliGame, route: Route) -> Double {
    let heli = game.flight.box
    var aim = (Stage.ceiling.maxY + Stage.floor.y - heli.height) / 2
    for block in game.blocks.reversed() where block.box.maxX > heli.x {
      let gaps = openings(block)
      let nearest = gaps.indices.min { distance(aim, gaps[$0]) < distance(aim, gaps[$1]) }
      guard let choice = route[block.id] ?? nearest, gaps.indices.contains(choice) else { continue }
      let (low, high) = (gaps[choice].lowerBound + climbPerTap + 2, gaps[choice].upperBound - 3)
      aim = low > high ? (low + high) / 2 : min(max(aim, low), high)
    }
    return aim
  }

  /// The rule of thumb: tap when the helicopter has sunk to its hover level.
  public static func wantsTap(_ game: HeliGame, route: Route) -> Bool {
    game.flight.position.y >= level(game, route: route)
  }

  /// The top edges at which the helicopter passes a block without touching it or a wall, top first.
  public static func openings(_ block: Block) -> [ClosedRange<Double>] {
    let size = Stage.helicopterSize.y
    let spans = [(Stage.ceiling.maxY, block.box.y - size), (block.box.maxY, Stage.floor.y - size)]
    return spans.filter { $0.0 <= $0.1 }.map { $0.0...$0.1 }
  }

  public static func distance(_ y: Double, _ range: ClosedRange<Double>) -> Double {
    y < range.lowerBound ? range.lowerBound - y : y > range.upperBound ? y - range.upperBound : 0
  }

  /// Every way through the openings beside the blocks in sight: the nearest ones first, then each
  /// choice of top or bottom beside the blocks that have both.
  public static func routes(_ game: HeliGame) -> [Route] {
    let forks = game.blocks.filter { $0.box.maxX > game.flight.box.x && openings($0).count > 1 }.map(\.id)
    guard !forks.isEmpty else { return [[:]] }
    var routes: [Route] = [[:]]
    for ways in 0..<(1 << forks.count) {
      routes.append(Route(uniqueKeysWithValues: forks.enumerated().map { ($1, ways >> $0 & 1) }))
    }
    return routes
  }

  public mutating func keys(_ run: KeyboardRun<HeliGame>) -> Buttons {
    if planner != nil { return keys(run) { $0 } }
    let newest = run.game.blocks.last?.id ?? -1
    if newest != newestSeen || planned == plan.count {
      newestSeen = newest
      plan = TapSearch.plan(run, sinceTap: sinceTap, tapGap: tapGap, newestSeen: newest)
      planned = 0
    }
    let tap = plan[planned]
    planned += 1
    sinceTap = tap ? 0 : sinceTap + 1
    return tap ? .action : []
  }
}
