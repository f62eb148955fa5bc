import ArcadeCore

/// Drawing: the framed stage with score and time bar in its top line, round pucks in braille dots with
/// their color's letter at the center, the pointer, rising "+50"s, and a panel counting pucks left; all
/// placed by the `PuckLayout` of the canvas's size, so the stage and its pucks grow with the terminal.
extension PuckGame {
  static let frameStyle = Style(.grey(12))

  public func draw(into canvas: inout Canvas) {
    let layout = PuckLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    let viewport = layout.viewport
    canvas.frame(
      column: layout.stageColumn - 1, row: layout.stageRow - 1, width: layout.stageColumns + 2,
      height: layout.stageRows + 2, style: Self.frameStyle)
    drawScoreAndTime(layout, into: &canvas)
    let looks = PuckColor.all
    for p in pucks where !p.isCollected && p.id != heldPuck {
      drawPuck(p, look: looks[p.color], held: false, viewport, into: &canvas)
    }
    if let held = heldPuck {
      drawPuck(pucks[held], look: looks[pucks[held].color], held: true, viewport, into: &canvas)
    }
    drawClash(viewport, into: &canvas)
    if heldPuck == nil && status == .playing { drawCursor(layout, into: &canvas) }
    drawFloaters(layout, into: &canvas)
    drawPanel(layout, looks: looks, into: &canvas)
  }

  private func drawScoreAndTime(_ layout: PuckLayout, into canvas: inout Canvas) {
    let row = layout.stageRow - 1
    // A level with a goal shows it beside the score ("Score 150/400") until it is reached.
    let scoreText = goal.map { reachedGoal ? " Score \(score) " : " Score \(score)/\($0) " } ?? " Score \(score) "
    canvas.text(scoreText, column: layout.stageColumn + 1, row: row, style: Style(.brightCyan, on: .default, [.bold]))
    // The time bar's width is in proportion to the stage's: 20 cells at the smallest size.
    let width = layout.stageColumns * 20 / Stage.columns
    let filled = Int((timeBarFraction * Double(width)).rounded())
    let right = layout.stageColumn + layout.stageColumns - 2
    let left = right - width + 1
    let secondsLeft = " \((max(0, timeUpTick - tick) + Ticks.perSecond - 1) / Ticks.perSecond)s "
    canvas.text(secondsLeft, column: left - 1 - Canvas.width(of: secondsLeft), row: row, style: Self.frameStyle)
    canvas.put("[", column: left - 1, row: row, style: Self.frameStyle)
    let shown = min(max(filled, 0), width)
    canvas.fill(
      column: left, row: row, width: shown, height: 1, glyph: "█",
      style: Style(timeBarFraction <= 0.35 ? .brightRed : .brightCyan))
    canvas.fill(column: left + shown, row: row, width: width - shown, height: 1, glyph: "░", style: Style(.grey(6)))
    canvas.put("]", column: right + 1, row: row, style: Self.frameStyle)
  }

  /// A braille disc in the puck's color with its letter in the center cell; a held puck's dots get a grey
  /// backdrop (only the cells they cover: what is seen is the puck) and an underlined letter on white, so it
  /// stands out in color and in monochrome.
  private func drawPuck(_ p: Puck, look: PuckColor, held: Bool, _ viewport: Viewport, into canvas: inout Canvas) {
    let r = settings.radius
    let c = viewport.canvasPoint(of: p.position)
    let style = Style(look.color, on: held ? .grey(7) : .default)
    canvas.brailleDisc(
      centerX: c.x * 2, centerY: c.y * 4, radiusX: 2 * r / viewport.cellWidth, radiusY: 4 * r / viewport.cellHeight,
      style: style)
    // The center's cell, as `viewport.cell(of: p.position)` rounds the same point down.
    let cell = (column: Int(c.x.rounded(.down)), row: Int(c.y.rounded(.down)))
    let letter = held ? Style(.black, on: .brightWhite, [.bold, .underline]) : Style(look.ink, on: look.color, [.bold])
    canvas.put(look.letter, column: cell.column, row: cell.row, style: letter)
  }

  /// After a wrong-color touch the other puck's letter blinks as a cross.
  private func drawClash(_ viewport: Viewport, into canvas: inout Canvas) {
    guard let clash else { return }
    let cell = viewport.cell(of: pucks[clash.other].position)
    if (closingTicks / 6) % 2 == 0 {
      canvas.put("✗", column: cell.column, row: cell.row, style: Style(.brightWhite, on: .red, [.bold, .reverse]))
    }
  }

  /// The keyboard cursor: a cross on an empty cell, reverse video over anything else; kept inside the frame.
  private func drawCursor(_ layout: PuckLayout, into canvas: inout Canvas) {
    let cell = layout.viewport.cell(of: pointer.position)
    let column = min(max(cell.column, layout.stageColumn), layout.stageColumn + layout.stageColumns - 1)
    let row = min(max(cell.row, layout.stageRow), layout.stageRow + layout.stageRows - 1)
    var existing = canvas[column, row]
    if existing.glyph == " " {
      canvas.put("┼", column: column, row: row, style: Style(.brightWhite, on: .default, [.bold]))
    } else {
      existing.style.attributes.insert(.reverse)
      canvas[column, row] = existing
    }
  }

  private func drawFloaters(_ layout: PuckLayout, into canvas: inout Canvas) {
    for f in floaters {
      let cell = layout.viewport.cell(of: f.position)
      let fading = f.age * 3 >= Floater.life * 2
      let style = Style(.brightYellow, on: .default, fading ? [.dim] : [.bold])
      canvas.text(f.text, column: cell.column - f.text.count / 2, row: max(cell.row, layout.stageRow), style: style)
    }
  }
}
