import ArcadeCore
import PuckCollector
import Testing

@Suite("Time bar")
struct TimerTests {
  @Test("time is up on tick 960 (16 s), not before, keeping the score")
  func timeUpAt960() {
    var g = PuckGame(seed: 1)
    #expect(g.timeUpTick == 960)
    g.step(touch(.began, 414, 139))
    for k in 1...5 { g.step(touch(.moved, 414 + Int32(2 * k), 139)) }
    #expect(g.score == 50)
    g.run(.none, times: 953)
    #expect(g.tick == 959)
    #expect(g.status == .playing)
    g.step(.none)
    #expect(g.tick == 960)
    #expect(g.status == .timeUp)
    #expect(g.score == 50)
    #expect(g.timeBarFraction == 0.2)
  }

  @Test("the bar loses 5 % of its width each whole second: 100 %, 95 % at 1 s, 25 % at 15 s, 20 % at 16 s")
  func barShrinks() {
    var g = PuckGame(seed: 4)
    #expect(g.timeBarFraction == 1)
    g.run(.none, times: 59)
    #expect(g.timeBarFraction == 1)
    g.step(.none)
    #expect(g.timeBarFraction == 0.95)
    g.run(.none, times: 840)
    #expect(g.tick == 900)
    #expect(g.timeBarFraction == 0.25)
    g.run(.none, times: 60)
    #expect(g.timeBarFraction == 0.2)
    #expect(g.status == .timeUp)
  }

  @Test("--duration 2 ends on tick 120; the end alert may show 30 ticks later")
  func durationParameter() throws {
    var g = try game(seed: 1, [("duration", "2")])
    g.run(.none, times: 119)
    #expect(g.status == .playing)
    g.step(.none)
    #expect(g.status == .timeUp && g.tick == 120)
    #expect(!g.isSettled)
    g.run(.none, times: 30)
    #expect(g.isSettled)
  }

  @Test("a collection on the last tick still counts before time is up")
  func lastTickCollection() throws {
    var g = PuckGame(seed: 1)
    g.run(.none, times: 954)
    g.step(touch(.began, 414, 139))
    for k in 1...5 { g.step(touch(.moved, 414 + Int32(2 * k), 139)) }
    #expect(g.tick == 960)
    #expect(g.score == 50 && g.status == .timeUp)
  }
}
