import ArcadeCore
import Hundreds
import Testing

@Suite("Walls hold after every step")
struct WallContactPropertyTests {
  /// How far a circle reaches past the nearest wall, px (0 or less when it is inside the stage).
  static func depthIntoWalls(_ c: HundredsCircle) -> Double {
    max(c.radius - c.position.x, c.position.x + c.radius - 320, c.radius - c.position.y, c.position.y + c.radius - 480)
  }

  /// Random play for `ticks` ticks, a new game (the next seed) whenever one ends: taps on random circles
  /// (they grow with no risk, so the stage gets crowded) and now and then a hold of up to 40 ticks, which
  /// may lose. Returns the deepest wall penetration after any step, where it happened, and the games played.
  static func randomPlay(seed: UInt64, growth: String, ticks: Int) throws -> (
    depth: Double, game: UInt64, tick: Int, games: Int
  ) {
    var rng = Xoshiro256StarStar(seed: seed)
    var worst = (depth: -Double.infinity, game: seed, tick: 0)
    var games = 0
    var played = 0
    while played < ticks {
      let gameSeed = seed * 1_000 + UInt64(games)
      var game = try HundredsGame(seed: gameSeed, [("growth", growth), ("target", "999")])
      games += 1
      var held: (slot: Buttons, ticksLeft: Int)?
      while game.status == .playing, played < ticks {
        var input = TickInput.none
        if let h = held {
          input = TickInput(held: h.slot)
          held = h.ticksLeft > 1 ? (h.slot, h.ticksLeft - 1) : nil
        } else {
          let roll = rng.int(in: 0...89)
          let slot = Buttons.slot(rng.int(in: 1...5))
          if roll < 6 {
            input = TickInput(pressed: slot)
          } else if roll == 6 {
            input = TickInput(pressed: slot, held: slot)
            held = (slot, rng.int(in: 1...40))
          }
        }
        game.step(input)
        played += 1
        for k in 0..<5 {
          let depth = depthIntoWalls(game.circle(k))
          if depth > worst.depth { worst = (depth, gameSeed, game.tick) }
        }
      }
    }
    return (worst.depth, worst.game, worst.tick, games)
  }

  @Test("over 120 seeds of random taps and holds, no circle ends any step inside a wall")
  func noCircleEndsAStepInAWall() throws {
    var games = 0
    for seed in UInt64(1)...120 {
      let run = try Self.randomPlay(seed: seed, growth: seed % 4 == 0 ? "hold" : "step", ticks: 600)
      #expect(run.depth <= 1e-9, "game seed \(run.game): \(run.depth) px into a wall after tick \(run.tick)")
      // Every run brings a circle to a wall (exactly touching it), so the property was put to the test.
      #expect(run.depth > -1e-9, "seed \(seed): no circle ever reached a wall")
      games += run.games
    }
    // Some holds lose (a pressed circle touched another), so the runs also cover new games and red circles.
    #expect(games > 120, "\(games) games")
  }
}
