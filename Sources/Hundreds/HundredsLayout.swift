import ArcadeCore

/// Where the stage and the panels sit on a canvas of any size: the stage as large as fits with the smallest
/// layout's proportions (30 columns by 22 rows, between half-row walls), and the text placed as the shape allows,
/// whichever arrangement gives the larger stage, everything centered:
/// - beside: the score panel and the rules either side (a wide canvas);
/// - below: the two panels side by side under the stage (a tall one);
/// - compact: a few lines of score and circles under the stage (a tall, narrow one, 50x40 say; the rules are in
///   the help).
///
/// The stage always spans whole columns and whole rows, so its walls are crisp half-cell lines just
/// outside it at every size; a column is 320/C px and a row 480/R px with R ≈ 22/30 · C, so a cell
/// stays about twice as tall as wide and circles drawn in half blocks look round.
struct HundredsLayout: Equatable {
  /// The smallest canvas: 80x23, the stage 30x22 with a panel of 23 columns either side.
  static let smallest = CanvasSize(columns: 80, rows: 23)
  /// The smallest tall canvas: the stage 30x22 and its walls, a blank row and the compact lines under it.
  static let smallestCompact = CanvasSize(columns: 32, rows: 22 + 1 + 1 + compactHeight)
  static let smallestStage = (columns: 30, rows: 22)
  /// Columns a side panel takes: a margin or gap column and 23 columns of text.
  static let panelWidth = 24
  /// Rows a panel takes (the score panel's last row is the outcome) and the gap above panels below the stage.
  static let panelHeight = 19
  /// Rows of the compact lines: the score, the circles (two rows of them at most), the outcome.
  static let compactHeight = 4

  enum Arrangement: Equatable { case beside, below, compact }

  let arrangement: Arrangement
  /// The stage's size in cells and its top-left cell (world point (0, 0)).
  let stageColumns: Int, stageRows: Int
  let stageColumn: Int, stageRow: Int
  /// Top-left cells of the score panel (the compact lines) and of the rules (none when compact).
  let panelColumn: Int, panelRow: Int
  let rulesColumn: Int, rulesRow: Int

  init(canvas: CanvasSize) {
    let beside = Self.stage(columns: canvas.columns - 2 * Self.panelWidth - 2, rows: canvas.rows - 1)
    let below = Self.stage(columns: canvas.columns - 2, rows: canvas.rows - 2 - Self.panelHeight)
    let compact = Self.stage(columns: canvas.columns - 2, rows: canvas.rows - 2 - Self.compactHeight)
    // The compact lines only where neither panel arrangement has room for the smallest stage.
    let roomy = max(beside.columns, below.columns) >= Self.smallestStage.columns
    if !roomy && compact.columns > max(beside.columns, below.columns) {
      arrangement = .compact
      (stageColumns, stageRows) = compact
      let top = (canvas.rows - stageRows - 2 - Self.compactHeight) / 2
      (stageColumn, stageRow) = ((canvas.columns - stageColumns) / 2, top)
      (panelColumn, panelRow) = (stageColumn - 1, top + stageRows + 2)
      (rulesColumn, rulesRow) = (panelColumn, panelRow)
    } else if below.columns <= beside.columns {
      arrangement = .beside
      (stageColumns, stageRows) = beside
      // [margin, score panel][wall][stage][wall][gap, rules], the walls' half rows above and below the stage.
      let left = (canvas.columns - stageColumns - 2 * Self.panelWidth - 2) / 2
      let top = (canvas.rows - stageRows - 1) / 2
      (stageColumn, stageRow) = (left + Self.panelWidth + 1, top)
      (panelColumn, panelRow) = (left + 1, top + 1)
      (rulesColumn, rulesRow) = (stageColumn + stageColumns + 2, top + 1)
    } else {
      arrangement = .below
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
