import ArcadeCore

/// Drawing: walls, circles in half blocks with their labels and keys, the panels, the cursor and
/// the red circle that fills the screen after a loss. Only reads the state.
extension HundredsGame {
  public func draw(into canvas: inout Canvas) {
    let layout = HundredsLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    let viewport = layout.viewport
    drawWalls(layout, into: &canvas)
    for c in circles {
      let color = HundredsArt.color(of: c)
      canvas.disc(center: c.position, radius: c.radius, in: viewport, color: color)
      drawWriting(of: c, color: color, in: viewport, into: &canvas)
    }
    if cursorShown {
      let cell = viewport.cell(of: cursor)
      canvas.put("+", column: cell.column, row: cell.row, style: Style(.brightYellow, on: .default, [.bold, .reverse]))
    }
    drawPanels(layout, into: &canvas)
    if let k = losingCircle { drawLoss(from: circle(k), in: viewport, into: &canvas) }
  }

  /// Half-cell walls just outside the stage: half rows above and below it, half columns either side.
  private func drawWalls(_ layout: HundredsLayout, into canvas: inout Canvas) {
    let left = layout.stageColumn - 1, right = layout.stageColumn + layout.stageColumns
    let (top, bottom) = (layout.stageRow, layout.stageRow + layout.stageRows)
    canvas.halfBlocks(columns: (left + 1)..<right, y: 2 * top, color: HundredsArt.wall)
    canvas.halfBlocks(columns: (left + 1)..<right, y: 2 * bottom + 1, color: HundredsArt.wall)
    let height = bottom - top + 1
    canvas.fill(column: left, row: top, width: 1, height: height, glyph: "▐", style: Style(HundredsArt.wall))
    canvas.fill(column: right, row: top, width: 1, height: height, glyph: "▌", style: Style(HundredsArt.wall))
  }

  /// The label (its points) on the row of the center, the key in its ring (③) on the neighbouring row
  /// nearer the center, both centered on the circle: two rows and two kinds of glyph, never one number.
  private func drawWriting(of c: HundredsCircle, color: Color, in viewport: Viewport, into canvas: inout Canvas) {
    let p = viewport.canvasPoint(of: c.position)
    let labelRow = Int(p.y.rounded(.down))
    let keyRow = p.y - Double(labelRow) < 0.5 ? labelRow - 1 : labelRow + 1
    // The pressed circle's writing is stored reversed (red ink on white, shown white on red), so
    // that on a monochrome terminal it still stands out as reversed cells.
    let labelStyle =
      c.isPressed ? Style(color, on: .brightWhite, [.bold, .reverse]) : Style(.black, on: color, [.bold])
    let keyStyle =
      c.isPressed
      ? Style(color, on: .brightWhite, [.underline, .reverse]) : Style(HundredsArt.keyInk, on: color, [.underline])
    let label = "\(c.label)"
    let labelColumn = Int((p.x - Double(Canvas.width(of: label)) / 2).rounded())
    canvas.text(label, column: labelColumn, row: labelRow, style: labelStyle)
    canvas.put(HundredsArt.keyGlyph(c.key), column: Int(p.x.rounded(.down)), row: keyRow, style: keyStyle)
  }

  /// The red circle grows from the losing circle until it covers the farthest canvas corner.
  private func drawLoss(from c: HundredsCircle, in v: Viewport, into canvas: inout Canvas) {
    let right = v.originX + Double(canvas.columns) * v.cellWidth
    let (bottom, p) = (v.originY + Double(canvas.rows) * v.cellHeight, c.position)
    let full = Vec2(max(p.x - v.originX, right - p.x), max(p.y - v.originY, bottom - p.y)).length
    let t = Double(lossTicks) / Double(Self.lossAnimationTicks)
    let radius = c.radius + (full + v.cellWidth - c.radius) * t
    canvas.disc(center: c.position, radius: radius, in: v, color: HundredsArt.pressedRed)
    if isSettled {
      canvas.centeredText("YOU LOST", row: canvas.rows / 2, style: Style(.brightWhite, on: .red, [.bold]))
    }
  }
}
