import ArcadeCore

/// The seeded starting layout.
enum Board {
  /// Extra room between pucks at the start, so no two overlap or share a terminal cell.
  static let spacing = 8.0
  /// Tries per puck to find a free spot before accepting an overlap (only very crowded parameter sets).
  static let attempts = 200

  /// `count` pucks, colors uniform over `colors`, centers on whole pixels and fully on the stage.
  /// Positions are drawn again while they come too close to an earlier puck (up to `attempts`).
  /// If no color got two pucks, the last puck takes the first one's color: every board can score.
  static func make(_ s: PuckSettings, rng: inout Xoshiro256StarStar) -> [Puck] {
    let r = s.radius
    let minX = Int(r.rounded(.up)), maxX = Int((Stage.width - r).rounded(.down))
    let minY = Int(r.rounded(.up)), maxY = Int((Stage.height - r).rounded(.down))
    let gap = 2 * r + spacing
    var pucks: [Puck] = []
    for id in 0..<s.puckCount {
      let color = rng.int(in: 0...(s.colorCount - 1))
      var spot = Vec2.zero
      for _ in 0..<attempts {
        spot = Vec2(Double(rng.int(in: minX...maxX)), Double(rng.int(in: minY...maxY)))
        if pucks.allSatisfy({ ($0.position - spot).lengthSquared >= gap * gap }) { break }
      }
      pucks.append(Puck(id: id, color: color, position: spot))
    }
    if !hasPair(pucks, colors: s.colorCount), let first = pucks.first, let last = pucks.last {
      pucks[pucks.count - 1] = Puck(id: last.id, color: first.color, position: last.position)
    }
    return pucks
  }

  static func count(_ pucks: [Puck], color: Int) -> Int {
    pucks.filter { !$0.isCollected && $0.color == color }.count
  }

  /// True while some color still has two pucks, i.e. the board can still score.
  /// Runs every tick, so it counts with a bit per color seen instead of building `counts` (no allocation).
  static func hasPair(_ pucks: [Puck], colors: Int) -> Bool {
    var seen: UInt64 = 0
    for p in pucks where !p.isCollected {
      let bit: UInt64 = 1 << UInt64(p.color)
      if seen & bit != 0 { return true }
      seen |= bit
    }
    return false
  }
}
