import ArcadeCore
import Hundreds
import Testing

@Suite("Start layout")
struct LayoutTests {
  func expectValidLayout(_ game: HundredsGame, count: Int, radius: Double) {
    let cs = game.circles
    #expect(cs.count == count)
    for (k, c) in cs.enumerated() {
      #expect(c.key == k + 1)
      #expect(c.radius == radius && c.label == 0 && !c.isPressed)
      #expect(c.position.x - radius >= 0 && c.position.x + radius <= 320)
      #expect(c.position.y - radius >= 0 && c.position.y + radius <= 480)
      for other in cs[(k + 1)...] {
        #expect((other.position - c.position).length > 2 * radius, "circles \(k + 1) and \(other.key) overlap")
      }
    }
  }

  @Test("200 seeds: 5 circles of radius 21, fully inside the stage, none overlapping, all at (100, 100) px/s")
  func defaultLayouts() {
    for seed in UInt64(1)...200 {
      let game = HundredsGame(seed: seed)
      expectValidLayout(game, count: 5, radius: 21)
      #expect(game.circles.allSatisfy { $0.velocity == Vec2(100, 100) })
      #expect(game.score == 0 && game.status == .playing)
    }
  }

  @Test("a crowded stage (9 circles of radius 40) is still laid out without overlaps")
  func crowdedLayouts() throws {
    for seed in UInt64(1)...30 {
      let game = try HundredsGame(seed: seed, [("circles", "9"), ("radius", "40")])
      expectValidLayout(game, count: 9, radius: 40)
    }
  }

  @Test("the layout follows the seed: same seed same places, another seed other places")
  func layoutFollowsSeed() {
    let a = HundredsGame(seed: 42).circles.map(\.position)
    #expect(a == HundredsGame(seed: 42).circles.map(\.position))
    #expect(a != HundredsGame(seed: 43).circles.map(\.position))
    #expect(a.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() }, "whole pixels, as the tutorial")
  }

  /// The closest two circles come (center distance minus the sum of their radii) in the first `ticks` ticks.
  func closestApproach(_ game: HundredsGame, ticks: Int) -> Double {
    var game = game
    var closest = Double.infinity
    for t in 0...ticks {
      if t > 0 { game.step(.none) }
      let cs = game.circles
      for (k, a) in cs.enumerated() {
        for b in cs[(k + 1)...] { closest = min(closest, (a.position - b.position).length - a.radius - b.radius) }
      }
    }
    return closest
  }

  @Test("seed 34: circles 2 and 5 no longer start merged; every two start at least 8 px apart")
  func seed34StartsApart() {
    let cs = HundredsGame(seed: 34).circles
    for (k, a) in cs.enumerated() {
      for b in cs[(k + 1)...] {
        #expect((a.position - b.position).length - 2 * 21 >= 8, "circles \(a.key) and \(b.key)")
      }
    }
  }

  // Seed 626 comes closest of seeds 0..<2000 (7.3 px); the others add no closer case, so 100 of them do.
  @Test(
    "seeds 0..<100 and 626 at the defaults: no two circles come within 4 px of touching in the first 2 s (120 ticks)")
  func noTouchInTheFirstTwoSeconds() {
    var worst = (seed: UInt64(0), gap: Double.infinity)
    for seed in Array(0..<100) + [626] as [UInt64] {
      let gap = closestApproach(HundredsGame(seed: seed), ticks: 120)
      if gap < worst.gap { worst = (seed, gap) }
    }
    #expect(worst.gap >= 4, "seed \(worst.seed) comes within \(worst.gap) px")
  }
}
