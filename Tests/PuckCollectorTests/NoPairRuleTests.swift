import ArcadeCore
import PuckCollector
import Testing

/// The rule the tutorial left open: when no color has two pucks left, nothing can score any more, so
/// the game ends at once as a win with a bonus of `time-bonus` (10) points per whole second left.
@Suite("No pair left")
struct NoPairRuleTests {
  /// With 2 pucks in 1 color, seed 1 puts them at (249, 182) and (330, 54).
  @Test("collecting the last pair on tick 29 wins with 15 whole seconds left: 50 + 150")
  func lastPairWins() throws {
    var g = try game(seed: 1, [("pucks", "2"), ("colors", "1")])
    #expect(g.positions == [Vec2(249, 182), Vec2(330, 54)])
    g.step(touch(.began, 249, 182))
    g.step(touch(.moved, 330, 182))
    // Straight up 4 px a tick: within 24 px of (330, 54) once y < 78, i.e. on the 27th move (y = 74).
    for k in 1...26 { g.step(touch(.moved, 330, 182 - Int32(4 * k))) }
    #expect(g.status == .playing && g.score == 0)
    let events = g.step(touch(.moved, 330, 74))
    #expect(g.tick == 29)
    #expect(g.status == .won)
    #expect(g.timeBonus == 150)
    #expect(g.score == 200)
    #expect(events == [.blip, .goal])
    #expect(g.pucksLeft == [1])
    g.run(touch(.moved, 100, 100), times: 100)
    #expect(g.score == 200 && g.status == .won, "nothing scores after the end")
    #expect(g.isSettled)
  }

  @Test("--time-bonus 0: the same run wins with 50")
  func noBonus() throws {
    var g = try game(seed: 1, [("pucks", "2"), ("colors", "1"), ("time-bonus", "0")])
    g.step(touch(.began, 249, 182))
    g.step(touch(.moved, 330, 182))
    for k in 1...27 { g.step(touch(.moved, 330, 182 - Int32(4 * k))) }
    #expect(g.status == .won && g.score == 50 && g.timeBonus == 0)
  }

  /// 4 pucks in 2 colors, seed 4: red (428, 143), yellow (115, 193), red (342, 22), red (24, 293).
  @Test("one red left with a yellow still alone plays on only while a pair remains")
  func endsWhenEveryColorIsSingle() throws {
    var g = try game(seed: 4, [("pucks", "4"), ("colors", "2")])
    #expect(g.pucks.map(\.color) == [0, 1, 0, 0])
    g.step(touch(.began, 428, 143))
    // Left 2 px a tick to x = 342, then up: touching (342, 22) once y - 22 < 24, on the 49th move up (y = 45).
    for k in 1...43 { g.step(touch(.moved, 428 - Int32(2 * k), 143)) }
    var j: Int32 = 0
    while !g.pucks[2].isCollected && j < 200 {
      j += 1
      g.step(touch(.moved, 342, 143 - 2 * j))
    }
    #expect(j == 49)
    #expect(g.score == 50)
    #expect(g.status == .playing)
    #expect(g.pucksLeft == [2, 1])
    // Down to y = 293, then left along it to the red at (24, 293): touching once x < 48.
    for y in stride(from: Int32(49), through: 293, by: 4) { g.step(touch(.moved, 342, y)) }
    #expect(g.status == .playing && g.score == 50)
    var x: Int32 = 342
    while g.status == .playing && x > 0 {
      x -= 4
      g.step(touch(.moved, x, 293))
    }
    #expect(x == 46)
    #expect(g.pucksLeft == [1, 1])
    #expect(g.status == .won)
    let secondsLeft = (960 - g.tick) / 60
    #expect(g.tick == 1 + 43 + 49 + 62 + 74)
    #expect(g.timeBonus == secondsLeft * 10 && secondsLeft == 12)
    #expect(g.score == 100 + 120)
  }
}
