import ArcadeCore

extension HeliGame {
  public func draw(into canvas: inout Canvas) {
    let layout = HeliLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    drawCave(layout, into: &canvas)
    for block in blocks {
      let body = block.box.body
      canvas.box(
        center: body.center, halfWidth: block.box.width / 2, halfHeight: block.box.height / 2,
        in: layout.viewport, art: ["█"], color: HeliArt.blockStyle.foreground)
    }
    let cells = layout.cells(of: flight.box)
    // On the crash tick the helicopter is shown where it hit; the explosion follows.
    if let crashTick, tick > crashTick {
      drawExplosion(age: tick - crashTick, over: cells, into: &canvas)
    } else {
      drawHelicopter(over: cells, into: &canvas)
    }
    drawHUD(into: &canvas)
    drawMessages(layout, into: &canvas)
  }

  /// Rock above and below the cave, fixed to the stage like the original's wall lines, and a little
  /// dust inside the cave drifting at half the blocks' speed, so the cave seems deep. The rock does
  /// not scroll: a sliding texture would rewrite most rock cells (each with its own color) on most
  /// frames; the blocks and the dust already show the motion.
  private func drawCave(_ layout: HeliLayout, into canvas: inout Canvas) {
    let caveTop = max(min(layout.caveTop, canvas.rows), 0)
    let caveEnd = max(min(layout.caveEnd, canvas.rows), caveTop)
    for row in 0..<canvas.rows where row < caveTop || row >= caveEnd {
      for column in 0..<canvas.columns {
        let cell = HeliArt.rock[Int(HeliArt.texture(column, row) % UInt64(HeliArt.rock.count))]
        canvas.put(cell.glyph, column: column, row: row, style: cell.style)
      }
    }
    let dustShift = Int((field.travelled / (2 * layout.viewport.cellWidth)).rounded(.down))
    for row in caveTop..<caveEnd {
      // A speck of dust where a fixed hash of the world column and the row says so (looks only).
      for column in 0..<canvas.columns where HeliArt.texture(column + dustShift, row + 1000) % 37 == 0 {
        canvas.put("·", column: column, row: row, style: HeliArt.dustStyle)
      }
    }
  }

  /// The helicopter over exactly the cells of its body.
  private func drawHelicopter(over cells: (columns: Range<Int>, rows: Range<Int>), into canvas: inout Canvas) {
    let (column, row) = (cells.columns.lowerBound, cells.rows.lowerBound)
    let sprite = HeliSprite(width: cells.columns.count, height: cells.rows.count)
    let body = sprite.body(tick: tick)
    canvas.draw(sprite.rotor(tick: tick), column: column, row: row, style: HeliArt.rotorStyle)
    canvas.draw(body.hull, column: column, row: row + 1, style: HeliArt.bodyStyle)
    canvas.draw(body.windows, column: column, row: row + 1, style: HeliArt.rotorStyle)
    canvas.draw(sprite.skids, column: column, row: row + sprite.height - 1, style: HeliArt.rotorStyle)
  }

  /// The explosion's frame, centered on the helicopter's cells, its glyphs spread as far apart as the
  /// helicopter is larger than 7x3.
  private func drawExplosion(
    age: Int, over cells: (columns: Range<Int>, rows: Range<Int>), into canvas: inout Canvas
  ) {
    guard let frame = HeliArt.explosion.first(where: { age < $0.until }) else { return }
    let spread = (x: Double(cells.columns.count) / 7, y: Double(cells.rows.count) / 3)
    let center = (
      x: Double(cells.columns.lowerBound) + Double(max(cells.columns.count, 1) - 1) / 2,
      y: Double(cells.rows.lowerBound) + Double(max(cells.rows.count, 1) - 1) / 2
    )
    let art = frame.art
    for (y, line) in art.lines.enumerated() {
      for (x, glyph) in line.enumerated() where glyph != " " {
        let column = center.x + (Double(x) - Double(art.width - 1) / 2) * spread.x
        let row = center.y + (Double(y) - Double(art.height - 1) / 2) * spread.y
        canvas.put(glyph, column: Int(column.rounded()), row: Int(row.rounded()), style: frame.style)
      }
    }
  }

  /// Title at the left, the speed level in the middle, the score at the top right (as in the seed).
  private func drawHUD(into canvas: inout Canvas) {
    let style = HeliArt.hudStyle
    canvas.text(" HELICOPTER ", column: 1, row: 0, style: style)
    if settings.speedSteps > 0 {
      // Pips for the seed's five speed-ups (and up to eight), a count beyond that.
      let lit = field.speedUps + 1
      let level =
        settings.speedSteps <= 8
        ? String(repeating: "■", count: lit) + String(repeating: "□", count: settings.speedSteps + 1 - lit)
        : "\(field.speedUps)/\(settings.speedSteps)"
      canvas.centeredText(" SPEED \(level) ", row: 0, style: style)
    }
    let score = " SCORE \(score) "
    canvas.text(score, column: canvas.columns - 1 - Canvas.width(of: score), row: 0, style: style)
    if settings.distance > 0 {
      // A level's stretch of cave, on the rock below it: a pip per tenth flown, and the pixels.
      let done = min(flown, settings.distance)
      let pips = Int(done * 10 / settings.distance)
      let bar = String(repeating: "■", count: pips) + String(repeating: "□", count: 10 - pips)
      canvas.centeredText(
        " CAVE \(bar) \(Int(done)) / \(Int(settings.distance)) px ", row: canvas.rows - 1, style: style)
    }
  }

  /// The instructions at the start and the "speed up" flash, over the running game; dim while fading
  /// in and out, and gone once the helicopter crashed (the end alert comes next). The instructions show in
  /// full from tick 0 (the front end holds that tick until the first press, so they are read then) and give
  /// way as soon as a block reaches them: they never hide a block (nor the helicopter, which is left of them).
  /// A next level's stretch of cave goes on without them: the player is flying already.
  private func drawMessages(_ layout: HeliLayout, into canvas: inout Canvas) {
    guard crashTick == nil else { return }
    if tick < Self.instructionTicks && stretchStart == 0 {
      let place = Self.box(HeliArt.instructions, y: 190, layout, canvas: canvas)
      let covered = blocks.contains { block in
        let cells = layout.cells(of: block.box)
        return cells.columns.overlaps(place.columns) && cells.rows.overlaps(place.rows)
      }
      if !covered {
        let fading = tick >= Self.instructionTicks - 12
        let style = fading ? Style(.grey(12), on: .black) : HeliArt.hudStyle
        Self.draw(HeliArt.instructions, at: place, style: style, into: &canvas)
      }
    }
    if let start = field.lastSpeedUpTick, tick - start < Self.flashTicks {
      let age = tick - start
      let style = age < 12 || age >= Self.flashTicks - 12 ? Style(.yellow, on: .black) : HeliArt.flashStyle
      let message = HeliArt.speedUpMessage
      Self.draw(message, at: Self.box(message, y: 120, layout, canvas: canvas), style: style, into: &canvas)
    }
  }

  /// The cells of a framed box of these lines, centered across the canvas, its top edge at world height `y`
  /// (so it keeps its place on the stage at every size).
  static func box(_ lines: [String], y: Double, _ layout: HeliLayout, canvas: Canvas) -> (
    columns: Range<Int>, rows: Range<Int>
  ) {
    let row = Int(layout.viewport.canvasPoint(of: Vec2(0, y)).y.rounded())
    let width = (lines.map { Canvas.width(of: $0) }.max() ?? 0) + 6
    let column = (canvas.columns - width) / 2
    return (column..<(column + width), row..<(row + lines.count + 2))
  }

  /// A framed, opaque box of centered lines over those cells.
  private static func draw(
    _ lines: [String], at place: (columns: Range<Int>, rows: Range<Int>), style: Style, into canvas: inout Canvas
  ) {
    let (column, row, width) = (place.columns.lowerBound, place.rows.lowerBound, place.columns.count)
    canvas.fill(column: column, row: row, width: width, height: place.rows.count, glyph: " ", style: style)
    canvas.frame(column: column, row: row, width: width, height: place.rows.count, style: style)
    for (i, line) in lines.enumerated() {
      canvas.text(line, column: column + (width - Canvas.width(of: line)) / 2, row: row + 1 + i, style: style)
    }
  }
}
