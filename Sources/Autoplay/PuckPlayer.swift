import ArcadeCore
import PuckCollector

/// Collects pucks with the arrows and space alone. It grabs a puck of a color with a pair left, then
/// drags it along straight, axis-aligned moves onto the nearest puck of its color that it can reach
/// while keeping clear of every other color, and so on; with none left it drops the puck and grabs
/// another. A long move holds the arrow down (one step, then the auto-repeat after 500 ms); a short
/// one taps it, one cell per tap, since waiting for the repeat would take longer.
public struct PuckPlayer: Autoplayer {
  /// Ticks between taps (ten a second).
  public var tapEvery = 6
  /// Room kept beyond touching between the dragged puck and pucks of other colors, px.
  public var clearance = 6.0
  /// An arrow press moves the cursor a cell of the smallest stage: 7.5 px across, 320/21 px down.
  public static let step = Vec2(7.5, 320.0 / 21)

  public init() {}

  private var target: Int?
  private var waypoints: [Vec2] = []
  private var heldKey: Buttons = []
  private var lastTap = -100

  /// Ticks a straight move of `d` px along one axis takes: taps for a few steps, else a press and the auto-repeat.
  func cost(_ d: Double, step: Double) -> Int {
    let n = Int((abs(d) / step).rounded())
    if n == 0 { return 0 }
    return n <= 6 ? tapEvery * (n - 1) + 1 : 30 + 2 * (n - 2)
  }

  private func cost(_ path: [Vec2]) -> Int {
    zip(path, path.dropFirst()).reduce(0) {
      $0 + cost($1.1.x - $1.0.x, step: Self.step.x) + cost($1.1.y - $1.0.y, step: Self.step.y)
    }
  }

  /// Axis-aligned paths from `a` to `b`: straight when nearly in line (contact comes before the end),
  /// else one corner either way, or two through a row or column between.
  private func paths(from a: Vec2, to b: Vec2) -> [[Vec2]] {
    if abs(a.y - b.y) < 14 { return [[a, Vec2(b.x, a.y)]] }
    if abs(a.x - b.x) < 14 { return [[a, Vec2(a.x, b.y)]] }
    var out = [[a, Vec2(b.x, a.y), b], [a, Vec2(a.x, b.y), b]]
    for y in stride(from: 14.0, through: 306, by: 16) { out.append([a, Vec2(a.x, y), Vec2(b.x, y), b]) }
    for x in stride(from: 14.0, through: 466, by: 16) { out.append([a, Vec2(x, a.y), Vec2(x, b.y), b]) }
    return out
  }

  /// The cheapest clear path for a puck of `color` from `a` onto `b`, and its cost.
  private func bestPath(_ game: PuckGame, color: Int, from a: Vec2, to b: Vec2) -> ([Vec2], Int)? {
    // The cheapest first (the earlier on a tie), so that only the paths up to the first free one are checked.
    let candidates = paths(from: a, to: b).map { ($0, cost($0)) }.enumerated()
      .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    for relax in [clearance, 1.0] {
      if let found = candidates.first(where: { isFree($0.0, game, color: color, clearance: relax) }) { return found }
    }
    return nil
  }

  /// Pucks collected per tick by grabbing `start` and dragging it greedily along its color.
  private func chainRate(_ game: PuckGame, start: Puck) -> Double {
    let corner = Vec2(start.position.x, game.cursor.y)
    var ticks =
      cost(game.cursor.x - start.position.x, step: Self.step.x) + cost(corner.y - start.position.y, step: Self.step.y)
      + tapEvery
    var at = start.position
    var left = game.pucks.filter { !$0.isCollected && $0.color == start.color && $0.id != start.id }
    var collected = 0
    while let next = left.compactMap({ p in
      bestPath(game, color: start.color, from: at, to: p.position).map { (p, $0.1) }
    })
    .min(by: { $0.1 < $1.1 }) {
      ticks += next.1
      collected += 1
      at = next.0.position
      left.removeAll { $0.id == next.0.id }
    }
    return Double(collected) / Double(ticks)
  }

  private func isFree(_ path: [Vec2], _ game: PuckGame, color: Int, clearance: Double) -> Bool {
    let keep = 2 * game.puckRadius + clearance
    let others = game.pucks.filter { !$0.isCollected && $0.color != color }.map(\.position)
    for (a, b) in zip(path, path.dropFirst()) {
      // Only pucks near the segment's box (a pixel more, for rounding) can come within `keep` of its points.
      let reach = keep + 1
      let near = others.filter {
        $0.x > min(a.x, b.x) - reach && $0.x < max(a.x, b.x) + reach && $0.y > min(a.y, b.y) - reach
          && $0.y < max(a.y, b.y) + reach
      }
      if near.isEmpty { continue }
      // Points a pixel apart along the segment; plain loops, as this is the player's inner loop.
      let samples = max(1, Int((b - a).length))
      for i in 0...samples {
        let p = a + (b - a) * (Double(i) / Double(samples))
        for k in near.indices where (near[k] - p).lengthSquared < keep * keep { return false }
      }
    }
    return true
  }

  /// Picks what to do next: a puck to grab, or a puck of the held one's color to drag it onto.
  private mutating func choose(_ game: PuckGame) {
    waypoints = []
    target = nil
    let left = game.pucksLeft
    let from = game.cursor
    if let held = game.heldPuck {
      let color = game.pucks[held].color
      let best = game.pucks.filter { !$0.isCollected && $0.id != held && $0.color == color }
        .compactMap { p in bestPath(game, color: color, from: from, to: p.position).map { (p.id, $0.0, $0.1) } }
        .min { $0.2 < $1.2 }
      if let (id, path, _) = best {
        target = id
        waypoints = Array(path.dropFirst())
      }
      return
    }
    let candidates = game.pucks.filter { !$0.isCollected && left[$0.color] >= 2 }
    let rated = candidates.map { ($0, chainRate(game, start: $0)) }
    guard let pick = rated.max(by: { $0.1 < $1.1 })?.0 else { return }
    target = pick.id
    waypoints = [Vec2(pick.position.x, from.y), pick.position]
  }

  public mutating func keys(_ run: KeyboardRun<PuckGame>) -> Buttons {
    let game = run.game
    let tick = game.tick
    if let t = target, game.pucks[t].isCollected || t == game.heldPuck { target = nil }
    if target == nil {
      choose(game)
      if target == nil && game.heldPuck != nil { return tapKey(.action, tick) }  // nothing to drag onto: drop
    }
    guard let t = target else { return [] }
    let goal = game.pucks[t].position
    if game.heldPuck == nil && (goal - game.cursor).length < game.puckRadius {
      return tapKey(.action, tick)
    }
    // Drop waypoints already reached (within half a step on both axes).
    while let w = waypoints.first, abs(w.x - game.cursor.x) <= Self.step.x / 2,
      abs(w.y - game.cursor.y) <= Self.step.y / 2
    {
      waypoints.removeFirst()
    }
    guard let w = waypoints.first else {
      target = nil
      return []
    }
    let d = w - game.cursor
    let horizontal = abs(d.x) > Self.step.x / 2
    let key: Buttons = horizontal ? (d.x < 0 ? .left : .right) : (d.y < 0 ? .up : .down)
    if heldKey == key { return key }
    heldKey = []
    let distance = horizontal ? abs(d.x) : abs(d.y)
    if Int((distance / (horizontal ? Self.step.x : Self.step.y)).rounded()) > 6 {
      heldKey = key
      return key
    }
    return tapKey(key, tick)
  }

  /// A tap: the key down for one tick, at most one tap every `tapEvery` ticks.
  private mutating func tapKey(_ key: Buttons, _ tick: Int) -> Buttons {
    heldKey = []
    guard tick - lastTap >= tapEvery else { return [] }
    lastTap = tick
    return key
  }
}
