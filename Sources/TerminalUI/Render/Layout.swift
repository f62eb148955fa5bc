import ArcadeCore

/// Where a game's canvas and its hint bar go on a screen of a given size: centred when the screen
/// is larger; when it is smaller, the game pauses and says what it needs.
public struct Layout: Sendable, Equatable {
  public let screenColumns: Int
  public let screenRows: Int
  public let canvas: CanvasSize
  /// Rows reserved under the canvas (the hint bar).
  public let barRows: Int

  public init(screenColumns: Int, screenRows: Int, canvas: CanvasSize, barRows: Int = 1) {
    self.screenColumns = screenColumns
    self.screenRows = screenRows
    self.canvas = canvas
    self.barRows = barRows
  }

  public var neededColumns: Int { canvas.columns }
  public var neededRows: Int { canvas.rows + barRows }

  public var fits: Bool { screenColumns >= neededColumns && screenRows >= neededRows }

  /// Screen cell of the canvas's top-left corner (the centring offset).
  public var origin: (column: Int, row: Int) {
    (max(0, (screenColumns - neededColumns) / 2), max(0, (screenRows - neededRows) / 2))
  }

  /// Row of the hint bar.
  public var barRow: Int { origin.row + canvas.rows }

  /// What the too-small screen says, e.g. "needs 80x24 (now 60x20)".
  public var tooSmallMessage: String {
    "needs \(neededColumns)x\(neededRows) (now \(screenColumns)x\(screenRows))"
  }
}
