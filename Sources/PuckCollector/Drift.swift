import ArcadeCore

/// Pucks that drift (the `drift` parameter, for arcade levels): each loose puck glides at the same speed in a
/// direction of its own, bouncing off the stage's edges; a held puck goes where the pointer takes it, and a
/// dropped one drifts on as before. Only the held puck collects or clashes, so a drifting puck is harmless
/// until it meets the one you hold.
enum Drift {
  /// Gives every puck a velocity of `speed` px per tick in a random direction: a point drawn in a disc of
  /// radius 16 (never its center), scaled to the speed, so every direction comes up alike without trigonometry.
  static func start(_ pucks: inout [Puck], speed: Double, rng: inout Xoshiro256StarStar) {
    for i in pucks.indices {
      var (x, y) = (0, 0)
      while x * x + y * y == 0 || x * x + y * y > 256 {
        (x, y) = (rng.int(in: -16...16), rng.int(in: -16...16))
      }
      let direction = Vec2(Double(x), Double(y))
      pucks[i].velocity = direction * (speed / direction.length)
    }
  }

  /// A tick's move of a loose puck of radius `r`: mirrored back from an edge it crossed, its velocity turned.
  static func move(_ p: inout Puck, radius r: Double) {
    var (position, velocity) = (p.position + p.velocity, p.velocity)
    if position.x < r || position.x > Stage.width - r {
      position.x = position.x < r ? 2 * r - position.x : 2 * (Stage.width - r) - position.x
      velocity.x = -velocity.x
    }
    if position.y < r || position.y > Stage.height - r {
      position.y = position.y < r ? 2 * r - position.y : 2 * (Stage.height - r) - position.y
      velocity.y = -velocity.y
    }
    (p.position, p.velocity) = (position, velocity)
  }
}
