import ArcadeCore
import Testing

/// The optimised world must give exactly the results of the lead's original implementation, which games
/// record their golden tapes against: same positions and velocities bit for bit, same contact lists.
@Suite("Physics matches the original implementation bit for bit")
struct PhysicsReferenceTests {
  /// Runs both worlds side by side, poking both the same way at `pokeStep`, and checks every step.
  func expectSameRun(
    _ bodies: [BodyDefinition], gravity: Vec2, steps: Int, broadphase: Broadphase,
    referenceBroadphase: Broadphase = .bruteForce, pokeStep: Int? = nil, seed: UInt64 = 1
  ) {
    var world = PhysicsScenes.world(bodies, gravity: gravity, broadphase: broadphase)
    var reference = ReferenceWorld(gravity: gravity, broadphase: referenceBroadphase)
    for b in bodies { reference.add(b) }
    var rng = Xoshiro256StarStar(seed: seed)
    var contacts = 0
    for step in 1...steps {
      if step == pokeStep {
        for _ in 0..<(bodies.count / 10) {
          let id = BodyID(Int32(rng.int(in: 0...(bodies.count - 1))))
          switch rng.int(in: 0...3) {
          case 0:
            world.remove(id)
            reference.remove(id)
          case 1:
            let s: Shape = .box(halfWidth: rng.double(in: 1...9), halfHeight: rng.double(in: 1...9))
            world.setShape(s, of: id)
            reference.setShape(s, of: id)
          case 2:
            let v = Vec2(rng.double(in: -90...90), rng.double(in: -90...90))
            world.setVelocity(v, of: id)
            reference.setVelocity(v, of: id)
          default:
            let p = world.position(of: id) + Vec2(rng.double(in: -9...9), rng.double(in: -9...9))
            world.setPosition(p, of: id)
            reference.setPosition(p, of: id)
          }
        }
        let extra = BodyDefinition(.dynamic, .circle(radius: 5), at: Vec2(50, 50), velocity: Vec2(30, -20))
        #expect(world.add(extra) == reference.add(extra))
      }
      world.step(dt: 1.0 / 60)
      reference.step(dt: 1.0 / 60)
      var h = StateHasher(), r = StateHasher()
      world.hash(into: &h)
      reference.hash(into: &r)
      #expect(h.value == r.value, "state differs after step \(step)")
      #expect(world.touching == reference.touching, "touching differs after step \(step)")
      #expect(world.began == reference.began, "began differs after step \(step)")
      #expect(world.ended == reference.ended, "ended differs after step \(step)")
      #expect(world.kineticEnergy.bitPattern == reference.kineticEnergy.bitPattern)
      guard h.value == r.value else { return }
      contacts += world.touching.count
    }
    #expect(contacts > steps, "the scene should keep bodies in contact, or it proves little")
  }

  @Test("a mixed scene under gravity (every kind, circles and boxes, sensors, pokes) matches, grid broadphase")
  func mixedSceneGrid() {
    expectSameRun(
      PhysicsScenes.mixed(count: 300, size: 500, seed: 11), gravity: Vec2(0, 294), steps: 150, broadphase: .grid,
      pokeStep: 90)
  }

  @Test("the same mixed scene matches with the brute-force broadphase, against the original grid")
  func mixedSceneBruteForce() {
    expectSameRun(
      PhysicsScenes.mixed(count: 300, size: 500, seed: 12), gravity: Vec2(0, 294), steps: 120,
      broadphase: .bruteForce, referenceBroadphase: .grid, pokeStep: 40)
  }

  @Test("200 bouncing circles in a closed box (the hundreds case) match")
  func circlesInBox() {
    let bodies =
      PhysicsScenes.walls(width: 400, height: 300)
      + PhysicsScenes.circlesInBox(count: 200, width: 400, height: 300, radius: 3...8, speed: 60, seed: 5)
    expectSameRun(bodies, gravity: .zero, steps: 200, broadphase: .grid)
  }

  @Test("a crowded scene with fast bodies hitting the speed cap matches")
  func speedCap() {
    var bodies = PhysicsScenes.walls(width: 200, height: 200)
    bodies += PhysicsScenes.circlesInBox(count: 150, width: 200, height: 200, radius: 2...5, speed: 900, seed: 9)
    expectSameRun(bodies, gravity: Vec2(0, 500), steps: 120, broadphase: .grid, pokeStep: 60)
  }
}
