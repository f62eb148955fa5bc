import ArcadeCore

/// What the helicopter flew into.
public enum Crash: Sendable, Equatable {
  case ceiling
  case floor
  /// The block with this id.
  case block(Int)
}

extension HeliGame {
  /// The body ids the cave is built from: the helicopter first, then the two walls; blocks follow.
  static let helicopterBody = BodyID(0)
  static let ceilingBody = BodyID(1)
  static let floorBody = BodyID(2)

  /// The cave as a physics world: the helicopter a dynamic sensor under gravity (a crash ends the
  /// flight, so it never needs pushing back: it stays where it hit), the walls fixed boxes.
  static func makeWorld(settings: HeliSettings) -> PhysicsWorld {
    var world = PhysicsWorld(gravity: Vec2(0, settings.gravity))
    let half = Stage.helicopterSize * 0.5
    let ids = [
      world.add(
        BodyDefinition(
          .dynamic, .box(halfWidth: half.x, halfHeight: half.y), at: Stage.helicopterStart + half, sensor: true)),
      world.add(BodyDefinition(.fixed, Stage.rockAbove.body.shape, at: Stage.rockAbove.body.center)),
      world.add(BodyDefinition(.fixed, Stage.rockBelow.body.shape, at: Stage.rockBelow.body.center)),
    ]
    precondition(ids == [helicopterBody, ceilingBody, floorBody])
    return world
  }

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
