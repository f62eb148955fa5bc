import ArcadeCore
import FrogCrossing
import Testing

/// A ghost race draws another run's frog on this run's roads: only the frog, faint.
@Suite("Frog Crossing: the ghost's drawing")
struct GhostDrawingTests {
  @Test(
    "drawGhost draws the frog alone, on exactly the cells and glyphs draw gives it, in the ghost's grey",
    arguments: [CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 220, rows: 59)])
  func frogAlone(room: CanvasSize) throws {
    var recorder = TapeRecorder<FrogGame>(seed: 3)
    recorder.press(.up, then: 20)
    let game = recorder.game
    var full = Canvas(size: FrogGame.info.canvasSize(fitting: room)!)
    game.draw(into: &full)
    var ghost = Canvas(columns: full.columns, rows: full.rows)
    game.drawGhost(into: &ghost)
    let drawn = ghost.cells.indices.filter { ghost.cells[$0] != .blank }
    #expect(drawn.count >= 3)
    #expect(
      drawn.allSatisfy {
        ghost.cells[$0].glyph == full.cells[$0].glyph && ghost.cells[$0].style.foreground == Style.ghost.foreground
      })
    // Whole cells are dim too (a half cell is a block in the ghost's grey beside the ground's color).
    #expect(drawn.filter { ghost.cells[$0].glyph == "●" }.allSatisfy { ghost.cells[$0].style.attributes == [.dim] })
    #expect(ghost.render().contains("●"))

  }
}
