import ArcadeCore
import ArcadeTestSupport
import Testing

@Suite("Physics determinism")
struct PhysicsDeterminismTests {
  func run(seed: UInt64) -> UInt64 {
    var world = PhysicsScenes.world(PhysicsScenes.mixed(count: 150, size: 400, seed: seed), gravity: Vec2(0, 294))
    for _ in 1...300 { world.step(dt: 1.0 / 60) }
    return PhysicsScenes.stateHash(world)
  }

  @Test("the same scene run twice gives the same state hash, and another seed a different one")
  func sameSceneSameHash() {
    let first = run(seed: 42)
    #expect(run(seed: 42) == first)
    #expect(run(seed: 43) != first)
  }

  @Test("a copied world continues exactly like the original (value semantics, no shared buffers)")
  func copiesAreIndependent() {
    var world = PhysicsScenes.world(PhysicsScenes.mixed(count: 100, size: 300, seed: 3), gravity: Vec2(0, 294))
    for _ in 1...50 { world.step(dt: 1.0 / 60) }
    var copy = world
    for _ in 1...50 { world.step(dt: 1.0 / 60) }
    let hashAfterOriginal = PhysicsScenes.stateHash(world)
    #expect(PhysicsScenes.stateHash(copy) != hashAfterOriginal)
    for _ in 1...50 { copy.step(dt: 1.0 / 60) }
    #expect(PhysicsScenes.stateHash(copy) == hashAfterOriginal)
    #expect(firstDifference(copy, world) == nil)
  }
}
