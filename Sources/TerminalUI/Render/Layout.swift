import ArcadeCore

/// Where a game's canvas, its hint bar (and a replay's header) go on a screen of a given size: the
/// canvas as large as the game draws for the room, centered; when the screen is smaller than the game
/// needs, the game pauses and says what it needs.
public struct Layout: Sendable, Equatable {
  public let screenColumns: Int
  public let screenRows: Int
  public let canvas: CanvasSize
  /// Rows reserved above the canvas (a replay's header); one row under it is always the hint bar's.
  public let headerRows: Int
  /// Every smallest canvas the game plays on, for the too-small notice (the canvas alone when not given).
  public let smallest: [CanvasSize]

  public init(screenColumns: Int, screenRows: Int, canvas: CanvasSize, headerRows: Int = 0, smallest: [CanvasSize] = [])
  {
    self.screenColumns = screenColumns
    self.screenRows = screenRows
    self.canvas = canvas
    self.headerRows = headerRows
    self.smallest = smallest.isEmpty ? [canvas] : smallest
  }

  /// The layout of a game's canvas at the size it draws for what the screen leaves it (its smallest
  /// when the screen is too small: what the too-small notice asks for).
  public init(screenColumns: Int, screenRows: Int, info: GameInfo, headerRows: Int = 0) {
    let room = CanvasSize(columns: screenColumns, rows: screenRows - 1 - headerRows)
    self.init(
      screenColumns: screenColumns, screenRows: screenRows, canvas: info.canvasSize(fitting: room) ?? info.canvasSize,
      headerRows: headerRows, smallest: info.smallestSizes)
  }

  public var neededRows: Int { canvas.rows + 1 + headerRows }

  public var fits: Bool { screenColumns >= canvas.columns && screenRows >= neededRows }

  /// Screen cell of the canvas's top-left corner (the centering offset).
  public var origin: (column: Int, row: Int) {
    (max(0, (screenColumns - canvas.columns) / 2), headerRows + max(0, (screenRows - neededRows) / 2))
  }

  /// Row of the hint bar.
  public var barRow: Int { origin.row + canvas.rows }

  /// What the too-small screen says, e.g. "needs 80x24 (now 60x20)", "needs 80x24 or 32x29 (now 60x20)".
  public var tooSmallMessage: String {
    "needs \(needed) (now \(screenColumns)x\(screenRows))"
  }

  /// The terminal sizes the game plays in, "80x24" or "80x24 or 32x29".
  public var needed: String {
    smallest.map { "\($0.columns)x\($0.rows + 1 + headerRows)" }.joined(separator: " or ")
  }
}
