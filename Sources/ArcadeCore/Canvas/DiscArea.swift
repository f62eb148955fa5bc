/// The sub-cell positions inside a disc, found with exactly the arithmetic of the first, per-position loop
/// (`dx * dx + dy * dy <= 1` with `dx = (x + 0.5 - centerX) / radiusX`), so every disc comes out the same,
/// but cheaper: positions off the grid are skipped (they were dropped one by one), and each column's `dx²`
/// is divided out once per disc rather than once per position.
struct DiscArea {
  let centerX: Double, centerY: Double, radiusX: Double, radiusY: Double
  let xs: ClosedRange<Int>, ys: ClosedRange<Int>

  /// A disc of radii (radiusX, radiusY) round (centerX, centerY) on a grid of width × height positions;
  /// nil when no part of its bounding box is on the grid, or a radius is not positive.
  init?(_ centerX: Double, _ centerY: Double, _ radiusX: Double, _ radiusY: Double, width: Int, height: Int) {
    guard radiusX > 0, radiusY > 0,
      let xs = Self.span(centerX, radiusX, limit: width), let ys = Self.span(centerY, radiusY, limit: height)
    else { return nil }
    (self.centerX, self.centerY, self.radiusX, self.radiusY) = (centerX, centerY, radiusX, radiusY)
    (self.xs, self.ys) = (xs, ys)
  }

  private static func span(_ centre: Double, _ radius: Double, limit: Int) -> ClosedRange<Int>? {
    let low = max(Int((centre - radius).rounded(.down)), 0)
    let high = min(Int((centre + radius).rounded(.up)), limit - 1)
    return low <= high ? low...high : nil
  }

  /// Calls `body(column, row, mask)` once for each cell holding positions inside the disc, where a cell is
  /// `1 << columnShift` positions wide and `1 << rowShift` tall and `mask` ORs `bit(x, y)` of its inside
  /// positions. Cells come row by row, left to right; a cell's positions are gathered first, so it is
  /// written once however many of them the disc covers.
  @inline(__always)
  func forEachCell(
    columnShift: Int, rowShift: Int, bit: (Int, Int) -> UInt32, _ body: (Int, Int, UInt32) -> Void
  ) {
    let firstColumn = xs.lowerBound >> columnShift
    let count = (xs.upperBound >> columnShift) - firstColumn + 1
    let height = 1 << rowShift
    withSquares { squares, rowSquares in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { masks in
        for cellRow in (ys.lowerBound >> rowShift)...(ys.upperBound >> rowShift) {
          masks.initialize(repeating: 0)
          for y in max(ys.lowerBound, cellRow * height)...min(ys.upperBound, cellRow * height + height - 1) {
            // Along a row `dx²` falls then rises (each rounding step is monotonic), so the positions inside
            // form one run: find its ends, then mark it without a test per position.
            let dy2 = rowSquares[y - ys.lowerBound]
            var low = 0, high = xs.count - 1
            while low <= high && !(squares[low] + dy2 <= 1) { low += 1 }
            while high > low && !(squares[high] + dy2 <= 1) { high -= 1 }
            guard low <= high else { continue }
            for x in (xs.lowerBound + low)...(xs.lowerBound + high) {
              masks[(x >> columnShift) - firstColumn] |= bit(x, y)
            }
          }
          for k in 0..<count where masks[k] != 0 { body(firstColumn + k, cellRow, masks[k]) }
        }
      }
    }
  }

  /// Runs `body` with `dx²` of every column of `xs` and `dy²` of every row of `ys`, each indexed from 0:
  /// position (x, y) is inside when `dx² + dy² <= 1`. Stack memory, every division done once, up front
  /// (independent divisions overlap; one waited for inside the loop would stall it).
  @inline(__always)
  func withSquares<R>(_ body: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: xs.count + ys.count) { squares in
      for x in xs {
        let dx = (Double(x) + 0.5 - centerX) / radiusX
        squares[x - xs.lowerBound] = dx * dx
      }
      for y in ys {
        let dy = (Double(y) + 0.5 - centerY) / radiusY
        squares[xs.count + y - ys.lowerBound] = dy * dy
      }
      let columns = UnsafeMutableBufferPointer(rebasing: squares[0..<xs.count])
      let rows = UnsafeMutableBufferPointer(rebasing: squares[xs.count...])
      return body(columns, rows)
    }
  }
}
