import ArcadeCore

/// What the helicopter flew into.
public enum Crash: Sendable, Equatable {
  case ceiling
  case floor
  /// The block with this id.
  case block(Int)

  /// The first thing the helicopter's box overlaps, checked in a fixed order: ceiling, floor, blocks by id.
  /// The walls count as half-planes (anything above the top wall's bottom edge, below the bottom wall's
  /// top edge), so no speed can carry the helicopter through a 1-px wall between two ticks.
  static func find(_ box: Rect, blocks: [Block]) -> Crash? {
    if box.y < Stage.ceiling.maxY { return .ceiling }
    if box.maxY > Stage.floor.y { return .floor }
    for b in blocks where box.intersects(b.box) { return .block(b.id) }
    return nil
  }
}
