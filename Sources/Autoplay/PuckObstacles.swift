import ArcadeCore
import PuckCollector

/// The loose pucks a puck of one color must keep clear of, and how far.
struct PuckObstacles {
  let pucks: [Puck]
  let radius: Double
  /// Closest approach allowed between centers.
  let keep: Double

  init(_ game: PuckGame, color: Int, _ clearance: Double) {
    pucks = game.pucks.filter { !$0.isCollected && $0.color != color && $0.id != game.heldPuck }
    radius = game.puckRadius
    keep = 2 * radius + clearance
  }

  /// Whether a puck dragged along `path` at `speed` px per tick keeps clear of every obstacle where it
  /// will be by then.
  func allow(_ path: [Vec2], speed: Double) -> Bool {
    var time = 0.0
    for (a, b) in zip(path, path.dropFirst() + [path.last!]) {
      let span = (b - a).length / speed
      // Only pucks that can come near the leg's box by its end need a look (a pixel more, for rounding).
      let near = pucks.filter {
        let reach = keep + 1 + $0.velocity.length * (time + span)
        return $0.position.x > min(a.x, b.x) - reach && $0.position.x < max(a.x, b.x) + reach
          && $0.position.y > min(a.y, b.y) - reach && $0.position.y < max(a.y, b.y) + reach
      }
      if !near.isEmpty {
        let samples = max(1, Int((b - a).length / 3))
        for i in 0...samples {
          let f = Double(i) / Double(samples)
          let p = a + (b - a) * f
          let t = time + span * f
          if near.contains(where: {
            ($0.position(after: t, radius: radius) - p).lengthSquared < keep * keep
          }) {
            return false
          }
        }
      }
      time += span
    }
    return true
  }
}

extension Puck {
  /// Where the puck will be after `t` ticks if left loose: its straight course folded back at the edges, as it
  /// bounces (where it is, when it does not drift).
  func position(after t: Double, radius r: Double) -> Vec2 {
    guard velocity != .zero else { return position }
    func fold(_ x: Double, _ v: Double, _ size: Double) -> Double {
      let span = size - 2 * r
      var u = (x - r + v * t).truncatingRemainder(dividingBy: 2 * span)
      if u < 0 { u += 2 * span }
      return r + (u > span ? 2 * span - u : u)
    }
    return Vec2(fold(position.x, velocity.x, 480), fold(position.y, velocity.y, 320))
  }
}
