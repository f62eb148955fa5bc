import ArcadeCore
import PuckCollector
import Testing

/// Seed 1 has two red pucks close together: #8 at (414, 139) and #11 at (447, 136); a blue #13 sits
/// above #8 at (422, 84). Dragging #8 right by dx puts it within 24 px (2 radii) of #11 once
/// (33 - dx)² + 3² < 24², i.e. dx > 9.19; dragging it up by dy reaches #13 once 8² + (55 - dy)² < 24², dy > 32.37.
@Suite("Dragging with the mouse")
struct DragTests {
  static let red8 = Vec2(414, 139), red11 = Vec2(447, 136), blue13 = Vec2(422, 84)

  @Test("the seed-1 layout the drags below rely on")
  func layout() {
    let g = PuckGame(seed: 1)
    #expect(g.pucks[8].position == Self.red8 && g.pucks[8].color == 0)
    #expect(g.pucks[11].position == Self.red11 && g.pucks[11].color == 0)
    #expect(g.pucks[13].position == Self.blue13 && g.pucks[13].color == 3)
  }

  @Test("a press on a puck grabs it; dragging 2 px a tick onto the red #11 collects it on tick 6 for 50")
  func sameColorScores() {
    var g = PuckGame(seed: 1)
    #expect(g.step(touch(.began, at: Self.red8)) == .move)
    #expect(g.heldPuck == 8)
    for k in 1...4 {
      g.step(touch(.moved, 414 + Int32(2 * k), 139))
      #expect(g.score == 0 && !g.pucks[11].isCollected)
    }
    #expect(g.tick == 5 && g.pucks[8].position == Vec2(422, 139))
    let collected = g.step(touch(.moved, 424, 139))
    #expect(g.tick == 6)
    #expect(g.score == 50)
    #expect(g.pucks[11].isCollected)
    #expect(!g.pucks[8].isCollected && g.heldPuck == 8, "the dragged puck collects, it is not collected")
    #expect(collected == .blip)
    #expect(g.floaters.map(\.text) == ["+50"] && g.floaters[0].origin == Self.red11 && g.floaters[0].age == 0)
    #expect(g.pucksLeft == [6, 4, 4, 5])
    #expect(g.status == .playing)
    g.run(touch(.moved, 430, 139), times: 29)
    #expect(g.floaters.count == 1 && g.floaters[0].age == 29)
    g.step(touch(.moved, 431, 139))
    #expect(g.floaters.isEmpty, "the +50 fades after 500 ms")
  }

  @Test("dragging the red #8 up onto the blue #13 loses on tick 18; the game settles 30 ticks later")
  func otherColorLoses() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, at: Self.red8))
    for k in 1...16 { g.step(touch(.moved, 414, 139 - Int32(2 * k))) }
    #expect(g.status == .playing && g.tick == 17)
    #expect(g.step(touch(.moved, 414, 105)) == .lose)
    #expect(g.tick == 18)
    #expect(g.status == .lost)
    #expect(g.clash?.held == 8 && g.clash?.other == 13)
    #expect(g.score == 0)
    #expect(!g.pucks[13].isCollected)
    #expect(!g.isSettled)
    g.run(touch(.moved, 240, 160), times: 29)
    #expect(!g.isSettled)
    g.step(.none)
    #expect(g.isSettled && g.tick == 48)
    #expect(g.pucks[8].position == Vec2(414, 105), "nothing moves after the end")
    #expect(g.score == 0)
  }

  @Test("dropping a puck leaves it where it was released; a new press grabs it again and collects")
  func dropAndRegrab() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, at: Self.red8))
    g.step(touch(.moved, 416, 139))
    g.step(touch(.ended, 418, 139))
    #expect(g.heldPuck == nil)
    #expect(g.pucks[8].position == Vec2(418, 139))
    g.run(.none, times: 60)
    g.step(touch(.moved, 430, 150))
    #expect(g.pucks[8].position == Vec2(418, 139), "a move without a press drags nothing")
    #expect(g.cursor == Vec2(430, 150))
    g.step(touch(.began, 419, 140))
    #expect(g.heldPuck == 8)
    #expect(g.pucks[8].position == Vec2(419, 140), "it snaps to the pointer")
    g.step(touch(.moved, 421, 139))
    g.step(touch(.moved, 423, 139))
    #expect(g.score == 0)
    g.step(touch(.moved, 424, 139))
    #expect(g.score == 50 && g.pucks[11].isCollected)
    #expect(g.tick == 68)
  }

  @Test("a press up to 8 px outside the rim grabs (20 px from the center); 21 px away grabs nothing")
  func grabReach() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, 414, 139 + 21))
    #expect(g.heldPuck == nil)
    #expect(g.cursor == Vec2(414, 160))
    g.step(touch(.ended, 414, 160))
    g.step(touch(.began, 414, 139 + 20))
    #expect(g.heldPuck == 8)
    #expect(g.pucks[8].position == Vec2(414, 159))
  }

  @Test("a dragged puck stays fully on the stage when the mouse leaves it")
  func clampedToStage() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, at: Self.blue13))
    g.step(touch(.moved, 600, -100))
    #expect(g.cursor == Vec2(480, 0))
    #expect(g.pucks[13].position == Vec2(468, 12))
    #expect(g.status == .playing)
  }
}
