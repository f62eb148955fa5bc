/// The sub-cell positions inside a disc, found with exactly the arithmetic of the first, per-position loop
/// (`dx * dx + dy * dy <= 1` with `dx = (x + 0.5 - centerX) / radiusX`), so every disc comes out the same,
/// but cheaper: positions off the grid are skipped (they were dropped one by one), each column's `dx²`
/// is divided out once per disc rather than once per position, and each row's run of inside positions is
/// found from the row before's.
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
  /// one position wide (`pairs` false) or two, `1 << rowShift` tall, and `mask` ORs the bits of its inside
  /// positions: `rowBits(y)` gives a cell's bits for its left and right position on row y (a position's
  /// bit depends only on its place in its cell). Cells come row by row, left to right; a cell's positions
  /// are gathered first, so it is written once however many of them the disc covers.
  @inline(__always)
  func forEachCell(
    pairs: Bool, rowShift: Int, rowBits: (Int) -> (left: UInt32, right: UInt32), _ body: (Int, Int, UInt32) -> Void
  ) {
    let columnShift = pairs ? 1 : 0
    let firstColumn = xs.lowerBound >> columnShift
    let count = (xs.upperBound >> columnShift) - firstColumn + 1
    let height = 1 << rowShift
    withSquares { squares, rowSquares in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { masks in
        masks.initialize(repeating: 0)
        var run: ClosedRange<Int>? = nil
        for cellRow in (ys.lowerBound >> rowShift)...(ys.upperBound >> rowShift) {
          // The cells this row of cells touches, as indices of `masks`.
          var (touchedLow, touchedHigh) = (count, -1)
          for y in max(ys.lowerBound, cellRow * height)...min(ys.upperBound, cellRow * height + height - 1) {
            run = Self.insideRun(squares, dy2: rowSquares[y - ys.lowerBound], after: run)
            guard let run else { continue }
            let (low, high) = (xs.lowerBound + run.lowerBound, xs.lowerBound + run.upperBound)
            let bits = rowBits(y)
            if pairs {
              Self.markPairs(low, high, bits, into: masks, first: firstColumn)
            } else {
              for x in low...high { masks[x - firstColumn] |= bits.left }
            }
            touchedLow = min(touchedLow, (low >> columnShift) - firstColumn)
            touchedHigh = max(touchedHigh, (high >> columnShift) - firstColumn)
          }
          guard touchedLow <= touchedHigh else { continue }
          for k in touchedLow...touchedHigh where masks[k] != 0 {
            body(firstColumn + k, cellRow, masks[k])
            masks[k] = 0
          }
        }
      }
    }
  }

  /// ORs into `masks` (one per two-position cell, from cell `first`) the bits of positions `low...high` of
  /// one row: both bits for the cells the run covers whole, one for a cell at an end it half covers.
  @inline(__always)
  static func markPairs(
    _ low: Int, _ high: Int, _ bits: (left: UInt32, right: UInt32), into masks: UnsafeMutableBufferPointer<UInt32>,
    first: Int
  ) {
    var k = low >> 1
    if low & 1 == 1 {
      masks[k - first] |= bits.right
      k += 1
    }
    // Cells whose right position (2k + 1) is still in the run.
    while k <= (high - 1) >> 1 {
      masks[k - first] |= bits.left | bits.right
      k += 1
    }
    if high & 1 == 0 { masks[(high >> 1) - first] |= bits.left }
  }

  /// The positions of a row inside the disc, as indices of `squares` (`dx²` by column), given the row's
  /// `dy²` and the run of the row before; nil when none is inside.
  ///
  /// Along a row `dx²` falls then rises (each rounding step is monotonic), so the positions inside form
  /// one run. Between rows the runs nest (`dx² + dy²` rounds monotonically in `dy²` too): each end of
  /// the run only moves outward from the last row's, or only inward, so it is found by stepping from
  /// there rather than from the ends of the row, and a disc costs its outline instead of its area.
  @inline(__always)
  static func insideRun(
    _ squares: UnsafeMutableBufferPointer<Double>, dy2: Double, after last: ClosedRange<Int>?
  ) -> ClosedRange<Int>? {
    let inside = { (x: Int) in squares[x] + dy2 <= 1 }
    guard let last else {
      var low = 0, high = squares.count - 1
      while low <= high && !inside(low) { low += 1 }
      while high > low && !inside(high) { high -= 1 }
      return low <= high ? low...high : nil
    }
    var low = last.lowerBound, high = last.upperBound
    if inside(low) {
      while low > 0 && inside(low - 1) { low -= 1 }
    } else {
      // Narrower than the last run, so inside it.
      low += 1
      while low <= high && !inside(low) { low += 1 }
      guard low <= high else { return nil }
    }
    if inside(high) {
      while high < squares.count - 1 && inside(high + 1) { high += 1 }
    } else {
      high -= 1
      while !inside(high) { high -= 1 }
    }
    return low...high
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
