import ArcadeCore

/// What the helicopter flew into.
public enum Crash: Sendable, Equatable {
  case ceiling
  case floor
  /// The block with this id.
  case block(Int)
}

extension HeliGame {
  /// What the helicopter began to touch in the last step, if anything: a wall before a block, the
  /// oldest block first.
  static func crash(began: [ContactPair], field: BlockField) -> Crash? {
    var hit: Crash?
    for pair in began where pair.involves(helicopterBody) {
      let other = pair.other(than: helicopterBody)
      if other == ceilingBody { return .ceiling }
      if other == floorBody { return .floor }
      if let block = field.live.first(where: { $0.body == other }) {
        if case .block(let id)? = hit, id < block.id { continue }
        hit = .block(block.id)
      }
    }
    return hit
  }
}
