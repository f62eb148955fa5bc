import ArcadeCore

/// Drawing: walls, circles in half blocks with their labels and keys, the panels, the cursor and
/// the red circle that fills the screen after a loss. Only reads the state.
extension HundredsGame {
  public func draw(into canvas: inout Canvas) {
    let viewport = Self.info.viewport
    drawWalls(into: &canvas)
    // Circle by circle: `circles` builds an array, and this runs every frame.
    for k in state.indices {
      let c = circle(k)
      let color = c.isPressed ? HundredsScreen.pressedRed : HundredsScreen.shade(of: k)
      canvas.disc(center: c.position, radius: c.radius, in: viewport, color: color)
      drawWriting(of: c, color: color, into: &canvas)
    }
    if cursorShown {
      let cell = viewport.cell(of: cursor)
      canvas.put("+", column: cell.column, row: cell.row, style: Style(.brightYellow, on: .default, [.bold, .reverse]))
    }
    // The panel's headings and the rules, drawn when the game was made; then the panel's numbers.
    canvas.paste(labels)
    drawPanel(into: &canvas)
    if let k = losingCircle { drawLoss(from: circle(k), into: &canvas) }
  }

  private func drawWalls(into canvas: inout Canvas) {
    let left = HundredsScreen.stageColumn - 1, right = HundredsScreen.stageColumn + HundredsScreen.stageColumns
    canvas.halfBlocks(columns: (left + 1)..<right, y: 0, color: HundredsScreen.wall)
    canvas.halfBlocks(columns: (left + 1)..<right, y: 2 * HundredsScreen.rows - 1, color: HundredsScreen.wall)
    let rows = HundredsScreen.rows
    canvas.fill(column: left, row: 0, width: 1, height: rows, glyph: "▐", style: Style(HundredsScreen.wall))
    canvas.fill(column: right, row: 0, width: 1, height: rows, glyph: "▌", style: Style(HundredsScreen.wall))
  }

  /// The label on the row of the centre, the key number (underlined) on the neighbouring row
  /// nearer the centre, both centred on the circle.
  private func drawWriting(of c: HundredsCircle, color: Color, into canvas: inout Canvas) {
    let p = Self.info.viewport.canvasPoint(of: c.position)
    let labelRow = Int(p.y.rounded(.down))
    let keyRow = p.y - Double(labelRow) < 0.5 ? labelRow - 1 : labelRow + 1
    // The pressed circle's writing is stored reversed (red ink on white, shown white on red), so
    // that on a monochrome terminal it still stands out as reversed cells.
    let labelStyle =
      c.isPressed ? Style(color, on: .brightWhite, [.bold, .reverse]) : Style(.black, on: color, [.bold])
    let keyStyle =
      c.isPressed
      ? Style(color, on: .brightWhite, [.underline, .reverse]) : Style(HundredsScreen.keyInk, on: color, [.underline])
    let labelColumn = Int((p.x - Double(Canvas.width(of: c.label)) / 2).rounded())
    canvas.write(c.label, column: labelColumn, row: labelRow, style: labelStyle)
    canvas.write(c.key, column: Int(p.x.rounded(.down)), row: keyRow, style: keyStyle)
  }

  /// The panel's score, circles and outcome, among the headings of `labels`.
  private func drawPanel(into canvas: inout Canvas) {
    let x = HundredsScreen.panelColumn
    // "120 / 999" written in pieces, numbers as digits (no String per frame).
    let bright = Style(.brightWhite, on: .default, [.bold])
    var c = canvas.write(score, column: x, row: 4, style: bright)
    c = canvas.write(" / ", column: c, row: 4, style: bright)
    canvas.write(settings.target, column: c, row: 4, style: bright)
    for k in state.indices {
      let c = circle(k)
      let row = 8 + k
      let color = c.isPressed ? HundredsScreen.pressedRed : HundredsScreen.shade(of: k)
      let underlined = Style(.default, on: .default, [.underline])
      canvas.write(
        c.key, column: canvas.write(" ", column: x, row: row, style: underlined), row: row, style: underlined)
      canvas.text("●", column: x + 5, row: row, style: Style(color))
      let end = canvas.write(c.label, column: x + 7, row: row)
      if c.isPressed { canvas.write(" held", column: end, row: row) }
    }
    switch status {
    case .won: canvas.text("YOU WON", column: x, row: 19, style: Style(.brightGreen, on: .default, [.bold]))
    case .lost: canvas.text("YOU LOST", column: x, row: 19, style: Style(.brightRed, on: .default, [.bold]))
    default: break
    }
  }

  /// The red circle grows from the losing circle until it covers the farthest canvas corner.
  private func drawLoss(from c: HundredsCircle, into canvas: inout Canvas) {
    let v = Self.info.viewport
    let corners = [
      Vec2(v.originX, v.originY), Vec2(v.originX + Double(canvas.columns) * v.cellWidth, v.originY),
      Vec2(v.originX, v.originY + Double(canvas.rows) * v.cellHeight),
      Vec2(v.originX + Double(canvas.columns) * v.cellWidth, v.originY + Double(canvas.rows) * v.cellHeight),
    ]
    let full = corners.map { ($0 - c.position).length }.max() ?? 0
    let t = Double(lossTicks) / Double(Self.lossAnimationTicks)
    let radius = c.radius + (full + v.cellWidth - c.radius) * t
    canvas.disc(center: c.position, radius: radius, in: v, color: HundredsScreen.pressedRed)
    if isSettled { canvas.centredText("YOU LOST", row: canvas.rows / 2, style: Style(.brightWhite, on: .red, [.bold])) }
  }
}
