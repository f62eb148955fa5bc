import ArcadeCore
import Helicopter
import Testing

/// A ghost race draws another run's helicopter in this run's cave: only the helicopter, faint.
@Suite("Helicopter: the ghost's drawing")
struct GhostDrawingTests {
  @Test(
    "drawGhost draws the helicopter alone, on exactly the cells and glyphs draw gives it, in the ghost's style",
    arguments: Fixture.rooms)
  func helicopterAlone(room: CanvasSize) throws {
    var game = try Fixture.game()
    for _ in 0..<30 { game.step(Fixture.hold) }
    let full = Fixture.render(game, room: room)
    var ghost = Canvas(columns: full.columns, rows: full.rows)
    game.drawGhost(into: &ghost)
    let drawn = ghost.cells.indices.filter { ghost.cells[$0] != .blank }
    #expect(drawn.count >= 21, "at least the 7x3 helicopter")
    #expect(drawn.allSatisfy { ghost.cells[$0].glyph == full.cells[$0].glyph && ghost.cells[$0].style == .ghost })
    #expect(ghost.render().contains("▶") && ghost.render().contains("┬"))
  }

  @Test("a crashed helicopter has no ghost: the explosion is the player's own")
  func nothingAfterTheCrash() throws {
    var game = try Fixture.game()
    Fixture.runUntilOver(&game)
    var ghost = Canvas(columns: 80, rows: 23)
    game.drawGhost(into: &ghost)
    #expect(game.status == .lost && ghost.cells.allSatisfy { $0 == .blank })
  }
}
