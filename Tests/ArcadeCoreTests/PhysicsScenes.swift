import ArcadeCore
import Testing

/// Scenes shared by the physics tests, built only from seeded randomness.
enum PhysicsScenes {
  /// Four fixed walls, `thickness` thick, enclosing the box (0, 0)–(width, height) from outside.
  static func walls(width: Double, height: Double, thickness: Double = 20) -> [BodyDefinition] {
    let t = thickness
    return [
      BodyDefinition(.fixed, .box(halfWidth: width / 2 + t, halfHeight: t / 2), at: Vec2(width / 2, -t / 2)),
      BodyDefinition(.fixed, .box(halfWidth: width / 2 + t, halfHeight: t / 2), at: Vec2(width / 2, height + t / 2)),
      BodyDefinition(.fixed, .box(halfWidth: t / 2, halfHeight: height / 2 + t), at: Vec2(-t / 2, height / 2)),
      BodyDefinition(.fixed, .box(halfWidth: t / 2, halfHeight: height / 2 + t), at: Vec2(width + t / 2, height / 2)),
    ]
  }

  /// `count` dynamic circles on a jittered lattice inside the box, random velocities.
  static func circlesInBox(
    count: Int, width: Double, height: Double, radius: ClosedRange<Double>, speed: Double, seed: UInt64
  ) -> [BodyDefinition] {
    var rng = Xoshiro256StarStar(seed: seed)
    let columns = Int((Double(count) * width / height).squareRoot().rounded(.up))
    let rows = (count + columns - 1) / columns
    let dx = width / Double(columns), dy = height / Double(rows)
    return (0..<count).map { k in
      let r = rng.double(in: radius)
      let jitterX = rng.double(in: -0.5...0.5) * (dx / 2 - r), jitterY = rng.double(in: -0.5...0.5) * (dy / 2 - r)
      let p = Vec2((Double(k % columns) + 0.5) * dx + jitterX, (Double(k / columns) + 0.5) * dy + jitterY)
      let v = Vec2(rng.double(in: -speed...speed), rng.double(in: -speed...speed))
      return BodyDefinition(.dynamic, .circle(radius: r), at: p, velocity: v)
    }
  }

  /// A messy scene: circles and boxes of many sizes, every kind, some sensors,
  /// scattered (and overlapping) over `size`×`size`, with a few long walls.
  static func mixed(count: Int, size: Double, seed: UInt64) -> [BodyDefinition] {
    var rng = Xoshiro256StarStar(seed: seed)
    var bodies = walls(width: size, height: size)
    while bodies.count < count {
      let kind: BodyKind = [.dynamic, .dynamic, .dynamic, .kinematic, .fixed][rng.int(in: 0...4)]
      let big = rng.int(in: 0...19) == 0
      let scale = big ? 40.0 : 6.0
      let shape: Shape =
        rng.int(in: 0...2) == 0
        ? .box(halfWidth: rng.double(in: 0.5...scale), halfHeight: rng.double(in: 0.5...scale))
        : .circle(radius: rng.double(in: 0.5...scale))
      let p = Vec2(rng.double(in: 0...size), rng.double(in: 0...size))
      let v = Vec2(rng.double(in: -200...200), rng.double(in: -200...200))
      bodies.append(BodyDefinition(kind, shape, at: p, velocity: v, sensor: rng.int(in: 0...5) == 0))
    }
    return bodies
  }

  static func world(_ bodies: [BodyDefinition], gravity: Vec2 = .zero) -> PhysicsWorld {
    var world = PhysicsWorld(gravity: gravity)
    for b in bodies { world.add(b) }
    return world
  }

  static func stateHash(_ world: PhysicsWorld) -> UInt64 {
    var h = StateHasher()
    world.hash(into: &h)
    return h.value
  }
}
