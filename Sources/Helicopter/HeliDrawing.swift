import ArcadeCore

extension HeliGame {
  /// The first canvas row inside the cave, and the first rock row below it.
  static let caveTop = Int((Stage.ceiling.y - viewport.originY) / viewport.cellHeight)
  static let caveEnd = Int(((Stage.floor.y - viewport.originY) / viewport.cellHeight).rounded(.up))

  public func draw(into canvas: inout Canvas) {
    drawCave(into: &canvas)
    for block in field.live { drawBlock(at: Vec2(BlockField.left(block, in: world), block.y), into: &canvas) }
    // On the crash tick the helicopter is shown where it hit; the explosion follows.
    if let crashTick, tick > crashTick {
      drawExplosion(age: tick - crashTick, into: &canvas)
    } else {
      drawHelicopter(into: &canvas)
    }
    drawHUD(into: &canvas)
    drawMessages(into: &canvas)
  }

  /// Rock above and below the cave, fixed to the stage like the original's wall lines, and a little
  /// dust inside the cave drifting at half the blocks' speed, so the cave seems deep. The rock does
  /// not scroll: a sliding texture rewrote about 200 cells (each with its own colour) on most frames,
  /// 5× the bytes the rest of the picture needs; the blocks and the dust already show the motion.
  private func drawCave(into canvas: inout Canvas) {
    let (caveTop, caveEnd) = (Self.caveTop, Self.caveEnd)
    var bands = RockBands.standard
    if bands.columns != canvas.columns || bands.rows != canvas.rows {
      bands = RockBands(columns: canvas.columns, rows: canvas.rows, caveTop: caveTop, caveEnd: caveEnd)
    }
    canvas.blit(bands.top, column: 0, row: 0)
    canvas.blit(bands.bottom, column: 0, row: caveEnd)
    let dustShift = Int((field.travelled / (2 * Self.viewport.cellWidth)).rounded(.down))
    drawDust(into: &canvas, dustShift: dustShift)
  }

  /// A block's cells, its top-left corner rounded to the nearest cell corner as the helicopter's is: both
  /// are whole cells in size, so they share or neighbour a cell exactly when their boxes touch or nearly.
  private func drawBlock(at corner: Vec2, into canvas: inout Canvas) {
    let vp = Self.viewport
    let p = vp.canvasPoint(of: corner)
    let (column, row) = (Int(p.x.rounded()), Int(p.y.rounded()))
    let width = Int(vp.columns(for: Stage.blockSize.x).rounded())
    let height = Int(vp.rows(for: Stage.blockSize.y).rounded())
    canvas.fill(column: column, row: row, width: width, height: height, glyph: "█", style: HeliArt.blockStyle)
  }

  /// The sprite's top-left cell: the nearest cell corner to the helicopter's top-left corner.
  private var helicopterCell: (column: Int, row: Int) {
    let p = Self.viewport.canvasPoint(of: flight.position)
    return (Int(p.x.rounded()), Int(p.y.rounded()))
  }

  private func drawHelicopter(into canvas: inout Canvas) {
    let (column, row) = helicopterCell
    let rotor = HeliArt.rotorSprites[(tick / 3) % HeliArt.rotorSprites.count]
    let body = HeliArt.bodySprites[(tick / 2) % HeliArt.bodySprites.count]
    canvas.draw(rotor, column: column, row: row, style: HeliArt.rotorStyle)
    canvas.draw(body, column: column, row: row + 1, style: HeliArt.bodyStyle)
    canvas.draw(HeliArt.skidSprite, column: column, row: row + 2, style: HeliArt.rotorStyle)
  }

  private func drawExplosion(age: Int, into canvas: inout Canvas) {
    guard let frame = HeliArt.explosion.first(where: { age < $0.until }) else { return }
    let (column, row) = helicopterCell
    let centreColumn = column + 3
    canvas.draw(frame.art, column: centreColumn - frame.art.width / 2, row: row, style: frame.style)
  }

  /// Title at the left, the speed level in the middle, the score at the top right (as in the seed).
  /// Written in pieces, numbers as digits, so no String is built per frame.
  private func drawHUD(into canvas: inout Canvas) {
    let style = HeliArt.hudStyle
    canvas.text(" HELICOPTER ", column: 1, row: 0, style: style)
    if rules.speedSteps > 0 {
      // Pips for the seed's five speed-ups (and up to eight), a count beyond that; centred as one text.
      let pips = rules.speedSteps <= 8
      let level =
        pips ? rules.speedSteps + 1 : Canvas.width(of: field.speedUps) + 1 + Canvas.width(of: rules.speedSteps)
      var c = canvas.write(" SPEED ", column: (canvas.columns - (level + 8)) / 2, row: 0, style: style)
      if pips {
        let lit = field.speedUps + 1
        canvas.fill(column: c, row: 0, width: lit, height: 1, glyph: "■", style: style)
        canvas.fill(column: c + lit, row: 0, width: level - lit, height: 1, glyph: "□", style: style)
        c += level
      } else {
        c = canvas.write(field.speedUps, column: c, row: 0, style: style)
        c = canvas.write("/", column: c, row: 0, style: style)
        c = canvas.write(rules.speedSteps, column: c, row: 0, style: style)
      }
      canvas.write(" ", column: c, row: 0, style: style)
    }
    var c = canvas.columns - 1 - (Canvas.width(of: score) + 8)
    c = canvas.write(" SCORE ", column: c, row: 0, style: style)
    canvas.write(" ", column: canvas.write(score, column: c, row: 0, style: style), row: 0, style: style)
  }

  /// The instructions at the start and the "speed up" flash, over the running game; dim while fading
  /// in and out, and gone once the helicopter crashed (the end alert comes next).
  private func drawMessages(into canvas: inout Canvas) {
    if tick < Self.instructionTicks, crashTick == nil {
      let fading = tick < 12 || tick >= Self.instructionTicks - 12
      box(
        HeliArt.instructions, row: 15, style: fading ? Style(.grey(12), on: .black) : HeliArt.messageStyle,
        into: &canvas)
    }
    if let start = field.lastSpeedUpTick, crashTick == nil, tick - start < Self.flashTicks {
      let age = tick - start
      let fading = age < 12 || age >= Self.flashTicks - 12
      box(
        HeliArt.speedUpMessage, row: 8, style: fading ? Style(.yellow, on: .black) : HeliArt.flashStyle, into: &canvas)
    }
  }

  /// A framed, opaque box of centred lines with its top edge on `row`.
  private func box(_ lines: [String], row: Int, style: Style, into canvas: inout Canvas) {
    var widest = 0
    for line in lines { widest = max(widest, Canvas.width(of: line)) }  // no key path: drawn every frame
    let inner = widest + 4
    let column = (canvas.columns - inner - 2) / 2
    canvas.fill(column: column, row: row, width: inner + 2, height: lines.count + 2, glyph: " ", style: style)
    canvas.frame(column: column, row: row, width: inner + 2, height: lines.count + 2, style: style)
    for (i, line) in lines.enumerated() {
      let offset = (inner - Canvas.width(of: line)) / 2
      canvas.text(line, column: column + 1 + offset, row: row + 1 + i, style: style)
    }
  }
}
