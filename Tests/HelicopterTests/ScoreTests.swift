import ArcadeCore
import Helicopter
import Testing

@Suite("Score, crash and explosion")
struct ScoreTests {
  @Test("the score is the ticks survived / 2 (30 a second), on every tick of a flight")
  func scoreIsHalfTheTicks() throws {
    var game = try Fixture.safeSkies()
    for _ in 0..<1000 {
      game.step(.none)
      #expect(game.survivedTicks == game.tick)
      #expect(game.score == game.tick / 2)
    }
    #expect(game.score == 500)
  }

  @Test("a crash ends the game at its tick: the crash tick is not survived and the score freezes")
  func crashFreezesTheScore() {
    var game = HeliGame(seed: 3)
    Fixture.runUntilOver(&game)
    #expect(game.crashTick == 44)
    #expect(game.survivedTicks == 43)
    #expect(game.score == 21)
    let frozen = game.flight
    for _ in 0..<100 { game.step(Fixture.hold) }
    #expect(game.score == 21)
    #expect(game.flight == frozen)
    #expect(game.status == .lost)
    #expect(game.tick == 144)
  }

  @Test("the explosion cue sounds on the crash tick only, and the game settles 36 ticks later")
  func explosionThenSettled() {
    var game = HeliGame(seed: 3)
    var cueTicks: [Int] = []
    var settledAt: Int?
    while game.tick < 200 {
      if game.step(.none).contains(.explosion) { cueTicks.append(game.tick) }
      if game.isSettled && settledAt == nil { settledAt = game.tick }
      if game.tick < 44 + HeliGame.explosionTicks { #expect(!game.isSettled) }
    }
    #expect(cueTicks == [44])
    #expect(settledAt == 44 + 36)
  }

  @Test("flying into a block ends the game with that block named")
  func crashIntoABlock() throws {
    // Blocks only at 140–200 px, the helicopter held level at 152–182 px by zero gravity.
    var game = try Fixture.game([("gravity", "0"), ("block-heights", "140")])
    Fixture.runUntilOver(&game)
    // Block 0 spawns at tick 78 with its left edge at 480 and moves 2.5 px a tick; the helicopter's
    // right edge is at 65, so they overlap once 480 − 2.5·(t − 78) < 65, i.e. at t = 78 + 167.
    #expect(game.crash == .block(0))
    #expect(game.crashTick == 78 + 167)
  }
}
