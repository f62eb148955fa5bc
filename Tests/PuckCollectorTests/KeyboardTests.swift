import ArcadeCore
import PuckCollector
import Testing

/// The keyboard cursor starts at the stage centre (240, 160); an arrow press moves it 6 px, and each
/// further tick the arrow is held moves it 2.5 px (150 px/s). Seed 1's red #8 is at (414, 139), the red
/// #11 at (447, 136): the cursor reaches #8 after one press right and 67 held ticks (x = 413.5), one
/// press up and 6 held ticks (y = 139).
@Suite("Keyboard cursor")
struct KeyboardTests {
  /// Moves the cursor from the centre onto the red #8 of seed 1 (76 ticks).
  static func cursorToRed8(_ g: inout PuckGame) {
    g.step(press(.right))
    g.run(hold(.right), times: 67)
    g.step(press(.up))
    g.run(hold(.up), times: 6)
    g.step(.none)
  }

  @Test("a press moves the cursor one step, holding glides it, and it stops at the stage edge")
  func cursorMoves() {
    var g = PuckGame(seed: 1)
    #expect(g.cursor == Vec2(240, 160))
    g.step(press(.left))
    #expect(g.cursor == Vec2(234, 160))
    g.run(hold(.left), times: 4)
    #expect(g.cursor == Vec2(224, 160))
    g.step(press([.down, .right]))
    #expect(g.cursor == Vec2(230, 166))
    g.run(hold(.up), times: 200)
    #expect(g.cursor == Vec2(230, 0))
  }

  @Test("space grabs the puck under the cursor, it follows the held arrow, collects #11, space drops it")
  func grabDragDrop() {
    var g = PuckGame(seed: 1)
    Self.cursorToRed8(&g)
    #expect(g.tick == 76)
    #expect(g.cursor == Vec2(413.5, 139))
    #expect(g.heldPuck == nil)
    g.step(press(.action))
    #expect(g.heldPuck == 8)
    #expect(g.pucks[8].position == Vec2(413.5, 139))
    g.run(hold(.right), times: 3)
    #expect(g.pucks[8].position == Vec2(421, 139))
    #expect(g.score == 0)
    g.step(hold(.right))
    #expect(g.tick == 81)
    #expect(g.pucks[8].position == Vec2(423.5, 139))
    #expect(g.score == 50 && g.pucks[11].isCollected)
    g.step(press(.action))
    #expect(g.heldPuck == nil)
    g.run(hold(.down), times: 10)
    #expect(g.cursor == Vec2(423.5, 164))
    #expect(g.pucks[8].position == Vec2(423.5, 139), "a dropped puck stays put")
  }

  @Test("space with nothing under the cursor grabs nothing")
  func grabNothing() {
    var g = PuckGame(seed: 1)
    g.step(press(.action))
    #expect(g.heldPuck == nil)
    #expect(g.positions == PuckGame(seed: 1).positions)
  }

  @Test("a mouse press while the keyboard holds a puck drops it and grabs what is under the mouse")
  func mouseTakesOver() {
    var g = PuckGame(seed: 1)
    Self.cursorToRed8(&g)
    g.step(press(.action))
    g.step(touch(.began, 422, 84))
    #expect(g.heldPuck == 13)
    #expect(g.pucks[8].position == Vec2(413.5, 139))
    #expect(g.status == .playing)
  }
}
