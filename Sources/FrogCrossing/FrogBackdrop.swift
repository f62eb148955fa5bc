import ArcadeCore

/// The frog's screen as every frame starts it: the stage's ground (banks with their scenery, roads with
/// their markings, the median, the hedge with its empty bays) and the panel's title, legend and idle pad.
/// It depends only on the layout, the bays' places and the scenery, all fixed when the game is made, so it
/// is drawn then, once, and each frame pastes it.
struct FrogBackdrop: Sendable {
  let layer: CanvasLayer

  enum RowKind { case bank, bays, road, median }

  init(layout: LaneLayout, bays: [Bay], scenery: Scenery) {
    let kinds = FrogView.stageRows.map { Self.rowKind($0, layout: layout, bays: bays) }
    // The canvas row of the bays (nil when no row is), and each bay's centre column there.
    let bayRow = zip(FrogView.stageRows, kinds).first { $0.1 == .bays }?.0
    let bayColumns = bays.map { FrogView.viewport.cell(of: Vec2(Double($0.frogColumnX), $0.centre.y)).column }
    layer = CanvasLayer(size: FrogView.canvasSize) { canvas in
      for (row, kind) in zip(FrogView.stageRows, kinds) {
        Self.drawGround(kind, row: row, scenery: scenery, into: &canvas)
      }
      if let bayRow { Self.drawEmptyBays(row: bayRow, columns: bayColumns, into: &canvas) }
      FrogGame.drawPanelBackdrop(into: &canvas)
    }
  }

  /// What a canvas row of the stage shows, found from the layout: rows a car can touch are road.
  static func rowKind(_ row: Int, layout: LaneLayout, bays: [Bay]) -> RowKind {
    let y = FrogView.viewport.originY + (Double(row) + 0.5) * FrogView.viewport.cellHeight
    if bays.contains(where: { abs($0.centre.y - y) < FrogView.viewport.cellHeight / 2 }) { return .bays }
    let half = Double(layout.carHeight) / 2
    let isRoad: (Double) -> Bool = { y in
      layout.lanes.contains { abs(Double($0.top) + half - y) < half + Stage.frogHalfHeight }
    }
    if isRoad(y) { return .road }
    let h = FrogView.viewport.cellHeight
    return isRoad(y - h) && isRoad(y + h) ? .median : .bank
  }

  static func drawGround(_ kind: RowKind, row: Int, scenery: Scenery, into canvas: inout Canvas) {
    let width = FrogView.stageColumns.count
    switch kind {
    case .bank, .bays:
      canvas.fill(column: 0, row: row, width: width, height: 1, glyph: " ", style: FrogGame.grass)
      scenery.forEachMark(row: row) { c, glyph, colour in
        canvas.put(glyph, column: c, row: row, style: Style(colour, on: FrogGame.grass.background))
      }
    case .median:
      canvas.fill(column: 0, row: row, width: width, height: 1, glyph: "░", style: Style(.grey(12), on: .grey(7)))
    case .road:
      canvas.fill(
        column: 0, row: row, width: width, height: 1, glyph: " ", style: Style(.grey(12), on: FrogGame.asphalt))
      // Dashed lane markings, staggered so the road reads as lanes rather than stripes.
      for c in FrogView.stageColumns where (c + row * 5) % 12 < 2 {
        canvas.put("─", column: c, row: row, style: Style(.grey(11), on: FrogGame.asphalt))
      }
    }
  }

  /// The hedge along the bays' row, and each bay open in it (a filled bay's frog is drawn each frame).
  static func drawEmptyBays(row: Int, columns: [Int], into canvas: inout Canvas) {
    let hedge = Style(.rgb(0, 3, 0), on: .rgb(0, 1, 0))
    canvas.fill(column: 0, row: row, width: FrogView.stageColumns.count, height: 1, glyph: "▓", style: hedge)
    for c in columns {
      canvas.put("▐", column: c - 2, row: row, style: Style(.brightYellow, on: .rgb(0, 1, 0)))
      canvas.fill(column: c - 1, row: row, width: 3, height: 1, glyph: " ", style: Style(on: .rgb(0, 0, 2)))
      canvas.put("▌", column: c + 2, row: row, style: Style(.brightYellow, on: .rgb(0, 1, 0)))
    }
  }
}
