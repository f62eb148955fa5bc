import ArcadeCore
import Testing

/// After the pair-by-pair response, two dynamic bodies still inside each other are moved apart, each by the whole
/// overlap (`PhysicsWorld.separate`): a body a wall holds back is then parted from another by that one's move alone.
@Suite("Physics separation: the whole overlap, each")
struct PhysicsSeparationTests {
  @Test(
    "three equal circles in a row, 4 and 2 px inside each other: the response leaves the first two 2 px inside, and the separation moves each of them 2 px, then the last two 2 px each"
  )
  func threeInARow() {
    // The response splits each pair's overlap by inverse mass (equal circles: half each), in id order:
    //   (0, 1), 4 px: 0 to 98, 1 to 118. (1, 2), now 4 px: 1 to 116, 2 to 136. Body 0 and 1 are 2 px inside again.
    // Separation, whole overlap each: (0, 1): 0 to 96, 1 to 118; (1, 2), 2 px again: 1 to 116, 2 to 138. Apart.
    var world = PhysicsWorld()
    let ids = [100.0, 116, 134].map { x in world.add(BodyDefinition(.dynamic, .circle(radius: 10), at: Vec2(x, 50))) }
    world.step(dt: 1.0 / 60)
    #expect(ids.map { world.position(of: $0) } == [Vec2(96, 50), Vec2(116, 50), Vec2(138, 50)])
  }

  @Test("a circle held against a wall by another: one pass parts them, the free one moving the whole overlap")
  func againstAWall() {
    // The wall's face is at x 90. The response pushes circle 0 out of the wall first and then splits its 6 px
    // overlap with circle 1 (3 px each), which pushes 0 back 3 px into the wall; the separation pushes 0 out of
    // the wall again and moves 1 the whole 3 px away: 0 at 100, 1 at 120, touching.
    var world = PhysicsWorld()
    world.add(BodyDefinition(.fixed, .box(halfWidth: 10, halfHeight: 100), at: Vec2(80, 50)))
    let held = world.add(BodyDefinition(.dynamic, .circle(radius: 10), at: Vec2(100, 50)))
    let free = world.add(BodyDefinition(.dynamic, .circle(radius: 10), at: Vec2(114, 50)))
    world.step(dt: 1.0 / 60)
    #expect(world.position(of: held) == Vec2(100, 50) && world.position(of: free) == Vec2(120, 50))
  }
}
