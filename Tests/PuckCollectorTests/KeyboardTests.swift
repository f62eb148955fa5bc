import ArcadeCore
import Testing

@testable import PuckCollector

/// The keyboard cursor starts at the stage center (240, 160); an arrow press moves it one cell of the smallest
/// stage, 7.5 px across or 320/21 ≈ 15.24 px down, and each further tick the arrow is held moves it 2.5 px
/// (150 px/s). Seed 1's red #8 is at (414, 139), the red #11 at (447, 136): 23 presses right and one up put the
/// cursor at (412.5, 144.76), within reach of #8.
@Suite("Keyboard cursor")
struct KeyboardTests {
  static let row = 320.0 / 21

  /// Moves the cursor from the center onto the red #8 of seed 1 (24 ticks).
  static func cursorToRed8(_ g: inout PuckGame) {
    g.run(press(.right), times: 23)
    g.step(press(.up))
  }

  @Test("a press moves the cursor a cell across or down, holding glides it, and it stops half a cell inside the edge")
  func cursorMoves() {
    var g = PuckGame(seed: 1)
    #expect(g.cursor == Vec2(240, 160))
    g.step(press(.left))
    #expect(g.cursor == Vec2(232.5, 160))
    g.run(hold(.left), times: 4)
    #expect(g.cursor == Vec2(222.5, 160))
    g.step(press([.down, .right]))
    #expect(g.cursor == Vec2(230, 160 + Self.row))
    g.run(hold(.up), times: 200)
    #expect(g.cursor == Vec2(230, Self.row / 2))
    g.run(press(.right), times: 40)
    #expect(g.cursor == Vec2(480 - 3.75, Self.row / 2))
    g.step(press(.left))
    #expect(g.cursor == Vec2(480 - 3.75 - 7.5, Self.row / 2))
  }

  @Test("the cursor-step parameter counts cells of the smallest stage: 2 moves two cells, 0 not at all")
  func stepParameter() throws {
    var g = try game(seed: 1, [("cursor-step", "2")])
    g.step(press([.right, .down]))
    #expect(g.cursor == Vec2(255, 160 + 2 * Self.row))
    var still = try game(seed: 1, [("cursor-step", "0")])
    still.step(press([.left, .up]))
    #expect(still.cursor == Vec2(240, 160))
  }

  /// The cell the cursor is drawn in: its cross, or the reversed cell it stands on.
  static func cursorCell(_ canvas: Canvas) -> (column: Int, row: Int)? {
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        if cell.glyph == "┼" || cell.style.attributes.contains(.reverse) { return (column, row) }
      }
    }
    return nil
  }

  @Test(
    "every arrow press moves the drawn cursor at least one cell, in every direction, edge to edge, at every size",
    arguments: rooms.map { [$0.columns, $0.rows] })
  func everyPressIsSeen(room: [Int]) throws {
    let room = CanvasSize(columns: room[0], rows: room[1])
    let layout = PuckLayout(canvas: try #require(PuckGame.info.canvasSize(fitting: room)))
    var g = PuckGame(seed: 1)
    var seen = try #require(Self.cursorCell(g.canvas(room: room)))
    for (key, axis, sign) in [(Buttons.right, 0, 1), (.left, 0, -1), (.down, 1, 1), (.up, 1, -1), (.down, 1, 1)] {
      // The stage's edge cell that way, or (where a cell is under half of the smallest one's) the one before it.
      let edge =
        axis == 0
        ? (sign > 0 ? layout.stageColumn + layout.stageColumns - 1 : layout.stageColumn)
        : (sign > 0 ? layout.stageRow + layout.stageRows - 1 : layout.stageRow)
      let slack = room == PuckGame.info.canvasSize ? 0 : 1
      var presses = 0
      while true {
        let before = g.cursor
        g.step(press(key))
        presses += 1
        let now = try #require(Self.cursorCell(g.canvas(room: room)))
        let (at, was) = axis == 0 ? (now.column, seen.column) : (now.row, seen.row)
        seen = now
        if g.cursor == before { break }
        // A press moves the drawn cursor, unless it already stands at the edge.
        #expect(
          (at - was) * sign >= 1 || was == edge, "\(room) \(key.code) press \(presses): drawn at \(at), was \(was)")
      }
      let at = axis == 0 ? seen.column : seen.row
      #expect(abs(at - edge) <= slack, "\(room) \(key.code) stops at \(at), the edge is \(edge)")
    }
  }

  @Test("crossing the smallest stage takes a press per column: 64 across, 21 down (2 s of auto-repeat at 30 a second)")
  func crossingPresses() {
    var g = PuckGame(seed: 1)
    g.run(press(.left), times: 40)
    var presses = 0
    while g.cursor.x < 480 - 3.75 {
      g.step(press(.right))
      presses += 1
    }
    #expect(presses == 63)
    g.run(press(.up), times: 20)
    presses = 0
    while g.cursor.y < 320 - Self.row / 2 {
      g.step(press(.down))
      presses += 1
    }
    #expect(presses == 20)
  }

  @Test("space grabs the puck under the cursor, it follows the arrows, collects #11, space drops it")
  func grabDragDrop() {
    var g = PuckGame(seed: 1)
    Self.cursorToRed8(&g)
    #expect(g.tick == 24)
    #expect(g.cursor == Vec2(412.5, 160 - Self.row))
    #expect(g.heldPuck == nil)
    g.step(press(.action))
    #expect(g.heldPuck == 8)
    #expect(g.pucks[8].position == Vec2(412.5, 160 - Self.row))
    g.step(press(.right))
    #expect(g.pucks[8].position == Vec2(420, 160 - Self.row))
    #expect(g.score == 0)
    g.step(press(.right))
    #expect(g.tick == 27)
    #expect(g.pucks[8].position == Vec2(427.5, 160 - Self.row))
    #expect(g.score == 50 && g.pucks[11].isCollected)
    g.step(press(.action))
    #expect(g.heldPuck == nil)
    g.run(press(.down), times: 2)
    #expect(g.cursor == Vec2(427.5, 160 + Self.row))
    #expect(g.pucks[8].position == Vec2(427.5, 160 - Self.row), "a dropped puck stays put")
  }

  @Test("the cursor shows over the rising +50 of the pair it just collected")
  func cursorOverFloater() {
    var g = PuckGame(seed: 1)
    Self.cursorToRed8(&g)
    g.step(press(.action))
    g.run(press(.right), times: 2)
    g.step(press(.action))
    // Onto the "+50", which rises from #11's center (column 60, row 9) while the cursor waits below at 58.
    g.run(press(.right), times: 2)
    g.step(press(.up))
    var covered = 0
    while let floater = g.floaters.first {
      let cell = PuckGame.info.viewport.cell(of: g.cursor)
      let text = PuckGame.info.viewport.cell(of: floater.position)
      if text.row == cell.row && abs(text.column - cell.column) <= 1 {
        covered += 1
        let shown = g.canvas[cell.column, cell.row]
        #expect(shown.style.attributes.contains(.reverse), "tick \(g.tick): \(shown.glyph) not in reverse video")
      }
      g.step(TickInput())
    }
    #expect(covered > 0, "the +50 passed over the cursor")
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
    #expect(g.pucks[8].position == Vec2(412.5, 160 - Self.row))
    #expect(g.status == .playing)
  }
}
