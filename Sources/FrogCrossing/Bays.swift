import ArcadeCore

/// A goal bay at the top of the stage: a square the frog hops into. Filled once, it stays filled
/// until the round ends.
public struct Bay: Sendable, Equatable {
  public let left: Double
  public let top: Double
  public let size: Double
  public internal(set) var filled = false

  public var center: Vec2 { Vec2(left + size / 2, top + size / 2) }
  public var halfExtents: Vec2 { Vec2(size / 2, size / 2) }

  /// The frog column (center x) whose frog overlaps this bay; the bay is drawn there.
  public var frogColumnX: Int {
    Stage.frogColumns.min { abs(Double($0) - center.x) < abs(Double($1) - center.x) } ?? Stage.frogStartX
  }

  /// The bays of a game: the layout's when the count matches it (the seed's three), otherwise
  /// `count` bays centered on evenly spread frog columns so each is reachable by hopping.
  static func make(count: Int, layout: LaneLayout) -> [Bay] {
    let size = Double(layout.baySize), top = Double(layout.bayTop)
    if count == layout.bayLefts.count {
      return layout.bayLefts.map { Bay(left: Double($0), top: top, size: size) }
    }
    let spread = [[160], [67, 253], [67, 160, 253], [67, 129, 191, 253], [36, 98, 160, 222, 284]]
    return spread[min(max(count, 1), spread.count) - 1].map { Bay(left: Double($0) - size / 2, top: top, size: size) }
  }
}
