import ArcadeCore
import PuckCollector
import Testing

/// The mouse maps back through the viewport the stage was drawn with, at every size: a click lands on the
/// world point at the center of the clicked cell, as the front end sends it.
@Suite("The mouse at every size")
struct MouseScalingTests {
  /// The touch a click on a cell sends, through the viewport of the canvas for that room.
  func click(_ phase: TouchPhase, column: Int, row: Int, room: CanvasSize) -> TickInput {
    let p = PuckGame.info.viewport(for: room).worldPoint(column: column, row: row)
    return TickInput(touch: Touch(phase, x: p.x, y: p.y))
  }

  @Test(
    "the world point of each puck's center cell lies inside that puck, and a click there grabs it", arguments: rooms)
  func centerCellGrabs(room: CanvasSize) {
    let start = PuckGame(seed: 1)
    let v = PuckGame.info.viewport(for: room)
    for p in start.pucks {
      let cell = v.cell(of: p.position)
      let point = v.worldPoint(column: cell.column, row: cell.row)
      #expect((Vec2(Double(point.x), Double(point.y)) - p.position).length <= start.puckRadius, "puck \(p.id)")
      var g = start
      g.step(click(.began, column: cell.column, row: cell.row, room: room))
      #expect(g.heldPuck == p.id, "puck \(p.id) at \(room)")
    }
  }

  @Test("a click on any cell showing a puck's dots grabs a puck of that color", arguments: rooms)
  func everyDrawnCellGrabs(room: CanvasSize) {
    let start = PuckGame(seed: 1)
    let canvas = start.canvas(room: room)
    let colors = PuckColorInk.colors
    var clicked = 0
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        guard (0x2800...0x28FF).contains(cell.glyph.value), let color = colors.firstIndex(of: cell.style.foreground)
        else { continue }
        var g = start
        g.step(click(.began, column: column, row: row, room: room))
        clicked += 1
        #expect(g.heldPuck.map { g.pucks[$0].color } == color, "cell (\(column), \(row)) at \(room)")
      }
    }
    #expect(clicked > 20 * 4)
  }

  @Test("dragging red #8 cell by cell onto red #11 collects it for 50; onto blue #13 loses", arguments: rooms)
  func dragThroughCells(room: CanvasSize) {
    let v = PuckGame.info.viewport(for: room)
    let red8 = v.cell(of: DragTests.red8), red11 = v.cell(of: DragTests.red11), blue13 = v.cell(of: DragTests.blue13)
    var g = PuckGame(seed: 1)
    g.step(click(.began, column: red8.column, row: red8.row, room: room))
    #expect(g.heldPuck == 8)
    for column in red8.column...red11.column where g.score == 0 {
      g.step(click(.moved, column: column, row: red8.row, room: room))
    }
    g.step(click(.ended, column: red11.column, row: red8.row, room: room))
    #expect(g.score == 50 && g.pucks[11].isCollected && g.heldPuck == nil && g.status == .playing)

    g = PuckGame(seed: 1)
    g.step(click(.began, column: red8.column, row: red8.row, room: room))
    for row in (blue13.row...red8.row).reversed() where g.status == .playing {
      g.step(click(.moved, column: red8.column, row: row, room: room))
    }
    #expect(g.status == .lost && g.clash?.other == 13, "\(room)")
  }
}

/// The colors pucks are drawn in, by color index.
enum PuckColorInk {
  static let colors: [Color] = [
    .brightRed, .brightYellow, .brightGreen, .brightBlue, .brightMagenta, .brightCyan, .brightWhite, .rgb(5, 2, 0),
  ]
}
