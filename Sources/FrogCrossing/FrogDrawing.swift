import ArcadeCore

/// Drawing the playfield: banks, roads, bays, cars, the frog. Everything goes through
/// `FrogView.viewport`, the same map the front end uses to turn clicks into world points.
extension FrogGame {
  enum RowKind { case bank, bays, road, median }

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
    drawGround(into: &canvas)
    drawBays(into: &canvas)
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

  /// What a canvas row of the stage shows, found from the layout: rows a car can touch are road.
  func rowKind(_ row: Int) -> RowKind {
    let y = FrogView.viewport.originY + (Double(row) + 0.5) * FrogView.viewport.cellHeight
    if bays.contains(where: { abs($0.centre.y - y) < FrogView.viewport.cellHeight / 2 }) { return .bays }
    let half = Double(layout.carHeight) / 2
    let isRoad: (Double) -> Bool = { y in
      self.layout.lanes.contains { abs(Double($0.top) + half - y) < half + Stage.frogHalfHeight }
    }
    if isRoad(y) { return .road }
    let h = FrogView.viewport.cellHeight
    return isRoad(y - h) && isRoad(y + h) ? .median : .bank
  }

  func drawGround(into canvas: inout Canvas) {
    let width = FrogView.stageColumns.count
    for row in FrogView.stageRows {
      switch rowKind(row) {
      case .bank, .bays:
        canvas.fill(column: 0, row: row, width: width, height: 1, glyph: " ", style: Self.grass)
        scenery.forEachMark(row: row) { c, glyph, colour in
          canvas.put(glyph, column: c, row: row, style: Style(colour, on: Self.grass.background))
        }
      case .median:
        canvas.fill(column: 0, row: row, width: width, height: 1, glyph: "░", style: Style(.grey(12), on: .grey(7)))
      case .road:
        canvas.fill(column: 0, row: row, width: width, height: 1, glyph: " ", style: Style(.grey(12), on: Self.asphalt))
        // Dashed lane markings, staggered so the road reads as lanes rather than stripes.
        for c in FrogView.stageColumns where (c + row * 5) % 12 < 2 {
          canvas.put("─", column: c, row: row, style: Style(.grey(11), on: Self.asphalt))
        }
      }
    }
  }

  func drawBays(into canvas: inout Canvas) {
    guard let row = FrogView.stageRows.first(where: { rowKind($0) == .bays }) else { return }
    let hedge = Style(.rgb(0, 3, 0), on: .rgb(0, 1, 0))
    canvas.fill(column: 0, row: row, width: FrogView.stageColumns.count, height: 1, glyph: "▓", style: hedge)
    for bay in bays {
      let (c, _) = FrogView.viewport.cell(of: Vec2(Double(bay.frogColumnX), bay.centre.y))
      canvas.put("▐", column: c - 2, row: row, style: Style(.brightYellow, on: .rgb(0, 1, 0)))
      canvas.fill(column: c - 1, row: row, width: 3, height: 1, glyph: " ", style: Style(on: .rgb(0, 0, 2)))
      canvas.put("▌", column: c + 2, row: row, style: Style(.brightYellow, on: .rgb(0, 1, 0)))
      if bay.filled { put(Self.frogArt, column: c - 1, row: row, fg: .green, into: &canvas) }
    }
  }

  func drawCars(into canvas: inout Canvas) {
    let v = FrogView.viewport
    for car in traffic.cars {
      let p = v.canvasPoint(of: Vec2(car.x, car.y))
      // Four cells for a 28 px car (4.5 columns), centred on the car's centre.
      let left = Int((p.x - 1.5).rounded(.down))
      let sprite = car.direction == .right ? Self.carRight : Self.carLeft
      let colour = Self.laneColours[car.lane % Self.laneColours.count]
      put(sprite, column: left, row: Int(p.y.rounded(.down)), fg: colour, into: &canvas)
    }
  }

  /// Writes text over the stage keeping each cell's background (sprites sit on grass or road).
  func put(_ art: [Unicode.Scalar], column: Int, row: Int, fg: Color, bold: Bool = false, into canvas: inout Canvas) {
    canvas.overlay(
      art, column: column, row: row, foreground: fg, attributes: bold ? [.bold] : [], within: FrogView.stageColumns)
  }
}
