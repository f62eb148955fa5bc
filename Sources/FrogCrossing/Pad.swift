import ArcadeCore

/// One button of the on-screen pad, drawn beside the road. Keys press it through `input.pressed`;
/// a touch that begins inside its drawn cells presses it too.
public enum PadButton: Int, Sendable, CaseIterable {
  case up, left, down, right

  /// The input button, the arrow, the hop in hops and the top-left cell on the smallest canvas.
  private var look: (button: Buttons, arrow: Unicode.Scalar, dx: Int, dy: Int, column: Int, row: Int) {
    switch self {
    case .up: (.up, "▲", 0, -1, 62, 8)
    case .left: (.left, "◀", -1, 0, 55, 11)
    case .down: (.down, "▼", 0, 1, 62, 14)
    case .right: (.right, "▶", 1, 0, 69, 11)
    }
  }

  /// The input button it stands for.
  public var button: Buttons { look.button }
  /// The frog's move for one press, in stage points.
  var hop: (dx: Int, dy: Int) { (look.dx * Stage.hop, look.dy * Stage.hop) }
  var arrow: Unicode.Scalar { look.arrow }

  /// Where the button is drawn on the smallest canvas, in cells: a cross to the right of the road.
  /// This fixes its world rectangle; larger canvases draw that rectangle through their viewport.
  public var cells: (column: Int, row: Int, width: Int, height: Int) { (look.column, look.row, 7, 3) }

  /// The same rectangle in world points, through the game's viewport: what a touch must hit.
  public var worldRect: Rect {
    let v = FrogView.viewport
    let c = cells
    return Rect(
      x: v.originX + Double(c.column) * v.cellWidth, y: v.originY + Double(c.row) * v.cellHeight,
      width: Double(c.width) * v.cellWidth, height: Double(c.height) * v.cellHeight)
  }

  /// The cells a button is drawn on in a layout: those whose center, as a touch carries it (whole
  /// pixels), lies in the button's world rectangle, so a click on any drawn cell presses it.
  public func cells(in layout: FrogLayout) -> (column: Int, row: Int, width: Int, height: Int) {
    let (v, rect) = (layout.viewport, worldRect)
    let (topLeft, bottomRight) = (v.cell(of: Vec2(rect.x, rect.y)), v.cell(of: Vec2(rect.maxX, rect.maxY)))
    let columns = Self.span(topLeft.column - 1...bottomRight.column + 1) {
      let x = Double(v.worldPoint(column: $0, row: 0).x)
      return x >= rect.x && x < rect.maxX
    }
    let rows = Self.span(topLeft.row - 1...bottomRight.row + 1) {
      let y = Double(v.worldPoint(column: 0, row: $0).y)
      return y >= rect.y && y < rect.maxY
    }
    return (columns.first, rows.first, columns.count, rows.count)
  }

  /// The first of the candidates that pass (0 when none does) and how many pass.
  private static func span(_ candidates: ClosedRange<Int>, _ passes: (Int) -> Bool) -> (first: Int, count: Int) {
    var (first, count): (Int?, Int) = (nil, 0)
    for i in candidates where passes(i) { (first, count) = (first ?? i, count + 1) }
    return (first ?? 0, count)
  }

  /// The button pressed this tick: a key first, in the order up, left, down, right; else one whose
  /// rectangle a touch begins in. One hop per tick (the front end spreads bursts over ticks).
  static func pressed(by input: TickInput) -> PadButton? {
    if let key = allCases.first(where: { input.pressed.contains($0.button) }) { return key }
    guard let touch = input.touch, touch.phase == .began else { return nil }
    return allCases.first { $0.worldRect.contains(touch.point) }
  }
}
