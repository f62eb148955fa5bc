import ArcadeCore

/// One button of the on-screen pad, drawn beside the road. Keys press it through `input.pressed`;
/// a touch that begins inside its drawn cells presses it too.
public enum PadButton: Int, Sendable, CaseIterable {
  case up, left, down, right

  /// The input button it stands for.
  public var button: Buttons {
    switch self {
    case .up: .up
    case .left: .left
    case .down: .down
    case .right: .right
    }
  }

  /// The frog's move for one press, in stage points.
  var hop: (dx: Int, dy: Int) {
    switch self {
    case .up: (0, -Stage.hop)
    case .left: (-Stage.hop, 0)
    case .down: (0, Stage.hop)
    case .right: (Stage.hop, 0)
    }
  }

  var arrow: Unicode.Scalar {
    switch self {
    case .up: "▲"
    case .left: "◀"
    case .down: "▼"
    case .right: "▶"
    }
  }

  /// Where the button is drawn, in canvas cells: a cross to the right of the road.
  public var cells: (column: Int, row: Int, width: Int, height: Int) {
    switch self {
    case .up: (62, 8, 7, 3)
    case .left: (55, 11, 7, 3)
    case .right: (69, 11, 7, 3)
    case .down: (62, 14, 7, 3)
    }
  }

  /// The same rectangle in world points, through the game's viewport: what a touch must hit.
  public var worldRect: Rect {
    let v = FrogView.viewport
    let c = cells
    return Rect(
      x: v.originX + Double(c.column) * v.cellWidth, y: v.originY + Double(c.row) * v.cellHeight,
      width: Double(c.width) * v.cellWidth, height: Double(c.height) * v.cellHeight)
  }

  /// The button a touch presses: one that begins inside a button's rectangle.
  static func pressed(by touch: Touch?) -> PadButton? {
    guard let touch, touch.phase == .began else { return nil }
    return allCases.first { $0.worldRect.contains(touch.point) }
  }

  /// The button pressed this tick: a key first, in the order up, left, down, right; else a touch.
  /// One hop per tick (the front end spreads bursts over ticks).
  static func pressed(by input: TickInput) -> PadButton? {
    allCases.first { input.pressed.contains($0.button) } ?? pressed(by: input.touch)
  }
}

/// How the game maps onto the terminal: 80x17 cells, the stage in columns 0–51 and rows 1–15.
public enum FrogView {
  /// One hop (31 px) is exactly one row and five columns; frog columns fall on cell centres.
  public static let viewport = Viewport(originX: 1.9, originY: -23.5, cellWidth: 6.2, cellHeight: 31)
  public static let canvasSize = CanvasSize(columns: 80, rows: 17)
  /// Canvas columns of the road (the stage, 0..320 px).
  static let stageColumns = 0..<52
  /// Canvas rows of the stage (0..480 px; row 1 is the top bank, row 15 the bottom one).
  static let stageRows = 1..<16
  /// First column of the panel beside the road (title, messages, pad).
  static let panelColumn = 54
}
