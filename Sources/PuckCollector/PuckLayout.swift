import ArcadeCore

/// Where the framed stage and the panel go on a canvas of some size: the stage as large as fits with the
/// smallest layout's 64:21 proportions, the panel beside it (a wide room) or below it (a tall room),
/// whichever gives the larger stage, the whole centered. A room narrower than 80 columns (a phone over SSH)
/// gets a stage down to 48 columns with the panel below. A pure function of the canvas size, so the
/// drawing and the mouse agree at every size.
struct PuckLayout: Equatable, Sendable {
  /// The stage's cells, inside the frame.
  let stageColumn: Int, stageRow: Int, stageColumns: Int, stageRows: Int
  /// The panel's top-left cell, and whether it lies below the stage (its blocks side by side).
  let panelColumn: Int, panelRow: Int
  let panelBelow: Bool

  /// The side panel's width, and the gap between it and the frame.
  static let panelWidth = 13
  static let panelGap = 1
  /// The panel below the stage: title and counts, hints and outcome as three blocks of `panelWidth`,
  /// two columns apart, as tall as the counts of every color.
  static let belowBlockGap = 2
  static let belowWidth = 3 * panelWidth + 2 * belowBlockGap
  static let belowHeight = 2 + PuckColor.all.count

  /// The layout of the smallest canvas: 80 x 23, the stage at 64 x 21 cells.
  static let smallest = PuckLayout(fitting: Stage.canvasSize)!
  /// The narrowest stage, for rooms where even the smallest layout does not fit: its pucks still show as
  /// discs 2.4 columns wide around their letter.
  static let narrowestStage = (columns: 48, rows: 48 * Stage.rows / Stage.columns)
  /// The smallest canvas of a narrow room: the narrowest stage framed, a blank row, the panel below.
  static let smallestNarrow = CanvasSize(
    columns: max(narrowestStage.columns + 2, belowWidth), rows: narrowestStage.rows + 2 + 1 + belowHeight)

  /// The layout for a canvas of that size; the smallest one (clipped) when the canvas is smaller.
  init(canvas: CanvasSize) { self = PuckLayout(fitting: canvas) ?? .smallest }

  /// The largest layout on a canvas of that size; nil when not even the smallest stage and panel fit.
  init?(fitting canvas: CanvasSize) {
    let side = Self.stage(columns: canvas.columns - 2 - Self.panelGap - Self.panelWidth, rows: canvas.rows - 2)
    let below = Self.stage(columns: canvas.columns - 2, rows: canvas.rows - 2 - 1 - Self.belowHeight)
    if let side, (below?.columns ?? 0) <= side.columns {
      self.init(canvas: canvas, stage: side, panelBelow: false)
    } else if let below {
      self.init(canvas: canvas, stage: below, panelBelow: true)
    } else if canvas.columns >= Self.belowWidth,
      let narrow = Self.stage(
        columns: canvas.columns - 2, rows: canvas.rows - 2 - 1 - Self.belowHeight, smallest: Self.narrowestStage)
    {
      self.init(canvas: canvas, stage: narrow, panelBelow: true)
    } else {
      return nil
    }
  }

  private init(canvas: CanvasSize, stage: (columns: Int, rows: Int), panelBelow: Bool) {
    let frameWidth = stage.columns + 2, frameHeight = stage.rows + 2
    let width = panelBelow ? frameWidth : frameWidth + Self.panelGap + Self.panelWidth
    let height = panelBelow ? frameHeight + 1 + Self.belowHeight : frameHeight
    let left = (canvas.columns - width) / 2, top = (canvas.rows - height) / 2
    (stageColumn, stageRow, stageColumns, stageRows) = (left + 1, top + 1, stage.columns, stage.rows)
    self.panelBelow = panelBelow
    if panelBelow {
      (panelColumn, panelRow) = (left + (frameWidth - Self.belowWidth) / 2, top + frameHeight + 1)
    } else {
      (panelColumn, panelRow) = (left + frameWidth + Self.panelGap, top)
    }
  }

  /// The largest stage of the smallest one's proportions within `columns` x `rows` cells, both axes
  /// rounded down; nil when it would be smaller than `smallest`.
  private static func stage(
    columns: Int, rows: Int, smallest: (columns: Int, rows: Int) = (Stage.columns, Stage.rows)
  ) -> (columns: Int, rows: Int)? {
    guard columns >= smallest.columns, rows >= smallest.rows else { return nil }
    return (min(columns, rows * Stage.columns / Stage.rows), min(rows, columns * Stage.rows / Stage.columns))
  }

  /// World pixels ↔ cells: the 480 x 320 stage spread over the stage's cells.
  var viewport: Viewport {
    let cellWidth = Stage.width / Double(stageColumns), cellHeight = Stage.height / Double(stageRows)
    return Viewport(
      originX: -Double(stageColumn) * cellWidth, originY: -Double(stageRow) * cellHeight, cellWidth: cellWidth,
      cellHeight: cellHeight)
  }

  /// Where the panel's parts go for that many colors: the title, the first color's row, the first
  /// hint's row and the outcome's first row (each with its column).
  func panelPlaces(colors: Int) -> (
    title: (column: Int, row: Int), counts: (column: Int, row: Int), hints: (column: Int, row: Int),
    outcome: (column: Int, row: Int)
  ) {
    let (x, y) = (panelColumn, panelRow)
    if panelBelow {
      let step = Self.panelWidth + Self.belowBlockGap
      return ((x, y), (x, y + 2), (x + step, y), (x + 2 * step, y))
    }
    return ((x, y + 1), (x, y + 3), (x, y + 4 + colors), (x, y + 11 + colors))
  }
}
