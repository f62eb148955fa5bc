/// The linear map between world points (pixels of the original stage) and canvas cells.
/// Cell (c, r) covers world x in [originX + c·cellWidth, +cellWidth), likewise for y.
public struct Viewport: Sendable, Equatable {
  /// World point at the top-left corner of canvas cell (0, 0).
  public var originX: Double
  public var originY: Double
  /// World units per canvas column and per row.
  public var cellWidth: Double
  public var cellHeight: Double

  public init(originX: Double = 0, originY: Double = 0, cellWidth: Double, cellHeight: Double) {
    self.originX = originX
    self.originY = originY
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  /// The canvas cell holding a world point (rounded down).
  public func cell(of p: Vec2) -> (column: Int, row: Int) {
    (Int(((p.x - originX) / cellWidth).rounded(.down)), Int(((p.y - originY) / cellHeight).rounded(.down)))
  }

  /// Fractional canvas position of a world point, in cells.
  public func canvasPoint(of p: Vec2) -> (x: Double, y: Double) {
    ((p.x - originX) / cellWidth, (p.y - originY) / cellHeight)
  }

  /// The world point at the center of a canvas cell, in whole world pixels (what a touch carries).
  public func worldPoint(column: Int, row: Int) -> (x: Int32, y: Int32) {
    let x = originX + (Double(column) + 0.5) * cellWidth
    let y = originY + (Double(row) + 0.5) * cellHeight
    return (Self.wholePixel(x), Self.wholePixel(y))
  }

  /// A world coordinate as a touch carries it: rounded down and kept within `Int32` (a cell far off
  /// the stage still maps to a point, never to a trap).
  static func wholePixel(_ v: Double) -> Int32 {
    guard v.isFinite else { return 0 }
    return Int32(min(max(v, -1e9), 1e9).rounded(.down))
  }
}
