import ArcadeCore

/// Drawing the playfield: the backdrop (banks, roads, bays), filled bays, cars, the frog. Everything goes
/// through `FrogView.viewport`, the same map the front end uses to turn clicks into world points.
extension FrogGame {
  static let grass = Style(.rgb(1, 4, 1), on: .rgb(0, 2, 0))
  static let asphalt = Color.grey(3)
  static let laneColours: [Color] = [.brightRed, .brightYellow, .brightCyan, .brightMagenta, .brightBlue]
  /// Cars show their direction by shape as well as colour: ▐██▶ drives right, ◀██▌ left.
  /// Sprites as scalars, ready to copy: iterating a String's scalars decodes its UTF-8 every frame.
  static let carRight = Array("▐██▶".unicodeScalars)
  static let carLeft = Array("◀██▌".unicodeScalars)
  static let frogArt = Array("/●\\".unicodeScalars)
  static let splatArt = Array("×✶×".unicodeScalars)

  public func draw(into canvas: inout Canvas) {
    // The ground, the empty bays and the idle panel, drawn when the game was made.
    canvas.paste(backdrop.layer)
    drawFilledBays(into: &canvas)
    // The splat lies on the road; the traffic drives over it.
    if let s = splat {
      let (c, r) = FrogView.viewport.cell(of: Vec2(Double(s.x), Double(s.y)))
      put(Self.splatArt, column: c - 1, row: r, fg: .brightRed, into: &canvas)
    }
    drawCars(into: &canvas)
    if status != .lost || endedTicks % 10 < 5 {
      let (c, r) = FrogView.viewport.cell(of: Vec2(Double(frogX), Double(frogY)))
      put(
        status == .lost ? Self.splatArt : Self.frogArt, column: c - 1, row: r,
        fg: status == .lost ? .brightRed : .brightGreen,
        bold: true, into: &canvas)
    }
    drawStatusLine(into: &canvas)
    drawPanel(into: &canvas)
  }

  /// A frog sits in each filled bay, over the bay the backdrop left open.
  func drawFilledBays(into canvas: inout Canvas) {
    guard let row = backdrop.bayRow else { return }
    for (bay, column) in zip(bays, backdrop.bayColumns) where bay.filled {
      put(Self.frogArt, column: column - 1, row: row, fg: .green, into: &canvas)
    }
  }

  func drawCars(into canvas: inout Canvas) {
    let v = FrogView.viewport
    // The statics read once: each read of one in the loop was a lazy-initialisation check and a retain.
    // (Each sprite is passed as it is: choosing one in an expression copied, so retained, it per car.)
    let (rightward, leftward, colours) = (Self.carRight, Self.carLeft, Self.laneColours)
    for car in traffic.cars {
      let p = v.canvasPoint(of: Vec2(car.x, car.y))
      // Four cells for a 28 px car (4.5 columns), centred on the car's centre.
      let (left, row) = (Int((p.x - 1.5).rounded(.down)), Int(p.y.rounded(.down)))
      let colour = colours[car.lane % colours.count]
      if car.direction == .right {
        put(rightward, column: left, row: row, fg: colour, into: &canvas)
      } else {
        put(leftward, column: left, row: row, fg: colour, into: &canvas)
      }
    }
  }

  /// Writes text over the stage keeping each cell's background (sprites sit on grass or road).
  func put(_ art: [Unicode.Scalar], column: Int, row: Int, fg: Color, bold: Bool = false, into canvas: inout Canvas) {
    canvas.overlay(
      art, column: column, row: row, foreground: fg, attributes: bold ? [.bold] : [], within: FrogView.stageColumns)
  }
}
