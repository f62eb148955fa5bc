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
    for degenerate in PhysicsScenes.degenerate {
      // Enough ordinary bodies that the grid is used (it hands small scenes to the sweep).
      let bodies = degenerate + PhysicsScenes.filler(140)
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
