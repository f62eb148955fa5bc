import ArcadeCore
import Testing

@Suite("Physics contacts and sensors")
struct PhysicsContactTests {
  let dt = 1.0 / 60

  @Test("sensors never change velocities: solid bodies move exactly as if the sensors were not there")
  func sensorsDoNotPush() {
    let solid =
      PhysicsScenes.walls(width: 300, height: 300)
      + PhysicsScenes.circlesInBox(count: 80, width: 300, height: 300, radius: 3...6, speed: 80, seed: 7)
    var rng = Xoshiro256StarStar(seed: 8)
    let kinds: [BodyKind] = [.fixed, .kinematic, .dynamic]
    let sensors = (0..<40).map { k in
      BodyDefinition(
        kinds[k % 3], k % 2 == 0 ? .circle(radius: 15) : .box(halfWidth: 20, halfHeight: 10),
        at: Vec2(rng.double(in: 0...300), rng.double(in: 0...300)),
        velocity: Vec2(rng.double(in: -50...50), rng.double(in: -50...50)), sensor: true)
    }
    let gravity = Vec2(0, 100)
    var with = PhysicsScenes.world(solid + sensors, gravity: gravity)
    var without = PhysicsScenes.world(solid, gravity: gravity)
    var sensorContacts = 0
    for step in 1...300 {
      let before = (0..<sensors.count).map { with.velocity(of: BodyID(Int32(solid.count + $0))) }
      with.step(dt: dt)
      without.step(dt: dt)
      for i in solid.indices {
        let id = BodyID(Int32(i))
        #expect(with.velocity(of: id) == without.velocity(of: id), "body \(i), step \(step)")
        #expect(with.position(of: id) == without.position(of: id), "body \(i), step \(step)")
      }
      for k in sensors.indices {
        // A sensor's velocity changes only by gravity (dynamic) under the speed cap, never by contacts.
        let v = with.velocity(of: BodyID(Int32(solid.count + k)))
        var expected = before[k]
        if kinds[k % 3] == .dynamic {
          expected += gravity * dt
          let limit = (k % 2 == 0 ? 15.0 : 10.0) / dt
          if expected.lengthSquared > limit * limit { expected = expected * (limit / expected.length) }
        }
        #expect(v == expected, "sensor \(k), step \(step)")
      }
      sensorContacts += with.touching.filter { $0.b.index >= Int32(solid.count) }.count
    }
    #expect(sensorContacts > 100, "sensors should overlap things often, or the test proves little")
  }

  @Test("a circle passing through a sensor: one began at the predicted step, one ended later, nothing else")
  func beganEndedOnce() {
    var world = PhysicsWorld()
    let radius = 5.0, startX = 0.0, left = 40.0, right = 60.0
    // 60 px/s at 60 steps/s is exactly 1 px a step, so x_k = startX + k. The circle overlaps the box while
    // left - r < x_k < right + r (strict: touching edges do not count).
    let beganAt = Int(left - radius - startX) + 1, endedAt = Int(right + radius - startX)
    #expect((beganAt, endedAt) == (36, 65))
    let circle = world.add(
      BodyDefinition(.dynamic, .circle(radius: radius), at: Vec2(startX, 0), velocity: Vec2(60, 0)))
    let gate = world.add(
      BodyDefinition(
        .fixed, .box(halfWidth: (right - left) / 2, halfHeight: 10), at: Vec2((left + right) / 2, 0), sensor: true))
    let pair = ContactPair(circle, gate)
    var began: [Int] = [], ended: [Int] = []
    for step in 1...120 {
      world.step(dt: dt)
      if world.began == [pair] { began.append(step) } else { #expect(world.began.isEmpty) }
      if world.ended == [pair] { ended.append(step) } else { #expect(world.ended.isEmpty) }
      #expect(world.touching.contains(pair) == (beganAt..<endedAt).contains(step))
    }
    #expect(began == [beganAt])
    #expect(ended == [endedAt])
    #expect(world.velocity(of: circle) == Vec2(60, 0))
  }

  @Test("removing a body ends its contacts in the next step, once, and it is gone from queries")
  func removalEndsContacts() {
    var world = PhysicsWorld()
    let puck = world.add(BodyDefinition(.kinematic, .circle(radius: 10), at: Vec2(0, 0)))
    let coinA = world.add(BodyDefinition(.fixed, .circle(radius: 4), at: Vec2(8, 0), sensor: true))
    let coinB = world.add(BodyDefinition(.fixed, .circle(radius: 4), at: Vec2(-8, 0), sensor: true))
    world.step(dt: dt)
    #expect(world.began == [ContactPair(puck, coinA), ContactPair(puck, coinB)])
    world.remove(coinA)
    #expect(!world.isAlive(coinA))
    world.step(dt: dt)
    #expect(world.ended == [ContactPair(puck, coinA)])
    #expect(world.began.isEmpty)
    #expect(world.touching == [ContactPair(puck, coinB)])
    world.step(dt: dt)
    #expect(world.ended.isEmpty && world.began.isEmpty)
    #expect(world.bodyIDs == [puck, coinB])
  }
}

@Suite("The box overlap test")
struct BoxOverlapTests {
  @Test("boxes overlap only by more than zero on both axes: edges and corners that touch do not count")
  func strictOverlap() {
    let half = Vec2(5, 5)
    #expect(boxesOverlap(.zero, half, Vec2(9.5, 9.5), half))
    #expect(!boxesOverlap(.zero, half, Vec2(10, 0), half))
    #expect(!boxesOverlap(.zero, half, Vec2(0, -10), half))
    #expect(!boxesOverlap(.zero, half, Vec2(10, 10), half))
    #expect(boxesOverlap(Vec2(3, 4), Vec2(1, 1), Vec2(3, 4), Vec2(0, 0)))
    #expect(!boxesOverlap(.zero, half, Vec2(.nan, 0), half))
  }
}
