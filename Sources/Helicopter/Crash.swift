import ArcadeCore

/// What the helicopter flew into.
public enum Crash: Sendable, Equatable {
  case ceiling
  case floor
  /// The block with this id.
  case block(Int)

  /// The longest a block may move between two overlap tests, px: well under the 30 + 42 px that
  /// a block and the helicopter span together, so no block speed can jump over the helicopter.
  static let maxSweep = 20.0

  /// The first thing the helicopter's box overlaps, checked in a fixed order: ceiling, floor, blocks by id.
  /// The walls count as half-planes (anything above the top wall's bottom edge, below the bottom wall's
  /// top edge), so no speed can carry the helicopter through a 1-px wall between two ticks.
  /// A block that moved `step` px this tick is also tested at points between, when the step is long
  /// (never at the seed's speeds, at most 7.5 px a tick: there only the block's new place counts).
  static func find(_ box: Rect, blocks: [Block], step: Double) -> Crash? {
    if box.y < Stage.ceiling.maxY { return .ceiling }
    if box.maxY > Stage.floor.y { return .floor }
    let parts = max(1, Int((step / maxSweep).rounded(.up)))
    for b in blocks {
      for k in 0..<parts {
        var place = b.box
        place.x += step * Double(k) / Double(parts)
        if box.intersects(place) { return .block(b.id) }
      }
    }
    return nil
  }
}
