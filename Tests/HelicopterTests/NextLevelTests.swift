import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import Helicopter

/// `HeliGame.nextLevel`: a level is a stretch of cave, and the next starts where it ended, under its own rules.
@Suite("Helicopter arcade levels: the next stretch of cave")
struct NextLevelTests {
  /// Safe skies won at tick 260 after 650 px: block 0 is beside the helicopter (x 25), block 1 at x 220, block 2
  /// at x 415.
  static func wonStretch() throws -> HeliGame {
    var game = try Fixture.safeSkies([("distance", "650")])
    while game.status == .playing { game.step(.none) }
    #expect(game.tick == 260 && game.blocks.map(\.x) == [25, 220, 415])
    return game
  }

  static func values(_ flags: [(name: String, value: String)]) throws -> ParameterValues {
    try HeliGame.info.parameters.values(from: [("gravity", "0"), ("block-heights", "200")] + flags)
  }

  @Test(
    "the next level keeps the helicopter's place and the blocks more than 1 s of its block speed ahead",
    arguments: [(150, [1, 2]), (300, [2])])
  func carriesTheCaveOn(speed: Int, kept: [Int]) throws {
    let won = try Self.wonStretch()
    let next = HeliGame.nextLevel(
      after: won, parameters: try Self.values([("block-speed", "\(speed)"), ("distance", "650")]), seed: 9)
    #expect(next.blocks == won.blocks.filter { kept.contains($0.id) })
    #expect(next.flight == Flight(position: Stage.helicopterStart, velocity: .zero, lift: 60))
    #expect(next.tick == 0 && next.score == 0 && next.status == .playing && next.flown == 0)
    #expect(next.stretchStart == won.field.travelled && next.field.travelled == won.field.travelled)
    #expect(next.field.speed == Double(speed) && next.field.speedUps == 0 && next.field.lastSpeedUpTick == nil)
    #expect(next.field.live.allSatisfy { next.world.velocity(of: $0.body) == Vec2(-Double(speed), 0) })
  }

  @Test("the next level starts from rest: no climb, lift or touch carried over the card, and its own gravity")
  func startsFromRest() throws {
    var game = try Fixture.game([("distance", "50")])
    game.step(TickInput(touch: Touch(.began, x: 240, y: 160)))
    while game.status == .playing { game.step(.none) }
    #expect(game.tick == 20 && game.touchDown && game.holding && game.flight.velocity.y < -60 && game.lift > 60)
    let gravity = try HeliGame.info.parameters.values(from: [("gravity", "120")])
    var next = HeliGame.nextLevel(after: game, parameters: gravity, seed: 2)
    #expect(next.flight.position == game.flight.position && next.flight.velocity == .zero)
    #expect(next.lift == 60 && !next.touchDown && !next.holding)
    next.step(.none)
    #expect(next.flight.velocity == Vec2(0, 120 * Ticks.dt))
  }

  static let twoLevels = try! LevelFile(
    text: """
      arcade-levels 1
      Safe   | gravity 0, block-heights 200, distance 650
      Faster | gravity 0, block-heights 200, distance 650, block-speed 300
      """, parameters: HeliGame.info.parameters)

  @Test("through a run: the stage stays still under the card, then the flight goes on from there, and wins again")
  func throughTheCard() throws {
    var run = try #require(ArcadeRun<HeliGame>(levels: Self.twoLevels, start: 1, seed: 5))
    while run.game.status == .playing { run.step(.none) }
    let won = run.game
    #expect(run.tick == 260 && run.cardTicksLeft == ArcadeRun<HeliGame>.cardTicks && run.score == 130)
    expectSnapshot(DrawingTests.render(run).render(), named: "level-card-80x23")
    for _ in 1..<run.cardTicksLeft { run.step(Fixture.hold) }
    #expect(run.level == 1 && run.game == won)
    run.step(.none)
    #expect(run.level == 2 && run.game.tick == 0 && run.game.blocks.map(\.id) == [2])
    #expect(run.game.flight.position == won.flight.position && run.game.blocks[0].x == 415)
    run.step(.none)
    #expect(run.game.blocks[0].x == 410 && run.game.flight.position == won.flight.position)
    while run.game.status == .playing { run.step(.none) }
    #expect(run.status == .won && run.game.tick == 130 && run.score == 130 + 65 && run.levelsPlayed == 1...2)
  }

  @Test("a block of a next level with another block length takes that length in the world, on a reused body too")
  func reusedBodyTakesTheNewLength() throws {
    var game = try Fixture.safeSkies([("distance", "5000")])
    while game.blocks.first?.id == 0 || game.blocks.isEmpty { game.step(.none) }
    #expect(game.tick == 282, "block 0 has left the stage: its body is parked, for the next block to reuse")
    var next = HeliGame.nextLevel(after: game, parameters: try Self.values([("block-length", "100")]), seed: 3)
    let bodies = next.world.kinds.count
    let carried = Set(next.blocks.map(\.id))
    while next.blocks.allSatisfy({ carried.contains($0.id) }) { next.step(.none) }
    #expect(next.world.kinds.count == bodies, "the new block took a parked body")
    for block in next.field.live {
      let height = next.world.shapes[Int(block.body.index)].halfExtents.y * 2
      #expect(height == block.length, "block \(block.id): its body is \(height) px long, its length \(block.length)")
      #expect(block.length == (carried.contains(block.id) ? 60 : 100))
    }
  }

  @Test("a next level's stretch goes on without the instructions, which a first level shows at its start")
  func noInstructionsLater() throws {
    let instructions = HeliArt.instructions[0]
    #expect(DrawingTests.render(try Fixture.safeSkies()).render().contains(instructions))
    let next = HeliGame.nextLevel(after: try Self.wonStretch(), parameters: try Self.values([]), seed: 1)
    #expect(!DrawingTests.render(next).render().contains(instructions))
  }
}
