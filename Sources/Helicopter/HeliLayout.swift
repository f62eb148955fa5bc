import ArcadeCore

/// Where the stage lies on a canvas of a given size. The picture is the smallest canvas's 80x23 cells
/// (6x10 px each: the stage's whole width, y 40–270) scaled by the largest factor that fits the room,
/// the same on both axes; the canvas is the stage exactly, so nothing past its edges shows.
struct HeliLayout: Sendable, Equatable {
  /// The smallest canvas: 80 columns span the 480-px stage; rows 0–1 show y 40–60 (score over rock),
  /// rows 2–21 the cave from the top wall (y 60) to the bottom wall (y 260), row 22 rock below it.
  static let smallest = CanvasSize(columns: 80, rows: 23)
  /// The world rows shown: from y 40 to y 270.
  static let shownTop = 40.0
  static let shownHeight = 230.0

  let viewport: Viewport
  /// The first canvas row inside the cave, and the first rock row below it: the rock bodies' edges
  /// rounded to the nearest row, as the helicopter's and the blocks' are.
  let caveTop: Int
  let caveEnd: Int

  init(canvas: CanvasSize) {
    viewport = Viewport(
      originX: 0, originY: Self.shownTop, cellWidth: Stage.width / Double(max(canvas.columns, 1)),
      cellHeight: Self.shownHeight / Double(max(canvas.rows, 1)))
    caveTop = Int(viewport.canvasPoint(of: Vec2(0, Stage.rockAbove.maxY)).y.rounded())
    caveEnd = Int(viewport.canvasPoint(of: Vec2(0, Stage.rockBelow.y)).y.rounded())
  }

  /// The canvas for a room that holds the smallest: the smallest scaled as far as the room allows, in whole cells.
  static func canvasSize(fitting room: CanvasSize) -> CanvasSize {
    let (w, h) = (smallest.columns, smallest.rows)
    // Whichever side runs out first sets the scale; integer products keep 80x23 exactly 80x23.
    if room.columns * h <= room.rows * w { return CanvasSize(columns: room.columns, rows: room.columns * h / w) }
    return CanvasSize(columns: room.rows * w / h, rows: room.rows)
  }

  /// The cells a world box is drawn on: its edges rounded to the nearest cell edge, so that two boxes
  /// that touch are drawn sharing or neighbouring a cell.
  func cells(of box: Rect) -> (columns: Range<Int>, rows: Range<Int>) {
    let topLeft = viewport.canvasPoint(of: Vec2(box.x, box.y))
    let bottomRight = viewport.canvasPoint(of: Vec2(box.maxX, box.maxY))
    let (left, top) = (Int(topLeft.x.rounded()), Int(topLeft.y.rounded()))
    let (right, bottom) = (Int(bottomRight.x.rounded()), Int(bottomRight.y.rounded()))
    return (left..<max(left, right), top..<max(top, bottom))
  }
}
