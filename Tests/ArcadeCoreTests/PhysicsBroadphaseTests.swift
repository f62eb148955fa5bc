import ArcadeCore
import Testing

@Suite("Physics broadphases agree")
struct PhysicsBroadphaseTests {
  @Test(
    "brute force and grid give identical candidate and touching pairs on random 2,000-body scenes",
    arguments: [
      UInt64(1), 2, 3,
    ])
  func samePairs(seed: UInt64) {
    let bodies = PhysicsScenes.mixed(count: 2000, size: 1200, seed: seed)
    var brute = PhysicsScenes.world(bodies, gravity: Vec2(0, 294), broadphase: .bruteForce)
    var grid = PhysicsScenes.world(bodies, gravity: Vec2(0, 294), broadphase: .grid)
    var candidates = 0
    for step in 1...12 {
      brute.step(dt: 1.0 / 60)
      grid.step(dt: 1.0 / 60)
      #expect(grid.candidates == brute.candidates, "candidates differ at step \(step)")
      #expect(grid.touching == brute.touching, "touching differs at step \(step)")
      candidates += grid.candidates.count
    }
    #expect(candidates > 12 * 300, "a crowded scene should give many candidates")
    #expect(PhysicsScenes.stateHash(grid) == PhysicsScenes.stateHash(brute))
  }

  @Test("brute force and grid give the same world hash after many steps of a 2,000-body scene")
  func sameHashAfterManySteps() {
    let bodies = PhysicsScenes.mixed(count: 2000, size: 1200, seed: 77)
    var brute = PhysicsScenes.world(bodies, gravity: Vec2(0, 294), broadphase: .bruteForce)
    var grid = PhysicsScenes.world(bodies, gravity: Vec2(0, 294), broadphase: .grid)
    for step in 1...90 {
      brute.step(dt: 1.0 / 60)
      grid.step(dt: 1.0 / 60)
      if step % 30 == 0 {
        #expect(PhysicsScenes.stateHash(grid) == PhysicsScenes.stateHash(brute), "hash differs at step \(step)")
        #expect(grid.began == brute.began && grid.ended == brute.ended)
      }
    }
  }

  @Test("the grid survives what would break a naive grid: zero sizes, far-flung or huge bodies, infinity, NaN")
  func degenerateScenes() {
    for bodies in [
      [],
      [BodyDefinition(.dynamic, .circle(radius: 0), at: .zero)],
      [
        BodyDefinition(.dynamic, .circle(radius: 0), at: .zero),
        BodyDefinition(.dynamic, .box(halfWidth: 0, halfHeight: 0), at: .zero),
      ],
      [
        BodyDefinition(.dynamic, .circle(radius: 1), at: Vec2(-1e300, 0)),
        BodyDefinition(.fixed, .box(halfWidth: 5, halfHeight: 5), at: Vec2(1e300, 3)),
        BodyDefinition(.dynamic, .circle(radius: 2), at: Vec2(1e300, 0)),
        BodyDefinition(.kinematic, .box(halfWidth: 1e299, halfHeight: 3), at: Vec2(0, 1e300), sensor: true),
      ],
      [BodyDefinition(.kinematic, .circle(radius: 2), at: Vec2(.infinity, 0), sensor: true)],
      [BodyDefinition(.dynamic, .circle(radius: 2), at: Vec2(.nan, 0))],
    ] as [[BodyDefinition]] {
      // Enough ordinary bodies that the grid is used (it hands small scenes to the sweep).
      let filler = (0..<140).map { k in
        BodyDefinition(.dynamic, .circle(radius: 1), at: Vec2(Double(k) * 1.5, 10), velocity: Vec2(0, -30))
      }
      let bodies = bodies + filler
      var brute = PhysicsScenes.world(bodies, broadphase: .bruteForce)
      var grid = PhysicsScenes.world(bodies, broadphase: .grid)
      for _ in 1...3 {
        brute.step(dt: 1.0 / 60)
        grid.step(dt: 1.0 / 60)
        #expect(grid.candidates == brute.candidates)
        #expect(PhysicsScenes.stateHash(grid) == PhysicsScenes.stateHash(brute))
      }
    }
  }
}
