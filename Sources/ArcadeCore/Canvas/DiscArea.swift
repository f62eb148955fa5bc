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

  @inline(__always)
  private static func span(_ centre: Double, _ radius: Double, limit: Int) -> ClosedRange<Int>? {
    let low = max(wholeBelow(centre - radius), 0)
    let high = min(wholeAbove(centre + radius), limit - 1)
    return low <= high ? low...high : nil
  }

  /// `Int(x.rounded(.down))` from the conversion's truncation (`rounded` calls into the C library on the
  /// processors the build targets): a truncated double converts back exactly, so it is above `x` only
  /// when `x` was negative and not whole.
  @inline(__always)
  static func wholeBelow(_ x: Double) -> Int {
    let truncated = Int(x)
    return Double(truncated) > x ? truncated - 1 : truncated
  }

  /// `Int(x.rounded(.up))`, found as `wholeBelow` finds its value.
  @inline(__always)
  static func wholeAbove(_ x: Double) -> Int {
    let truncated = Int(x)
    return Double(truncated) < x ? truncated + 1 : truncated
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
    let (top, bottom, left) = (ys.lowerBound, ys.upperBound, xs.lowerBound)
    withSquares { squares, rowSquares in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { masks in
        for k in 0..<count { masks[k] = 0 }
        // The last row's run of inside positions, as indices of `squares`; none while low > high.
        var (low, high) = (0, -1)
        var y = top
        while y <= bottom {
          let cellRow = y >> rowShift
          let cellRowEnd = min(bottom, ((cellRow + 1) << rowShift) - 1)
          // The cells this row of cells touches, as indices of `masks`.
          var (touchedLow, touchedHigh) = (count, -1)
          while y <= cellRowEnd {
            (low, high) = Self.insideRun(squares, dy2: rowSquares[y - top], after: (low, high))
            if low <= high {
              let bits = rowBits(y)
              if pairs {
                Self.markPairs(left + low, left + high, bits, into: masks, first: firstColumn)
              } else {
                for k in low...high { masks[k] |= bits.left }
              }
              touchedLow = min(touchedLow, ((left + low) >> columnShift) - firstColumn)
              touchedHigh = max(touchedHigh, ((left + high) >> columnShift) - firstColumn)
            }
            y += 1
          }
          var k = touchedLow
          while k <= touchedHigh {
            if masks[k] != 0 { body(firstColumn + k, cellRow, masks[k]) }
            masks[k] = 0
            k += 1
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

  /// The positions of a row inside the disc, `low...high` as indices of `squares` (`dx²` by column), given
  /// the row's `dy²` and the run of the row before; low > high when none is inside. (Plain integers, not an
  /// optional range: each range built checks its bounds, and this runs for every row of every disc.)
  ///
  /// Along a row `dx²` falls then rises (each rounding step is monotonic), so the positions inside form
  /// one run. Between rows the runs nest (`dx² + dy²` rounds monotonically in `dy²` too): each end of
  /// the run only moves outward from the last row's, or only inward, so it is found by stepping from
  /// there rather than from the ends of the row, and a disc costs its outline instead of its area.
  @inline(__always)
  static func insideRun(
    _ squares: UnsafeMutableBufferPointer<Double>, dy2: Double, after last: (low: Int, high: Int)
  ) -> (low: Int, high: Int) {
    let inside = { (x: Int) in squares[x] + dy2 <= 1 }
    var (low, high) = last
    guard low <= high else {
      (low, high) = (0, squares.count - 1)
      while low <= high && !inside(low) { low += 1 }
      while high > low && !inside(high) { high -= 1 }
      return (low, high)
    }
    if inside(low) {
      while low > 0 && inside(low - 1) { low -= 1 }
    } else {
      // Narrower than the last run, so inside it.
      low += 1
      while low <= high && !inside(low) { low += 1 }
      guard low <= high else { return (low, high) }
    }
    if inside(high) {
      while high < squares.count - 1 && inside(high + 1) { high += 1 }
    } else {
      high -= 1
      while !inside(high) { high -= 1 }
    }
    return (low, high)
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
