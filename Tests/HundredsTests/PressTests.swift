import ArcadeCore
import Hundreds
import Testing

@Suite("Pressing and releasing")
struct PressTests {
  @Test("a key press adds exactly 2 to score and radius and turns only that circle red")
  func pressAddsTwo() {
    var game = HundredsGame(seed: 1)
    game.idle(30)
    let before = game.circles
    let events = game.step(TickInput(pressed: .slot(2), held: .slot(2)))
    let after = game.circles
    #expect(game.score == 2)
    #expect(after[1].radius == 23 && after[1].isPressed && after[1].label == 0)
    #expect(after.enumerated().allSatisfy { k, c in k == 1 || (!c.isPressed && c.radius == before[k].radius) })
    #expect(events.contains(.blip))
  }

  @Test("a release adds 2 to the label and resets the velocity to (100, 100)")
  func releaseAddsTwoToLabel() throws {
    var game = HundredsGame(seed: 1)
    // Wait for circle 3 to bounce, so its velocity differs from the start.
    while game.circles[2].velocity == Vec2(100, 100) { game.step(.none) }
    game.idle(30)  // away from the wall it bounced off, so the reset velocity is not bounced again
    let bounced = game.circles[2].velocity
    try #require(bounced != Vec2(100, 100))
    game.step(TickInput(pressed: .slot(3), held: .slot(3)))
    #expect(game.circles[2].velocity == bounced)
    game.step(.none)
    let c = game.circles[2]
    #expect(!c.isPressed && c.label == 2 && c.radius == 23 && game.score == 2)
    #expect(c.velocity == Vec2(100, 100))
  }

  @Test("the mouse is the finger: touch began on a circle presses it, touch ended releases it")
  func touchPressesAndReleases() {
    var game = HundredsGame(seed: 1)
    let p = game.circles[3].position
    game.step(TickInput(touch: Touch(.began, x: Int32(p.x) + 15, y: Int32(p.y) - 10)))
    #expect(game.circles[3].isPressed && game.score == 2 && game.circles[3].radius == 23)
    game.step(TickInput(touch: Touch(.moved, x: 0, y: 0)))
    #expect(game.circles[3].isPressed, "moving the finger keeps the circle pressed")
    game.step(TickInput(touch: Touch(.ended, x: 0, y: 0)))
    #expect(!game.circles[3].isPressed && game.circles[3].label == 2)
  }

  @Test("a touch that begins on empty stage presses nothing")
  func touchOnNothing() {
    var game = HundredsGame(seed: 1)
    let empty = Touch(.began, x: 5, y: 470)
    #expect(!game.circles.contains { ($0.position - empty.point).length <= $0.radius })
    game.step(TickInput(touch: empty))
    #expect(game.score == 0 && !game.circles.contains(where: \.isPressed))
  }

  @Test("a key tap (pressed, not held) presses and releases within the tick")
  func keyTap() {
    var game = HundredsGame(seed: 1)
    game.step(TickInput(pressed: .slot(5)))
    let c = game.circles[4]
    #expect(!c.isPressed && c.radius == 23 && c.label == 2 && game.score == 2)
  }

  @Test("the cursor moves 22 px per arrow press and space held presses the circle under it")
  func cursorPresses() {
    var game = HundredsGame(seed: 1)
    #expect(game.cursor == Vec2(160, 240) && !game.cursorShown)
    game.step(TickInput(pressed: .left, held: .left))
    game.step(TickInput(pressed: .down))
    #expect(game.cursor == Vec2(138, 262) && game.cursorShown)
    // Bring circle 1 under the cursor: put the cursor on its center, a whole number of 22 px moves.
    var presses = 0
    while presses < 400, (game.circles[0].position - game.cursor).length > 21 {
      let d = game.circles[0].position - game.cursor
      var b: Buttons = []
      if d.x > 11 { b.insert(.right) } else if d.x < -11 { b.insert(.left) }
      if d.y > 11 { b.insert(.down) } else if d.y < -11 { b.insert(.up) }
      game.step(TickInput(pressed: b))
      presses += 1
    }
    #expect((game.circles[0].position - game.cursor).length <= 21)
    game.step(TickInput(pressed: .action, held: .action))
    #expect(game.circles[0].isPressed && game.score == 2)
    game.step(TickInput(held: .action))
    #expect(game.circles[0].isPressed, "still held")
    game.step(.none)
    #expect(!game.circles[0].isPressed && game.circles[0].label == 2)
  }

  @Test("50 presses with no contact win: score 100 at the 50th release, not before")
  func fiftyPressesWin() {
    var game = HundredsGame(seed: 2024)
    var presses = 0
    var key = 1
    while presses < 50 {
      #expect(game.status == .playing && game.score == 2 * presses)
      let hold = HundredsGame.keyHold(key, ticks: 3)
      if game.survives(hold) {
        game.play(hold)
        presses += 1
        #expect(game.circles[key - 1].label >= 2)
      } else {
        game.step(.none)
      }
      key = key % 5 + 1
      guard game.tick < 100_000 else { break }
    }
    #expect(presses == 50)
    #expect(game.status == .won && game.score == 100)
    #expect(game.circles.map(\.label).reduce(0, +) == 100)
    let radii: Double = game.circles.map(\.radius).reduce(0, +)
    #expect(radii == 205, "5 x 21 px + 50 presses x 2 px")
    #expect(game.isSettled)
  }

  @Test("other parameters: 3 circles, step 5, target 10: two presses win")
  func parameters() throws {
    var game = try HundredsGame(seed: 9, [("circles", "3"), ("step", "5"), ("target", "10"), ("start-speed", "50")])
    #expect(game.circles.count == 3 && game.circles[0].velocity == Vec2(50, 50))
    game.step(TickInput(pressed: .slot(1)))
    #expect(game.score == 5 && game.circles[0].radius == 26 && game.status == .playing)
    game.step(TickInput(pressed: .slot(4)))
    #expect(game.score == 5, "key 4 presses nothing when there are 3 circles")
    game.step(TickInput(pressed: .slot(2)))
    #expect(game.score == 10 && game.status == .won)
  }
}
