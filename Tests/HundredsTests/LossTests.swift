import ArcadeCore
import Hundreds
import Testing

@Suite("Losing")
struct LossTests {
  @Test("a pressed circle that meets another loses at the tick predicted from the public state")
  func lossAtPredictedTick() throws {
    var game = HundredsGame(seed: 31)
    // Find the first moment when pressing some circle leads to a contact along straight lines.
    var plan: (key: Int, ticks: Int, other: Int)?
    while plan == nil, game.tick < 6_000 {
      for k in 0..<5 where plan == nil {
        if let hit = Prediction.firstContact(game.circles, pressed: k, growth: 2, within: 120) {
          plan = (k + 1, hit.ticks, hit.other + 1)
        }
      }
      if plan == nil { game.step(.none) }
    }
    let (key, ticks, other) = try #require(plan)
    let pressedAt = game.tick + 1
    let slot = Buttons.slot(key)
    var events = game.step(TickInput(pressed: slot, held: slot))
    while game.status == .playing, game.tick < pressedAt + 200 { events = game.step(TickInput(held: slot)) }
    #expect(game.status == .lost)
    #expect(game.tick == pressedAt - 1 + ticks, "lost at the predicted tick")
    #expect(game.losingCircle == key - 1)
    #expect(events.contains(.lose))
    let a = game.circles[key - 1], b = game.circles[other - 1]
    // The contact step pushed them apart until they just touch.
    #expect(abs((a.position - b.position).length - (a.radius + b.radius)) < 1e-9, "circle \(key) touches \(other)")
    #expect(game.score == 2)
  }

  @Test("an unpressed pair may touch freely; a pressed circle touching a wall is safe")
  func onlyPressedCircleContactsLose() throws {
    var game = try HundredsGame(seed: 3, [("circles", "1")])
    // One circle alone, held for 20 s: it bounces off every wall while pressed.
    game.play(HundredsGame.keyHold(1, ticks: 1_200))
    #expect(game.status == .playing && game.score == 2)
    var free = HundredsGame(seed: 31)
    var touched = false
    for _ in 0..<6_000 {
      let before = free.circles.map(\.velocity)
      free.step(.none)
      // A change of velocity away from the walls means two circles bounced off each other.
      for (k, c) in free.circles.enumerated() where c.velocity != before[k] {
        let nearWall =
          c.position.x - c.radius < 2 || c.position.x + c.radius > 318
          || c.position.y - c.radius < 2 || c.position.y + c.radius > 478
        if !nearWall { touched = true }
      }
    }
    #expect(touched)
    #expect(free.status == .playing)
  }

  @Test("after a loss the red circle grows for 700 ms (42 ticks), then the game is settled")
  func closingAnimation() throws {
    var game = HundredsGame(seed: 31)
    game.step(TickInput(pressed: .slot(1), held: .slot(1)))
    while game.status == .playing { game.step(TickInput(held: .slot(1))) }
    let lostAt = game.tick
    let frozen = game.circles
    #expect(!game.isSettled && game.lossTicks == 0)
    for n in 1...41 {
      game.step(TickInput(pressed: .slot(2), held: .slot(2)))
      #expect(!game.isSettled && game.lossTicks == n)
    }
    game.step(.none)
    #expect(game.isSettled && game.tick == lostAt + 42)
    #expect(game.circles == frozen, "nothing moves or scores after the end")
    for room in rooms {
      let canvas = game.screen(in: room).canvas
      let full = canvas.cells.filter { $0.glyph == "█" && $0.style.foreground == .rgb(5, 0, 0) }.count
      #expect(
        full >= room.columns * (room.rows - 1), "\(room.columns)x\(room.rows): red fills all but the YOU LOST line")
      #expect(canvas.render().contains("YOU LOST"))
    }
  }
}
