import ArcadeCore

/// The stage's fixed geometry and the smallest canvas, shared by the rules, the layout and the drawing.
enum Stage {
  /// The original's landscape stage, in world pixels.
  static let width = 480.0
  static let height = 320.0
  /// 64 columns by 21 rows of stage, so a cell is about twice as tall as wide and pucks look round.
  static let columns = 64
  static let rows = 21
  /// A cell of the smallest stage, px (7.5 x 15.24): a keyboard step of one is a cell or more at every size from 80 columns.
  static let cell = Vec2(width / Double(columns), height / Double(rows))
  /// The smallest canvas: the stage inside a one-cell frame (whose top line carries the score and time
  /// bar), and the panel counting the pucks left to its right (see `PuckLayout`).
  static let canvasSize = CanvasSize(columns: 80, rows: rows + 2)
}
