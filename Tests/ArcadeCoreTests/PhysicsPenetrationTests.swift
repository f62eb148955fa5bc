import ArcadeCore
import Testing

@Suite("Physics: no dynamic body ends a step inside another solid body")
struct PhysicsPenetrationTests {
  /// A 300x200 room: thick fixed walls first (ids 0-3, so their pairs are resolved before the dynamic
  /// bodies push each other), a kinematic paddle in the middle (id 4) with room around it for every
  /// body, then `count` dynamic circles and boxes, fast, of many sizes.
  static func room(count: Int, seed: UInt64) -> [BodyDefinition] {
    var rng = Xoshiro256StarStar(seed: seed)
    let paddle = BodyDefinition(
      .kinematic, .box(halfWidth: 30, halfHeight: 5), at: Vec2(150, 100), velocity: Vec2(60, 0))
    let bodies = (0..<count).map { _ in
      let size = rng.double(in: 2...9)
      let shape: Shape =
        rng.int(in: 0...2) == 0
        ? .box(halfWidth: size, halfHeight: rng.double(in: 2...9)) : .circle(radius: size)
      let p = Vec2(rng.double(in: 10...290), rng.double(in: 10...190))
      let v = Vec2(rng.double(in: -300...300), rng.double(in: -300...300))
      return BodyDefinition(.dynamic, shape, at: p, velocity: v)
    }
    return PhysicsScenes.walls(width: 300, height: 200, thickness: 100) + [paddle] + bodies
  }

  /// How deep a shape at `p` reaches into the box `half` at `b`, px (0 or less when apart).
  static func depth(of shape: Shape, at p: Vec2, into b: Vec2, half: Vec2) -> Double {
    let local = p - b
    switch shape {
    case .box(let hw, let hh):
      return min(hw + half.x - abs(local.x), hh + half.y - abs(local.y))
    case .circle(let r):
      let closest = Vec2(min(max(local.x, -half.x), half.x), min(max(local.y, -half.y), half.y))
      if closest == local { return r + min(half.x - abs(local.x), half.y - abs(local.y)) }
      return r - (closest - local).length
    }
  }

  /// How deep two shapes overlap, px (0 or less when they are apart).
  static func depth(_ a: Shape, at pa: Vec2, _ b: Shape, at pb: Vec2) -> Double {
    switch (a, b) {
    case (.circle(let ra), .circle(let rb)): ra + rb - (pb - pa).length
    case (_, .box): depth(of: a, at: pa, into: pb, half: b.halfExtents)
    case (.box, .circle): depth(of: b, at: pb, into: pa, half: a.halfExtents)
    }
  }

  /// The deepest any dynamic body reaches into a fixed or kinematic box, and into another dynamic body.
  static func deepest(in world: PhysicsWorld) -> (immovable: Double, dynamic: Double) {
    var worst = (immovable: -Double.infinity, dynamic: -Double.infinity)
    let (kinds, shapes, positions) = (world.kinds, world.shapes, world.positions)
    for i in kinds.indices where kinds[i] == .dynamic {
      for j in kinds.indices where j != i && (kinds[j] != .dynamic || j > i) {
        let d = depth(shapes[i], at: positions[i], shapes[j], at: positions[j])
        if kinds[j] == .dynamic {
          worst.dynamic = max(worst.dynamic, d)
        } else {
          worst.immovable = max(worst.immovable, d)
        }
      }
    }
    return worst
  }

  @Test(
    "in 20 crowded rooms, with and without gravity, no dynamic body overlaps a wall, the paddle or another body after any step",
    arguments: [Vec2.zero, Vec2(0, 600)])
  func nothingEndsAStepInside(gravity: Vec2) {
    var pushedAgainst = 0, touchingOthers = 0
    for seed in UInt64(1)...10 {
      var world = PhysicsScenes.world(Self.room(count: 24, seed: seed), gravity: gravity)
      var worst = (immovable: (depth: -Double.infinity, step: 0), dynamic: (depth: -Double.infinity, step: 0))
      for step in 1...200 {
        // The paddle slides 60 px to and fro.
        if step % 60 == 0 { world.setVelocity(world.velocity(of: BodyID(4)) * -1, of: BodyID(4)) }
        world.step(dt: 1.0 / 60)
        let d = Self.deepest(in: world)
        if d.immovable > worst.immovable.depth { worst.immovable = (d.immovable, step) }
        if d.dynamic > worst.dynamic.depth { worst.dynamic = (d.dynamic, step) }
        if d.immovable > -1e-9 { pushedAgainst += 1 }
        if d.dynamic > -1e-9 { touchingOthers += 1 }
      }
      let (walls, others) = worst
      #expect(
        walls.depth <= 1e-9, "seed \(seed): \(walls.depth) px inside a wall or the paddle after step \(walls.step)")
      #expect(others.depth <= 1e-9, "seed \(seed): \(others.depth) px inside another body after step \(others.step)")
    }
    // A body is against a wall or the paddle, and one against another, in a good part of the steps: the bounds
    // were put to the test.
    #expect(pushedAgainst > 10 * 200 / 4, "\(pushedAgainst) steps with a body against a wall or the paddle")
    #expect(touchingOthers > 10 * 200 / 4, "\(touchingOthers) steps with a body against another")
  }
}
