import ArcadeCore

/// Drawing: walls, circles in half blocks with their labels and keys, the panels, the cursor and
/// the red circle that fills the screen after a loss. Only reads the state.
extension HundredsGame {
  public func draw(into canvas: inout Canvas) {
    let layout = HundredsLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    let viewport = layout.viewport
    drawWalls(layout, into: &canvas)
    for block in obstacles { drawObstacle(block, in: viewport, into: &canvas) }
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

  /// A block over exactly the half blocks (a column wide, half a row tall) whose centers it covers, as a
  /// circle is drawn, so the two are seen touching when they touch; whole cells inside it are hatched and its
  /// center cell holds a ×, so that it reads as a block, not a circle, in monochrome and in ASCII too.
  private func drawObstacle(_ b: HundredsObstacle, in viewport: Viewport, into canvas: inout Canvas) {
    let h = b.halfSize
    let topLeft = viewport.canvasPoint(of: b.position - Vec2(h, h))
    let bottomRight = viewport.canvasPoint(of: b.position + Vec2(h, h))
    let (left, right) = (Int((topLeft.x - 0.5).rounded(.up)), Int((bottomRight.x - 0.5).rounded(.down)))
    let (top, bottom) = (Int((2 * topLeft.y - 0.5).rounded(.up)), Int((2 * bottomRight.y - 0.5).rounded(.down)))
    let color = HundredsArt.obstacle
    for y in stride(from: top, through: bottom, by: 1) {
      for x in stride(from: left, through: right, by: 1) { canvas.halfBlock(x: x, y: y, color: color) }
    }
    // Rows both of whose halves are covered.
    for row in stride(from: (top + 1) >> 1, to: (bottom + 1) >> 1, by: 1) {
      for x in stride(from: left, through: right, by: 1) { canvas.put("▒", column: x, row: row, style: Style(color)) }
    }
    let center = viewport.cell(of: b.position)
    canvas.put("×", column: center.column, row: center.row, style: Style(.black, on: color, [.bold]))
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
