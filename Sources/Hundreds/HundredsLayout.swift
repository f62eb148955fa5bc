import ArcadeCore

/// Where the stage and the two panels sit on a canvas of any size: the stage as large as fits with
/// the smallest layout's proportions (30 columns by 22 rows, between half-row walls), the score panel
/// and the rules beside it in a wide canvas and below it in a tall one, whichever gives the larger
/// stage, everything centered.
///
/// The stage always spans whole columns and whole rows, so its walls are crisp half-cell lines just
/// outside it at every size; a column is 320/C px and a row 480/R px with R ≈ 22/30 · C, so a cell
/// stays about twice as tall as wide and circles drawn in half blocks look round.
struct HundredsLayout: Equatable {
  /// The smallest canvas: 80x23, the stage 30x22 with a panel of 23 columns either side.
  static let smallest = CanvasSize(columns: 80, rows: 23)
  static let smallestStage = (columns: 30, rows: 22)
  /// Columns a side panel takes: a margin or gap column and 23 columns of text.
  static let panelWidth = 24
  /// Rows a panel takes (the score panel's last row is the outcome) and the gap above panels below the stage.
  static let panelHeight = 19

  /// The stage's size in cells and its top-left cell (world point (0, 0)).
  let stageColumns: Int, stageRows: Int
  let stageColumn: Int, stageRow: Int
  /// Top-left cells of the score panel and of the rules.
  let panelColumn: Int, panelRow: Int
  let rulesColumn: Int, rulesRow: Int

  init(canvas: CanvasSize) {
    let beside = Self.stage(columns: canvas.columns - 2 * Self.panelWidth - 2, rows: canvas.rows - 1)
    let below = Self.stage(columns: canvas.columns - 2, rows: canvas.rows - 2 - Self.panelHeight)
    if below.columns <= beside.columns {
      (stageColumns, stageRows) = beside
      // [margin, score panel][wall][stage][wall][gap, rules], the walls' half rows above and below the stage.
      let left = (canvas.columns - stageColumns - 2 * Self.panelWidth - 2) / 2
      let top = (canvas.rows - stageRows - 1) / 2
      (stageColumn, stageRow) = (left + Self.panelWidth + 1, top)
      (panelColumn, panelRow) = (left + 1, top + 1)
      (rulesColumn, rulesRow) = (stageColumn + stageColumns + 2, top + 1)
    } else {
      (stageColumns, stageRows) = below
      // The stage and its walls, a blank row, then the two panels side by side, centered as a pair.
      let top = (canvas.rows - stageRows - 2 - Self.panelHeight) / 2
      (stageColumn, stageRow) = ((canvas.columns - stageColumns) / 2, top)
      let pairColumn = (canvas.columns - 2 * Self.panelWidth + 1) / 2
      (panelColumn, panelRow) = (pairColumn, top + stageRows + 2)
      (rulesColumn, rulesRow) = (pairColumn + Self.panelWidth, top + stageRows + 2)
    }
  }

  /// The largest stage with the smallest one's proportions in at most `columns` by `rows` cells (at least 1x1).
  static func stage(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    let (c, r) = (max(columns, 1), max(rows, 1))
    // Limited by the rows when they allow fewer columns than there are.
    if r * smallestStage.columns <= c * smallestStage.rows {
      return (max(r * smallestStage.columns / smallestStage.rows, 1), r)
    }
    return (c, max(c * smallestStage.rows / smallestStage.columns, 1))
  }

  /// World points ↔ cells: the stage's 320x480 px over its columns and rows, the top wall in the top
  /// half of row `stageRow`.
  var viewport: Viewport {
    let cellWidth = Stage.width / Double(stageColumns), cellHeight = Stage.height / Double(stageRows)
    return Viewport(
      originX: -Double(stageColumn) * cellWidth, originY: -(Double(stageRow) + 0.5) * cellHeight,
      cellWidth: cellWidth, cellHeight: cellHeight)
  }
}
