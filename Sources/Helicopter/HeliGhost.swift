import ArcadeCore

extension HeliGame {
  public var hasGhostAvatar: Bool { true }

  /// The helicopter alone, faint, over the cells of its body: the cave and blocks are the same in every run
  /// of a seed, so another run's helicopter can fly in this one's cave.
  public func drawGhost(into canvas: inout Canvas) {
    guard status == .playing else { return }
    let layout = HeliLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    let cells = layout.cells(of: flight.box)
    let (column, row) = (cells.columns.lowerBound, cells.rows.lowerBound)
    let sprite = HeliSprite(width: cells.columns.count, height: cells.rows.count)
    let body = sprite.body(tick: tick)
    canvas.draw(sprite.rotor(tick: tick), column: column, row: row, style: .ghost)
    canvas.draw(body.hull, column: column, row: row + 1, style: .ghost)
    canvas.draw(body.windows, column: column, row: row + 1, style: .ghost)
    canvas.draw(sprite.skids, column: column, row: row + sprite.height - 1, style: .ghost)
  }
}
