import ArcadeCore
import GameCatalog
import Hundreds
import Testing

@Suite("Nothing overlaps after a step")
struct OverlapPropertyTests {
  /// How far a circle reaches past the nearest wall, px (0 or less when it is inside the stage).
  static func depthIntoWalls(_ c: HundredsCircle) -> Double {
    max(c.radius - c.position.x, c.position.x + c.radius - 320, c.radius - c.position.y, c.position.y + c.radius - 480)
  }

  /// How far two circles overlap, px (0 or less when they are apart).
  static func overlap(_ a: HundredsCircle, _ b: HundredsCircle) -> Double {
    a.radius + b.radius - (a.position - b.position).length
  }

  /// How far a circle reaches into a block, px (0 or less when it is outside).
  static func depthIntoBlock(_ c: HundredsCircle, _ b: HundredsObstacle) -> Double { -gap(c, b) }

  /// The deepest overlap seen, and after which tick of which game.
  struct Worst {
    var depth = -Double.infinity
    var game: UInt64 = 0
    var tick = 0

    mutating func note(_ depth: Double, game: UInt64, tick: Int) {
      if depth > self.depth { self = Worst(depth: depth, game: game, tick: tick) }
    }
  }

  /// Random play for `ticks` ticks with these parameters, a new game (the next seed) whenever one ends:
  /// taps on random circles, `taps` a second on average (they grow with no risk, so the stage gets crowded),
  /// and now and then (once a second) a hold of up to 40 ticks, which may lose. Returns the deepest any circle reached into a wall, into another
  /// circle and into a block after a step, and the games played.
  static func randomPlay(seed: UInt64, _ changes: [(String, String)], ticks: Int, taps: Int = 6) throws -> (
    walls: Worst, circles: Worst, blocks: Worst, games: Int
  ) {
    var rng = Xoshiro256StarStar(seed: seed)
    var walls = Worst(), circles = Worst(), blocks = Worst()
    var games = 0
    var played = 0
    while played < ticks {
      let gameSeed = seed * 1_000 + UInt64(games)
      var game = try HundredsGame(seed: gameSeed, changes)
      games += 1
      var held: (slot: Buttons, ticksLeft: Int)?
      while game.status == .playing, played < ticks {
        var input = TickInput.none
        if let h = held {
          input = TickInput(held: h.slot)
          held = h.ticksLeft > 1 ? (h.slot, h.ticksLeft - 1) : nil
        } else {
          let roll = rng.int(in: 0...59)
          let slot = Buttons.slot(rng.int(in: 1...game.circles.count))
          if roll < taps {
            input = TickInput(pressed: slot)
          } else if roll == taps {
            input = TickInput(pressed: slot, held: slot)
            held = (slot, rng.int(in: 1...40))
          }
        }
        game.step(input)
        played += 1
        // The winning tap ends the game before the world steps: its circle has grown, and nothing moves again.
        guard game.status != .won else { continue }
        let all = game.circles
        for (k, c) in all.enumerated() {
          walls.note(depthIntoWalls(c), game: gameSeed, tick: game.tick)
          for other in all[(k + 1)...] { circles.note(overlap(c, other), game: gameSeed, tick: game.tick) }
          for b in game.obstacles { blocks.note(depthIntoBlock(c, b), game: gameSeed, tick: game.tick) }
        }
      }
    }
    return (walls, circles, blocks, games)
  }

  @Test("over 100 seeds of random taps and holds, no circle ends any step inside a wall or another circle")
  func noCircleEndsAStepInsideAnything() throws {
    var games = 0
    for seed in UInt64(1)...100 {
      let run = try Self.randomPlay(seed: seed, [("growth", seed % 4 == 0 ? "hold" : "step")], ticks: 600)
      let (walls, circles) = (run.walls, run.circles)
      #expect(walls.depth <= 1e-9, "game seed \(walls.game): \(walls.depth) px into a wall after tick \(walls.tick)")
      #expect(
        circles.depth <= 1e-9, "game seed \(circles.game): circles \(circles.depth) px deep after tick \(circles.tick)")
      // Every run brings a circle to a wall and two circles together (exactly touching), so both were put to the test.
      #expect(walls.depth > -1e-9, "seed \(seed): no circle ever reached a wall")
      #expect(circles.depth > -1e-9, "seed \(seed): no two circles ever touched")
      games += run.games
    }
    // Some holds lose (a pressed circle touched another) and some games are won, so the runs cover new games.
    #expect(games > 100, "\(games) games")
  }

  @Test(
    "over 100 seeds of random taps and holds on the levels with blocks, no circle ends any step inside a wall, a circle or a block"
  )
  func noCircleEndsAStepInsideABlock() throws {
    let levels = Catalog.entry(id: "hundreds")!.levels!.levels
    let blocked = levels.filter { $0.changes.contains { $0.name == "obstacles" } }
    var (games, reachedABlock) = (0, 0)
    for seed in UInt64(1)...100 {
      // Each level with blocks in turn, every fourth seed with holds that grow 60 px a second; taps 30 times a
      // second, so the stage fills up to the widest circles its blocks allow before the target is reached.
      let level = blocked[Int(seed) % blocked.count]
      let hold = seed % 4 == 1 ? [("growth", "hold"), ("hold-rate", "60")] : []
      let run = try Self.randomPlay(seed: seed, level.changes.map { ($0.name, $0.value) } + hold, ticks: 180, taps: 30)
      for (what, worst) in [("a wall", run.walls), ("another circle", run.circles), ("a block", run.blocks)] {
        #expect(
          worst.depth <= 1e-9,
          "\(level.name), game seed \(worst.game): \(worst.depth) px into \(what) after tick \(worst.tick)")
      }
      if run.blocks.depth > -1e-9 { reachedABlock += 1 }
      games += run.games
    }
    // Nearly every run brings a circle against a block (exactly touching), so the blocks were put to the test;
    // and the runs win or lose games, so they cover new ones.
    #expect(reachedABlock >= 90, "\(reachedABlock) runs")
    #expect(games > 100, "\(games) games")
  }
}
