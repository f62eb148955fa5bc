import ArcadeCore

/// Where everything goes on a canvas of one size: the smallest layout (`FrogView`) grown to fill it.
///
/// The pad is part of the world (its buttons are fixed world rectangles beside the road, so a tape's
/// touches press the same buttons at any size), so road and pad grow together through one viewport.
/// Columns grow by `columnScale`; rows by `rowScale`, at least as much and at most `maxRowStretch`
/// times as much, which brings the road from the smallest layout's flattened look towards the seed's
/// own proportions and lets it fill a tall room instead of leaving it empty.
public struct FrogLayout: Sendable, Equatable {
  /// How much wider and taller than the smallest layout everything is.
  public let columnScale: Double
  public let rowScale: Double
  /// World points ↔ cells of this canvas: drawing and the mouse both go through it.
  public let viewport: Viewport
  /// Canvas columns of the road (the stage, 0..320 px) and rows of the stage (below the status line).
  public let stageColumns: Range<Int>
  public let stageRows: Range<Int>
  /// First column of the panel beside the road (title, messages, pad).
  public let panelColumn: Int
  public let canvas: CanvasSize

  /// Rows never grow more than this many times the columns: a cell of the smallest layout is 6.2 px by
  /// 31, five times as tall as wide, and 2.5 times as tall as wide here makes a terminal cell (about
  /// twice as tall as wide) show the stage in its true proportions.
  static let maxRowStretch = 2.5
  /// The smallest layout below its status line: 80 columns by 16 rows.
  static let baseColumns = Double(FrogView.canvasSize.columns)
  static let baseRows = Double(FrogView.canvasSize.rows - 1)

  public init(canvas: CanvasSize) {
    let (columnScale, rowScale) = Self.scales(filling: canvas)
    let base = FrogView.viewport
    let cellHeight = base.cellHeight / rowScale
    // The stage's first row stays row 1, just under the status line, at every scale.
    let top = base.originY + base.cellHeight
    let viewport = Viewport(
      originX: base.originX, originY: top - cellHeight, cellWidth: base.cellWidth / columnScale,
      cellHeight: cellHeight)
    let roadEnd = Int(viewport.canvasPoint(of: Vec2(Double(Stage.width), 0)).x.rounded(.up))
    let stageEnd = Int(viewport.canvasPoint(of: Vec2(0, Double(Stage.height))).y.rounded())
    (self.columnScale, self.rowScale, self.viewport, self.canvas) = (columnScale, rowScale, viewport, canvas)
    stageColumns = 0..<roadEnd
    stageRows = 1..<stageEnd
    panelColumn = roadEnd + 2
  }

  /// The canvas drawn for a room that holds the smallest: as large as the room allows.
  public static func canvasSize(fitting room: CanvasSize) -> CanvasSize {
    let (columnScale, rowScale) = scales(filling: room)
    // The small allowance keeps a scale of exactly W/80 from flooring to W - 1.
    let columns = Int((baseColumns * columnScale + 1e-9).rounded(.down))
    let rows = 1 + Int((baseRows * rowScale + 1e-9).rounded(.down))
    return CanvasSize(columns: min(columns, room.columns), rows: min(rows, room.rows))
  }

  /// How much the columns and the rows grow to fill a room: as far as both fit, rows up to `maxRowStretch`
  /// times further.
  static func scales(filling room: CanvasSize) -> (columns: Double, rows: Double) {
    let rowRoom = Double(room.rows - 1) / baseRows
    let columnScale = min(Double(room.columns) / baseColumns, rowRoom)
    return (columnScale, min(rowRoom, maxRowStretch * columnScale))
  }

  /// The canvas row that shows what row `row` of the smallest layout shows (its center's world point):
  /// where the panel's lines go.
  func row(ofSmallRow row: Int) -> Int {
    let base = FrogView.viewport
    let y = base.originY + (Double(row) + 0.5) * base.cellHeight
    return Int(viewport.canvasPoint(of: Vec2(0, y)).y.rounded(.down))
  }

  /// The canvas rows a body spanning world y `top..<bottom` is drawn on, rounded as `Canvas.box` rounds
  /// them: its edges to the nearest row, or its center's row when that leaves none.
  func rows(top: Double, bottom: Double) -> Range<Int> {
    let (a, b) = (viewport.canvasPoint(of: Vec2(0, top)).y, viewport.canvasPoint(of: Vec2(0, bottom)).y)
    let rows = Int(a.rounded())..<max(Int(a.rounded()), Int(b.rounded()))
    guard rows.isEmpty else { return rows }
    let center = Int(((a + b) / 2).rounded(.down))
    return center..<center + 1
  }
}

/// How the game maps onto the terminal at its smallest: 80x17 cells, the stage in columns 0–51 and
/// rows 1–15. The pad's world rectangles are defined here, so they never depend on the screen's size.
public enum FrogView {
  /// One hop (31 px) is exactly one row and five columns; frog columns fall on cell centers.
  public static let viewport = Viewport(originX: 1.9, originY: -23.5, cellWidth: 6.2, cellHeight: 31)
  public static let canvasSize = CanvasSize(columns: 80, rows: 17)
  /// The narrowest canvas (a 60x18 terminal, a phone's): everything three quarters as wide, a hop still
  /// 3.75 columns, and the panel's 19 columns still hold its longest message.
  public static let narrowest = CanvasSize(columns: 60, rows: 17)
  /// The smallest layout: what the scenery is picked for.
  static let smallest = FrogLayout(canvas: canvasSize)
}
