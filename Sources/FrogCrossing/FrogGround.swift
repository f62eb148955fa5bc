import ArcadeCore

/// The stage's ground, drawn each frame for the canvas's layout: banks with their scenery, roads with
/// their markings, the median, the hedge with the bays open in it.
extension FrogGame {
  enum RowKind { case bank, bays, road, median }

  func drawGround(_ layout: FrogLayout, into canvas: inout Canvas) {
    let kinds = rowKinds(layout)
    let width = layout.stageColumns.count
    var laneLines: [(row: Int, line: Int)] = []
    for (row, kind) in zip(layout.stageRows, kinds) {
      switch kind {
      case .bank, .bays:
        canvas.fill(column: 0, row: row, width: width, height: 1, glyph: " ", style: Self.grass)
      case .median:
        canvas.fill(column: 0, row: row, width: width, height: 1, glyph: "░", style: Style(.grey(12), on: .grey(7)))
      case .road:
        canvas.fill(column: 0, row: row, width: width, height: 1, glyph: " ", style: Style(.grey(12), on: Self.asphalt))
        if let line = Self.laneLine(crossing: row, layout) { laneLines.append((row, line)) }
      }
    }
    // Dashed lane markings, staggered so the road reads as lanes rather than stripes; in world terms,
    // so they grow with the road: a dash every 12 columns of the smallest layout, 2 long.
    let (base, v) = (FrogView.viewport, layout.viewport)
    for c in layout.stageColumns {
      let x = v.originX + (Double(c) + 0.5) * v.cellWidth
      let baseColumn = Int(((x - base.originX) / base.cellWidth).rounded(.down))
      for (row, line) in laneLines where (baseColumn + line * 5) % 12 < 2 {
        canvas.put("─", column: c, row: row, style: Style(.grey(11), on: Self.asphalt))
      }
    }
    for mark in scenery.marks {
      let (column, row) = v.cell(of: mark.point)
      guard layout.stageColumns.contains(column), layout.stageRows.contains(row) else { continue }
      guard kinds[row - layout.stageRows.lowerBound] == .bank else { continue }
      canvas.put(mark.glyph, column: column, row: row, style: Style(mark.color, on: Self.grass.background))
    }
    drawEmptyBays(layout, into: &canvas)
  }

  /// What each canvas row of the stage shows, found from the layout: rows a car can touch are road,
  /// rows between the roads the median, the bays' rows the hedge.
  func rowKinds(_ layout: FrogLayout) -> [RowKind] {
    let bayRows = bays.first.map { layout.rows(top: $0.top, bottom: $0.top + $0.size) } ?? 0..<0
    let (v, half) = (layout.viewport, Double(self.layout.carHeight) / 2)
    let centers = self.layout.lanes.lazy.map { Double($0.top) + half }
    let median = centers.min()!...centers.max()!
    return layout.stageRows.map { row in
      if bayRows.contains(row) { return .bays }
      let y = v.originY + (Double(row) + 0.5) * v.cellHeight
      if centers.contains(where: { abs($0 - y) < half + Stage.frogHalfHeight }) { return .road }
      return median.contains(y) ? .median : .bank
    }
  }

  /// The line between lanes a canvas row holds: a row edge of the smallest layout (numbered as its rows),
  /// where no car ever reaches; nil when the row holds none.
  static func laneLine(crossing row: Int, _ layout: FrogLayout) -> Int? {
    let base = FrogView.viewport, v = layout.viewport
    let top = v.originY + Double(row) * v.cellHeight
    let line = Int(((top - base.originY) / base.cellHeight).rounded(.up))
    return base.originY + Double(line) * base.cellHeight < top + v.cellHeight ? line : nil
  }

  /// The hedge along the bays' rows, and each bay open in it (a filled bay's frog is drawn each frame):
  /// a yellow frame 4 columns of the smallest layout wide around a dark hole 3 wide, at the bay's frog column.
  func drawEmptyBays(_ layout: FrogLayout, into canvas: inout Canvas) {
    guard let first = bays.first else { return }
    let rows = layout.rows(top: first.top, bottom: first.top + first.size)
    let hedge = Style(.rgb(0, 3, 0), on: .rgb(0, 1, 0))
    let (v, cell) = (layout.viewport, FrogView.viewport.cellWidth)
    canvas.fill(
      column: 0, row: rows.lowerBound, width: layout.stageColumns.count, height: rows.count, glyph: "▓", style: hedge)
    for bay in bays {
      let x = Double(bay.frogColumnX)
      canvas.box(
        center: Vec2(x, bay.center.y), halfWidth: 2 * cell, halfHeight: bay.size / 2, in: v, art: ["█"],
        color: .brightYellow, within: layout.stageColumns)
      let left = Int((2 * v.canvasPoint(of: Vec2(x - 1.5 * cell, 0)).x).rounded())
      let right = Int((2 * v.canvasPoint(of: Vec2(x + 1.5 * cell, 0)).x).rounded())
      let holeColumns = (left + 1) >> 1..<right >> 1
      canvas.fill(
        column: holeColumns.lowerBound, row: rows.lowerBound, width: holeColumns.count, height: rows.count,
        glyph: " ", style: Style(on: .rgb(0, 0, 2)))
    }
  }
}
