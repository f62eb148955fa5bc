import ArcadeCore

/// Drawing: walls, circles in half blocks with their labels and keys, the panels, the cursor and
/// the red circle that fills the screen after a loss. Only reads the state.
extension HundredsGame {
  public func draw(into canvas: inout Canvas) {
    let viewport = Self.info.viewport
    drawWalls(into: &canvas)
    let shown = circles
    for (k, c) in shown.enumerated() {
      let color = c.isPressed ? HundredsScreen.pressedRed : HundredsScreen.shade(of: k)
      canvas.disc(center: c.position, radius: c.radius, in: viewport, color: color)
      drawWriting(of: c, color: color, into: &canvas)
    }
    if cursorShown {
      let cell = viewport.cell(of: cursor)
      canvas.put("+", column: cell.column, row: cell.row, style: Style(.brightYellow, on: .default, [.bold, .reverse]))
    }
    drawPanel(shown, into: &canvas)
    drawRules(into: &canvas)
    if let k = losingCircle { drawLoss(from: shown[k], into: &canvas) }
  }

  private func drawWalls(into canvas: inout Canvas) {
    let left = HundredsScreen.stageColumn - 1, right = HundredsScreen.stageColumn + HundredsScreen.stageColumns
    for column in (left + 1)..<right {
      canvas.halfBlock(x: column, y: 0, color: HundredsScreen.wall)
      canvas.halfBlock(x: column, y: 2 * HundredsScreen.rows - 1, color: HundredsScreen.wall)
    }
    for row in 0..<HundredsScreen.rows {
      canvas.put("▐", column: left, row: row, style: Style(HundredsScreen.wall))
      canvas.put("▌", column: right, row: row, style: Style(HundredsScreen.wall))
    }
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
    let label = String(c.label)
    let labelColumn = Int((p.x - Double(label.count) / 2).rounded())
    canvas.text(label, column: labelColumn, row: labelRow, style: labelStyle)
    canvas.text(String(c.key), column: Int(p.x.rounded(.down)), row: keyRow, style: keyStyle)
  }

  private func drawPanel(_ shown: [HundredsCircle], into canvas: inout Canvas) {
    let x = HundredsScreen.panelColumn
    canvas.text("H U N D R E D S", column: x, row: 1, style: Style(.brightWhite, on: .default, [.bold]))
    canvas.text("Score", column: x, row: 3)
    canvas.text("\(score) / \(settings.target)", column: x, row: 4, style: Style(.brightWhite, on: .default, [.bold]))
    let growth =
      settings.growth == .step ? "+\(settings.step) per press" : "+\(settings.holdRate)/s while held"
    canvas.text(growth, column: x, row: 5, style: Style(.grey(14)))
    canvas.text("Key  Circle", column: x, row: 7)
    for (k, c) in shown.enumerated() {
      let row = 8 + k
      let color = c.isPressed ? HundredsScreen.pressedRed : HundredsScreen.shade(of: k)
      canvas.text(" \(c.key)", column: x, row: row, style: Style(.default, on: .default, [.underline]))
      canvas.text("●", column: x + 5, row: row, style: Style(color))
      canvas.text(c.isPressed ? "\(c.label) held" : "\(c.label)", column: x + 7, row: row)
    }
    switch status {
    case .won: canvas.text("YOU WON", column: x, row: 19, style: Style(.brightGreen, on: .default, [.bold]))
    case .lost: canvas.text("YOU LOST", column: x, row: 19, style: Style(.brightRed, on: .default, [.bold]))
    default: break
    }
  }

  private func drawRules(into canvas: inout Canvas) {
    let lines = HundredsScreen.rulesText(circles: state.count, target: settings.target)
    for (i, line) in lines.enumerated() {
      let style = i == 0 ? Style(.brightWhite, on: .default, [.bold]) : Style(.grey(16))
      canvas.text(line, column: HundredsScreen.rulesColumn, row: 1 + i, style: style)
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
