import ArcadeCore
import Hundreds
import Testing

/// How far a circle's rim is from a block, px (0 when touching, negative when inside it).
func gap(_ c: HundredsCircle, _ b: HundredsObstacle) -> Double {
  let d = c.position - b.position
  return Vec2(max(abs(d.x) - b.halfSize, 0), max(abs(d.y) - b.halfSize, 0)).length - c.radius
}

@Suite("Blocks (--obstacles, --obstacle-speed)")
struct ObstacleTests {
  /// One circle and one still block: idles until the circle is about to meet the block, then holds it
  /// (with its number key) until the game ends or 60 ticks pass.
  static func pressIntoBlock(seed: UInt64) throws -> HundredsGame {
    var game = try HundredsGame(seed: seed, [("circles", "1"), ("obstacles", "1")])
    while gap(game.circles[0], game.obstacles[0]) > 6, game.tick < 3_000 { game.step(.none) }
    try #require(game.tick < 3_000, "the circle never came near the block")
    for input in HundredsGame.keyHold(1, ticks: 60) where game.status == .playing { game.step(input) }
    return game
  }

  @Test("by default there are no blocks, circles may grow to 159 px, and a speed alone adds none")
  func offByDefault() throws {
    let game = HundredsGame(seed: 9)
    #expect(game.obstacles.isEmpty && game.settings.largestRadius == 159)
    let sped = try HundredsGame(seed: 9, [("obstacles", "0"), ("obstacle-speed", "150")])
    #expect(sped.obstacles.isEmpty && sped.stateHash == game.stateHash)
  }

  @Test("blocks stand one to a row in the middle column, the rows spread evenly; still blocks stay put")
  func stillLayout() throws {
    var game = try HundredsGame(seed: 4, [("obstacles", "3")])
    let start = game.obstacles
    #expect(start.map(\.position) == [Vec2(160, 120), Vec2(160, 240), Vec2(160, 360)])
    #expect(start.allSatisfy { $0.halfSize == 18 && $0.velocity == .zero })
    game.idle(600)
    #expect(game.obstacles == start)
    let two = try HundredsGame(seed: 4, [("obstacles", "2")])
    #expect(two.obstacles.map(\.position) == [Vec2(160, 160), Vec2(160, 320)])
  }

  @Test("sliding blocks leave the middle right, left, right at their speed and turn back 90 px from the side walls")
  func sliding() throws {
    var game = try HundredsGame(seed: 4, [("obstacles", "3"), ("obstacle-speed", "120")])
    #expect(game.obstacles.map(\.velocity) == [Vec2(120, 0), Vec2(-120, 0), Vec2(120, 0)])
    var (least, most) = (Double.infinity, -Double.infinity)
    for _ in 0..<600 {
      game.step(.none)
      for (row, b) in zip([120.0, 240, 360], game.obstacles) {
        #expect(b.position.y == row && abs(b.velocity.x) == 120 && b.velocity.y == 0)
        (least, most) = (min(least, b.position.x - b.halfSize), max(most, b.position.x + b.halfSize))
      }
    }
    // A tick moves a block 2 px, so it turns back within 2 px of its rail.
    #expect(least >= 90 && least < 92, "closest to the left wall: \(least)")
    #expect(most <= 230 && most > 228, "closest to the right wall: \(most)")
  }

  @Test("circles grow no wider than half the narrowest gap the blocks leave: 70 px with one still block, 44 sliding")
  func largestRadius() throws {
    let expected: [([(String, String)], Double)] = [
      ([], 159), ([("obstacles", "1")], 70), ([("obstacles", "1"), ("obstacle-speed", "40")], 44),
      ([("obstacles", "2")], 61), ([("obstacles", "3")], 41), ([("obstacles", "3"), ("obstacle-speed", "40")], 41),
    ]
    for (changes, radius) in expected {
      var game = try HundredsGame(seed: 2, [("radius", "40"), ("step", "20"), ("target", "999")] + changes)
      #expect(game.settings.largestRadius == radius, "\(changes)")
      for _ in 0..<8 { game.play([TickInput(pressed: .slot(1))]) }
      #expect(game.circles[0].radius == min(radius, 200) && game.score == 160, "\(changes)")
    }
  }

  @Test("a circle held into a block loses at the tick it touches it; the red circle grows from it")
  func pressedTouchLoses() throws {
    let game = try Self.pressIntoBlock(seed: 11)
    #expect(game.status == .lost && game.losingCircle == 0)
    #expect(abs(gap(game.circles[0], game.obstacles[0])) <= 1e-9, "touching, not inside")
  }

  @Test("an unpressed circle bounces off a block and the game goes on")
  func unpressedBounces() throws {
    var game = try HundredsGame(seed: 11, [("circles", "1"), ("obstacles", "1")])
    var touches = 0
    for _ in 0..<3_000 {
      let before = game.circles[0].velocity
      game.step(.none)
      guard gap(game.circles[0], game.obstacles[0]) <= 1e-9 else { continue }
      touches += 1
      #expect(game.circles[0].velocity != before, "a touch turns the circle")
    }
    #expect(touches > 0 && game.status == .playing)
  }

  @Test("a circle bounces off a sliding block as off a wall, at the speed it came: a lone circle keeps its speed")
  func slidingBlocksAddNoSpeed() throws {
    for seed: UInt64 in [1, 2] {
      var game = try HundredsGame(seed: seed, [("circles", "1"), ("obstacles", "3"), ("obstacle-speed", "200")])
      let speed = game.circles[0].velocity.length
      var touches = 0
      for _ in 0..<1_800 {
        game.step(.none)
        let c = game.circles[0]
        if game.obstacles.contains(where: { gap(c, $0) <= 1e-9 }) { touches += 1 }
        #expect(abs(c.velocity.length - speed) <= 1e-9, "seed \(seed), tick \(game.tick): \(c.velocity.length) px/s")
      }
      // Blocks at 200 px/s met head-on would have sent it off at over 500 px/s, had they handed on their speed.
      #expect(touches >= 10, "seed \(seed): \(touches) touches")
    }
  }

  @Test("a stage too crowded for random places (9 circles of radius 40, 3 blocks) starts with nothing touching")
  func crowdedStart() throws {
    let game = try HundredsGame(seed: 0, [("circles", "9"), ("radius", "40"), ("obstacles", "3")])
    let circles = game.circles
    for (k, c) in circles.enumerated() {
      #expect(c.position.x >= 40 && c.position.x <= 280 && c.position.y >= 40 && c.position.y <= 440)
      #expect(game.obstacles.allSatisfy { gap(c, $0) > 0 }, "circle \(c.key) on a block")
      for other in circles[(k + 1)...] { #expect((other.position - c.position).length > 80) }
    }
  }

  @Test("a block cannot be pressed: a touch on it presses nothing")
  func notPressable() throws {
    var game = try HundredsGame(seed: 3, [("obstacles", "1")])
    game.step(TickInput(touch: Touch(.began, x: 160, y: 240)))
    #expect(game.circles.allSatisfy { !$0.isPressed } && game.score == 0)
  }

  @Test("over 40 seeds of each layout, no circle comes within 4 px of a block in the first 0.5 s (30 ticks)")
  func fairStart() throws {
    for changes in [[("obstacles", "1")], [("obstacles", "3")], [("obstacles", "3"), ("obstacle-speed", "120")]] {
      for seed in UInt64(0)..<40 {
        var game = try HundredsGame(seed: seed, [("circles", "7")] + changes)
        for _ in 0...30 {
          let nearest = game.circles.flatMap { c in game.obstacles.map { gap(c, $0) } }.min()!
          #expect(nearest > 4, "seed \(seed) \(changes): \(nearest) px at tick \(game.tick)")
          game.step(.none)
        }
      }
    }
  }
}
