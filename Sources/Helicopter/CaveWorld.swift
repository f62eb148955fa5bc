import ArcadeCore

extension HeliGame {
  /// The body ids the cave is built from: the helicopter first, then the two walls; blocks follow.
  static let helicopterBody = BodyID(0)
  static let ceilingBody = BodyID(1)
  static let floorBody = BodyID(2)

  /// The cave as a physics world: the helicopter a dynamic sensor under gravity (a crash ends the
  /// flight, so it never needs pushing back: it stays where it hit), the walls fixed boxes.
  static func makeWorld(rules: HeliRules) -> PhysicsWorld {
    var world = PhysicsWorld(gravity: Vec2(0, rules.gravity))
    let start = Rect(
      x: Stage.helicopterStart.x, y: Stage.helicopterStart.y, width: Stage.helicopterSize.x,
      height: Stage.helicopterSize.y
    ).body
    let ids = [
      world.add(BodyDefinition(.dynamic, start.shape, at: start.centre, sensor: true)),
      world.add(BodyDefinition(.fixed, Stage.rockAbove.body.shape, at: Stage.rockAbove.body.centre)),
      world.add(BodyDefinition(.fixed, Stage.rockBelow.body.shape, at: Stage.rockBelow.body.centre)),
    ]
    precondition(ids == [helicopterBody, ceilingBody, floorBody])
    return world
  }
}
