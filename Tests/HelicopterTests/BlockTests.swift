import ArcadeCore
import Helicopter
import Testing

@Suite("Blocks: schedule, speed-ups, heights, removal")
struct BlockTests {
  @Test("a block appears every 78 ticks (1.3 s) at the right edge: ticks 78, 156, 234, …")
  func spawnSchedule() throws {
    var game = try Fixture.safeSkies()
    var spawnTicks: [Int] = []
    var seen = -1
    while game.tick < 800 {
      game.step(.none)
      if let newest = game.blocks.last, newest.id > seen {
        seen = newest.id
        spawnTicks.append(game.tick)
        #expect(newest.x == 480)
      }
    }
    #expect(game.status == .playing)
    #expect(spawnTicks == Array(stride(from: 78, through: 800, by: 78)))
  }

  @Test("blocks move left at 150 px/s (2.5 px a tick), +60 px/s after every 300 ticks, five times")
  func speedSchedule() throws {
    var game = try Fixture.safeSkies()
    var speedByTick: [Int: Double] = [:]
    while game.tick < 2100 {
      game.step(.none)
      speedByTick[game.tick] = game.field.speed
    }
    #expect(game.status == .playing)
    for k in 0...5 {
      let from = max(1, 300 * k), to = k == 5 ? 2100 : 300 * (k + 1) - 1
      for t in from...to { #expect(speedByTick[t] == 150 + 60 * Double(k), "tick \(t)") }
    }
    #expect(game.field.speedUps == 5)
    #expect(game.field.lastSpeedUpTick == 1500)
  }

  @Test("a block moves by the speed of each tick: spawned at 78, it is at 480 − 2.5·(t − 78) until 300")
  func blockMotion() throws {
    var game = try Fixture.safeSkies()
    while game.tick < 250 { game.step(.none) }
    let first = try #require(game.blocks.first { $0.id == 0 })
    #expect(first.x == 480 - 2.5 * Double(250 - 78))
    while game.tick < 310 { game.step(.none) }
    let third = try #require(game.blocks.first { $0.id == 2 })  // spawned at 234
    #expect(third.x == 480 - 2.5 * Double(300 - 234) - 3.5 * 10)
  }

  @Test("blocks that leave the stage are removed: never more than 3 on stage in a 10-minute flight")
  func offStageBlocksAreRemoved() throws {
    var game = try Fixture.safeSkies()
    var most = 0
    while game.tick < 36_000 {
      game.step(.none)
      most = max(most, game.blocks.count)
      if let oldest = game.blocks.first { #expect(oldest.x + 30 > 0) }
    }
    #expect(game.status == .playing)
    // At 150 px/s a block needs 204 ticks to cross 510 px: at most 3 exist at once (78-tick spacing).
    #expect(most == 3)
    #expect(game.blocks.count <= 2)  // at 450 px/s a block lives 68 ticks
    #expect(game.blocks.last!.id == 36_000 / 78 - 1)
  }

  @Test("heights are drawn from {90, 140, 180}, all of them, the same for the same seed")
  func heightsFromTheSeed() throws {
    // Blocks that stand still at the right edge, one every 6 ticks, never reach the helicopter.
    func heights(seed: UInt64) throws -> [Double] {
      let flags = [("gravity", "0"), ("block-speed", "0"), ("speed-steps", "0"), ("block-interval", "0.1")]
      var game = try Fixture.game(flags.map { (name: $0.0, value: $0.1) }, seed: seed)
      while game.tick < 240 { game.step(.none) }
      #expect(game.status == .playing)
      return game.blocks.map(\.y)
    }
    let a = try heights(seed: 11)
    #expect(a.count == 40)
    #expect(Set(a) == [90, 140, 180])
    // Roughly uniform: each height at least 7 times in 40 draws.
    for h in [90.0, 140, 180] { #expect(a.filter { $0 == h }.count >= 7) }
    #expect(try heights(seed: 11) == a)
    #expect(try heights(seed: 12) != a)
  }
}
