import ArcadeCore
import Hundreds
import Testing

@Suite("Bouncing")
struct PhysicsRuleTests {
  @Test("kinetic energy stays within 0.1 % over ten minutes while nothing is pressed")
  func energyIsKept() {
    var game = HundredsGame(seed: 7)
    let start = game.kineticEnergy
    #expect(start == 5 * 0.5 * (3.141592653589793 * 21 * 21) * 20_000)
    var worst = 0.0
    var bounced = false
    for _ in 0..<36_000 {
      game.step(.none)
      worst = max(worst, abs(game.kineticEnergy - start) / start)
      if game.circles.contains(where: { $0.velocity != Vec2(100, 100) }) { bounced = true }
    }
    #expect(bounced)
    #expect(worst < 0.001)
    #expect(game.status == .playing && game.score == 0)
  }

  @Test("circles never leave the stage (walls on all four edges) over ten minutes")
  func wallsHold() {
    var game = HundredsGame(seed: 11)
    var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
    for _ in 0..<36_000 {
      game.step(.none)
      for c in game.circles {
        minX = min(minX, c.position.x - c.radius); maxX = max(maxX, c.position.x + c.radius)
        minY = min(minY, c.position.y - c.radius); maxY = max(maxY, c.position.y + c.radius)
      }
    }
    // Every wall is reached (touched exactly), and none is passed, even by a circle another pushed into it.
    #expect(minX < 1e-9 && maxX > 320 - 1e-9 && minY < 1e-9 && maxY > 480 - 1e-9, "\(minX) \(maxX) \(minY) \(maxY)")
    #expect(minX > -1e-9 && maxX < 320 + 1e-9 && minY > -1e-9 && maxY < 480 + 1e-9, "\(minX) \(maxX) \(minY) \(maxY)")
  }

  @Test("a circle grown by a press while it touches a wall is pushed back inside and keeps its speed")
  func grownAgainstWallIsNotStuck() throws {
    var game = try HundredsGame(seed: 3, [("circles", "1")])
    // Wait until the circle is about to reach a wall: less than the growth step away from one.
    func gap(_ c: HundredsCircle) -> Double {
      min(
        c.position.x - c.radius, 320 - c.position.x - c.radius, c.position.y - c.radius, 480 - c.position.y - c.radius)
    }
    while gap(game.circles[0]) >= 1.5 { game.step(.none) }
    let speed = game.circles[0].velocity.length
    game.play(HundredsGame.keyHold(1, ticks: 1))
    #expect(game.circles[0].radius == 23 && game.score == 2)
    for _ in 0..<600 {
      game.step(.none)
      let c = game.circles[0]
      #expect(gap(c) >= -1e-9, "inside after every step")
      #expect(abs(c.velocity.length - speed) < 1e-9)
    }
    #expect(gap(game.circles[0]) > 10, "it moved away from the walls")
  }

  @Test("a circle held until it is as wide as the stage is never wedged between walls")
  func growingToStageWidthKeepsMoving() throws {
    var game = try HundredsGame(
      seed: 5, [("circles", "1"), ("growth", "hold"), ("hold-rate", "60"), ("target", "999")])
    game.play(HundredsGame.keyHold(1, ticks: 15 * 60))
    let c = game.circles[0]
    #expect(c.radius == 159, "capped at half the stage width less a pixel")
    #expect(game.status == .playing)
    #expect(c.position.x - c.radius >= -1e-9 && c.position.x + c.radius <= 320 + 1e-9)
    let before = c.position
    game.idle(60)
    #expect(game.circles[0].position != before)
    #expect(abs(game.circles[0].velocity.length - Vec2(100, 100).length) < 1e-9)
  }
}
