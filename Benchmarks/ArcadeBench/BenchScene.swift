import ArcadeCore

/// The benchmark scene, mirrored by `Benchmarks/pymunk_scene.py`: `count` circles of radius 1 filling 10 % of
/// a square box closed by four fixed walls, on a jittered lattice, with seeded random velocities; restitution
/// 1, no gravity, 1/60 s steps. `sensors` makes every circle a sensor (they report overlaps and pass through).
struct BenchScene {
  static let radius = 1.0
  static let fill = 0.1
  static let speed = 30.0  // each velocity component uniform in -speed...speed px/s

  let count: Int
  let sensors: Bool

  var side: Double { (Double(count) * 3.141592653589793 * Self.radius * Self.radius / Self.fill).squareRoot() }

  func makeWorld(seed: UInt64 = 2026) -> PhysicsWorld {
    var world = PhysicsWorld()
    let side = self.side, t = 10.0
    // Walls outside the box, as thick fixed boxes.
    world.add(BodyDefinition(.fixed, .box(halfWidth: side / 2 + t, halfHeight: t / 2), at: Vec2(side / 2, -t / 2)))
    world.add(
      BodyDefinition(.fixed, .box(halfWidth: side / 2 + t, halfHeight: t / 2), at: Vec2(side / 2, side + t / 2)))
    world.add(BodyDefinition(.fixed, .box(halfWidth: t / 2, halfHeight: side / 2 + t), at: Vec2(-t / 2, side / 2)))
    world.add(
      BodyDefinition(.fixed, .box(halfWidth: t / 2, halfHeight: side / 2 + t), at: Vec2(side + t / 2, side / 2)))
    var rng = Xoshiro256StarStar(seed: seed)
    let perRow = Int(Double(count).squareRoot().rounded(.up))
    let spacing = side / Double(perRow)
    for k in 0..<count {
      let jitter = (spacing / 2 - Self.radius) * 0.9
      let x = (Double(k % perRow) + 0.5) * spacing + rng.double(in: -jitter...jitter)
      let y = (Double(k / perRow) + 0.5) * spacing + rng.double(in: -jitter...jitter)
      let v = Vec2(rng.double(in: -Self.speed...Self.speed), rng.double(in: -Self.speed...Self.speed))
      world.add(
        BodyDefinition(
          .dynamic, .circle(radius: Self.radius), at: Vec2(x, y), velocity: v, restitution: 1,
          sensor: sensors))
    }
    return world
  }
}
