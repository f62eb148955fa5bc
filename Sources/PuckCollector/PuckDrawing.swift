import ArcadeCore

/// Drawing: the framed stage with score and time bar in its top line, round pucks in braille dots with
/// their colour's letter at the centre, the pointer, rising "+50"s, and a panel counting pucks left.
extension PuckGame {
  static let frameStyle = Style(.grey(12))
  static let scoreStyle = Style(.brightCyan, on: .default, [.bold])
  static let barStyle = Style(.brightCyan)
  static let barLowStyle = Style(.brightRed)
  static let barEmptyStyle = Style(.grey(6))
  static let cursorStyle = Style(.brightWhite, on: .default, [.bold])
  static let heldBackground = Color.grey(7)

  public func draw(into canvas: inout Canvas) {
    canvas.frame(column: 0, row: 0, width: Stage.columns + 2, height: Stage.rows + 2, style: Self.frameStyle)
    drawScoreAndTime(into: &canvas)
    // The looks read once: each read of the static array was a lazy-initialisation check and a retain.
    let looks = PuckColour.all
    for p in pucks where !p.isCollected && p.id != heldPuck {
      drawPuck(p, look: looks[p.colour], held: false, into: &canvas)
    }
    if let held = heldPuck { drawPuck(pucks[held], look: looks[pucks[held].colour], held: true, into: &canvas) }
    drawClash(into: &canvas)
    if heldPuck == nil && status == .playing { drawCursor(into: &canvas) }
    drawFloaters(into: &canvas)
    // The panel's title, colour keys and hints, drawn when the game was made; then its counts.
    canvas.paste(labels)
    drawPanel(looks: looks, into: &canvas)
  }

  private func drawScoreAndTime(into canvas: inout Canvas) {
    // " Score 120 " and " 42s " written in pieces (numbers as digits): no String per frame.
    var c = canvas.write(" Score ", column: 2, row: 0, style: Self.scoreStyle)
    c = canvas.write(score, column: c, row: 0, style: Self.scoreStyle)
    canvas.write(" ", column: c, row: 0, style: Self.scoreStyle)
    let width = 20
    let filled = Int((timeBarFraction * Double(width)).rounded())
    let right = Stage.columns - 1
    let left = right - width + 1
    let secondsLeft = (max(0, timeUpTick - tick) + settings.tickRate - 1) / settings.tickRate
    c = canvas.write(" ", column: left - 1 - (Canvas.width(of: secondsLeft) + 3), row: 0, style: Self.frameStyle)
    c = canvas.write(secondsLeft, column: c, row: 0, style: Self.frameStyle)
    canvas.write("s ", column: c, row: 0, style: Self.frameStyle)
    canvas.put("[", column: left - 1, row: 0, style: Self.frameStyle)
    let fillStyle = timeBarFraction <= 0.35 ? Self.barLowStyle : Self.barStyle
    let shown = min(max(filled, 0), width)
    canvas.fill(column: left, row: 0, width: shown, height: 1, glyph: "█", style: fillStyle)
    canvas.fill(column: left + shown, row: 0, width: width - shown, height: 1, glyph: "░", style: Self.barEmptyStyle)
    canvas.put("]", column: right + 1, row: 0, style: Self.frameStyle)
  }

  /// A braille disc in the puck's colour with its letter in the centre cell; a held puck's dots get a grey
  /// backdrop (only the cells they cover: what is seen is the puck) and an underlined letter on white, so it
  /// stands out in colour and in monochrome.
  private func drawPuck(_ p: Puck, look: PuckColour, held: Bool, into canvas: inout Canvas) {
    let viewport = Stage.viewport
    let r = settings.radius
    let c = viewport.canvasPoint(of: p.position)
    let style = Style(look.color, on: held ? Self.heldBackground : .default)
    canvas.brailleDisc(
      centerX: c.x * 2, centerY: c.y * 4, radiusX: 2 * r / viewport.cellWidth, radiusY: 4 * r / viewport.cellHeight,
      style: style)
    // The centre's cell, as `viewport.cell(of: p.position)` rounds the same point down.
    let cell = (column: Int(c.x.rounded(.down)), row: Int(c.y.rounded(.down)))
    if held {
      canvas.put(
        look.letter, column: cell.column, row: cell.row, style: Style(.black, on: .brightWhite, [.bold, .underline]))
    } else {
      canvas.put(look.letter, column: cell.column, row: cell.row, style: Style(look.ink, on: look.color, [.bold]))
    }
  }

  /// After a wrong-colour touch the other puck's letter blinks as a cross.
  private func drawClash(into canvas: inout Canvas) {
    guard let clash else { return }
    let cell = Stage.viewport.cell(of: pucks[clash.other].position)
    if (closingTicks / 6) % 2 == 0 {
      canvas.put("✗", column: cell.column, row: cell.row, style: Style(.brightWhite, on: .red, [.bold, .reverse]))
    }
  }

  /// The keyboard cursor: a cross on an empty cell, reverse video over anything else.
  private func drawCursor(into canvas: inout Canvas) {
    let cell = Stage.viewport.cell(of: pointer.position)
    let column = min(max(cell.column, 1), Stage.columns), row = min(max(cell.row, 1), Stage.rows)
    var existing = canvas[column, row]
    if existing.glyph == " " {
      canvas.put("┼", column: column, row: row, style: Self.cursorStyle)
    } else {
      existing.style.attributes.insert(.reverse)
      canvas[column, row] = existing
    }
  }

  private func drawFloaters(into canvas: inout Canvas) {
    let life = Floater.life(tickRate: settings.tickRate)
    for f in floaters {
      let cell = Stage.viewport.cell(of: f.position(life: life))
      let fading = f.age * 3 >= life * 2
      let style = Style(.brightYellow, on: .default, fading ? [.dim] : [.bold])
      canvas.text(f.text, column: cell.column - f.text.count / 2, row: max(cell.row, 1), style: style)
    }
  }

  /// The panel's colour names (greyed when fewer than two are left) and counts, and the outcome, among
  /// the cells of `labels`.
  private func drawPanel(looks: [PuckColour], into canvas: inout Canvas) {
    let x = Stage.panelColumn
    // Counted colour by colour: `pucksLeft` builds an array, and the panel is drawn every frame.
    let colours = settings.colourCount
    for i in 0..<colours {
      let count = Board.count(pucks, colour: i)
      let row = 3 + i
      canvas.text(looks[i].name, column: x + 4, row: row, style: count < 2 ? Style(.grey(10)) : .plain)
      let bold = Style(.default, on: .default, [.bold])
      canvas.write(count, column: x + 13 - Canvas.width(of: count), row: row, style: bold)
    }
    let row = 11 + colours
    switch status {
    case .playing: break
    case .lost: canvas.text("WRONG COLOUR", column: x, row: row, style: Style(.brightRed, on: .default, [.bold]))
    case .timeUp: canvas.text("TIME UP", column: x, row: row, style: Style(.brightYellow, on: .default, [.bold]))
    case .won:
      canvas.text("NO PAIRS LEFT", column: x, row: row, style: Style(.brightGreen, on: .default, [.bold]))
      canvas.text("bonus +\(timeBonus)", column: x, row: row + 1, style: Style(.brightGreen))
    }
  }
}
