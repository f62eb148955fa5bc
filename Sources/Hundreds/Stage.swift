import ArcadeCore

/// The 320x480 portrait stage of the tutorial and its four walls.
enum Stage {
  static let width = 320.0
  static let height = 480.0
  /// Walls are thick boxes just outside the stage, so a fast or growing circle can never tunnel through.
  static let wallThickness = 40.0
  /// A circle never grows wider than the stage, or it would be wedged between two walls.
  static let maxRadius = width / 2 - 1

  /// Adds the four fixed walls (left, right, top, bottom), overlapping at the corners.
  static func addWalls(to world: inout PhysicsWorld) {
    let t = wallThickness
    let boxes: [(Vec2, Double, Double)] = [
      (Vec2(-t, height / 2), t, height / 2 + 2 * t),
      (Vec2(width + t, height / 2), t, height / 2 + 2 * t),
      (Vec2(width / 2, -t), width / 2 + 2 * t, t),
      (Vec2(width / 2, height + t), width / 2 + 2 * t, t),
    ]
    for (center, hw, hh) in boxes {
      world.add(BodyDefinition(.fixed, .box(halfWidth: hw, halfHeight: hh), at: center))
    }
  }
}
