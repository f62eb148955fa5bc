import ArcadeCore
import Testing

@Suite("Physics energy")
struct PhysicsEnergyTests {
  @Test("200 circles in a closed box keep their kinetic energy within 0.1 % over 10 s")
  func energyKept() {
    let bodies =
      PhysicsScenes.walls(width: 400, height: 300)
      + PhysicsScenes.circlesInBox(count: 200, width: 400, height: 300, radius: 4...6, speed: 40, seed: 2024)
    var world = PhysicsScenes.world(bodies)
    let start = world.kineticEnergy
    var collisions = 0
    for _ in 1...600 {
      world.step(dt: 1.0 / 60)
      collisions += world.began.count
      let drift = abs(world.kineticEnergy - start) / start
      #expect(drift <= 0.001, "energy drifted by \(drift * 100) %")
      if drift > 0.001 { return }
    }
    #expect(collisions > 500, "the circles should collide often, or the test proves little")
  }
}
