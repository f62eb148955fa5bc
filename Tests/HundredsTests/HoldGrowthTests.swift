import ArcadeCore
import Hundreds
import Testing

@Suite("Hold growth (--growth hold)")
struct HoldGrowthTests {
  @Test("while held the circle grows 6 px/s and scores 6 points/s; the label follows, release resets velocity")
  func growsWhileHeld() throws {
    var game = try HundredsGame(seed: 4, [("circles", "1"), ("growth", "hold")])
    game.step(TickInput(pressed: .slot(1), held: .slot(1)))
    #expect(game.score == 0 && game.circles[0].isPressed)
    #expect(game.circles[0].radius == 21.1)
    for _ in 1..<20 { game.step(TickInput(held: .slot(1))) }
    // 20 ticks = 1/3 s: +2 points, +2 px.
    #expect(game.score == 2 && game.circles[0].radius == 23 && game.circles[0].label == 2)
    for _ in 20..<65 { game.step(TickInput(held: .slot(1))) }
    #expect(game.score == 6, "65 ticks: 6.5 points, counted in whole points")
    #expect(game.circles[0].radius == 21 + 6.5)
    game.step(.none)
    let c = game.circles[0]
    #expect(!c.isPressed && c.label == 6 && game.score == 6 && c.radius == 27.5)
    #expect(c.velocity == Vec2(100, 100))
  }

  @Test("hold growth wins at the first release with the target reached")
  func holdWins() throws {
    var game = try HundredsGame(seed: 4, [("circles", "1"), ("growth", "hold"), ("hold-rate", "30"), ("target", "20")])
    for _ in 0..<50 { game.step(TickInput(held: .slot(1))) }
    #expect(game.score == 25 && game.status == .playing, "still held: the win waits for the release")
    game.step(.none)
    #expect(game.status == .won && game.score == 25)
  }
}
