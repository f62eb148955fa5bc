/// How a game's picture is sized to the room the front end has for it. Drawing is a view of the
/// state: the size never changes a tick, a hash or a tape. The game draws through `viewport(for:)`
/// of its canvas's size, and the front end maps the mouse back through the same viewport.
public struct Scaling: Sendable {
  /// The canvas the game draws for a room of that many cells; nil when the room is smaller than
  /// the game needs.
  public var canvasSize: @Sendable (_ room: CanvasSize) -> CanvasSize?
  /// World points ↔ cells of a canvas of that size (one the closure above gave).
  public var viewport: @Sendable (_ canvas: CanvasSize) -> Viewport

  public init(
    canvasSize: @escaping @Sendable (CanvasSize) -> CanvasSize?, viewport: @escaping @Sendable (CanvasSize) -> Viewport
  ) {
    self.canvasSize = canvasSize
    self.viewport = viewport
  }

  /// One size only: the canvas is drawn as it is, centred in any room that holds it.
  public static func fixed(_ size: CanvasSize, _ viewport: Viewport) -> Scaling {
    Scaling(
      canvasSize: { room in room.columns >= size.columns && room.rows >= size.rows ? size : nil },
      viewport: { _ in viewport })
  }
}

extension CanvasSize {
  /// Whether a canvas of this size fits in `room`.
  public func fits(in room: CanvasSize) -> Bool { columns <= room.columns && rows <= room.rows }
}

extension Viewport {
  /// The largest view of a `width`×`height` world that fits `columns`×`rows` cells with its aspect
  /// kept (a cell is `cellAspect` times as tall as it is wide), centred in them; world point
  /// (`worldX`, `worldY`) is the view's top-left corner, placed at cell (`column`, `row`).
  public static func fitting(
    worldX: Double = 0, worldY: Double = 0, width: Double, height: Double, column: Int = 0, row: Int = 0,
    columns: Int, rows: Int, cellAspect: Double = 2
  ) -> Viewport {
    // World units per column: the larger of what the width and the height need.
    let perColumn = max(width / Double(max(columns, 1)), height / (Double(max(rows, 1)) * cellAspect))
    let usedColumns = width / perColumn
    let usedRows = height / (perColumn * cellAspect)
    let left = Double(column) + (Double(columns) - usedColumns) / 2
    let top = Double(row) + (Double(rows) - usedRows) / 2
    return Viewport(
      originX: worldX - left * perColumn, originY: worldY - top * perColumn * cellAspect, cellWidth: perColumn,
      cellHeight: perColumn * cellAspect)
  }
}
