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
}
