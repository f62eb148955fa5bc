/// The uniform grid's layout for one step: cell size, origin and dimensions.
///
/// Cells are as large as the largest moving body (or larger, so there are about as many cells as bodies).
/// Bodies that fit in a cell ("small") are binned by the corner of their bounding box, so two small bodies
/// that overlap sit in the same or in neighbouring cells. Larger bodies (walls, big sensors) are kept aside
/// and look up the cells they cover.
struct GridLayout {
  let minX: Double, minY: Double
  let cell: Double
  let inverseCell: Double
  let columns: Int, rows: Int
  /// A small margin that absorbs rounding: two overlapping small bodies can never land two cells apart,
  /// and a large body's lookup never misses a cell (the exact overlap test removes extra candidates).
  let pad: Double
  /// Bodies with `2 * max(halfWidth, halfHeight)` up to this are binned in one cell.
  let smallLimit: Double

  /// Scenes with at most this many living bodies use the brute force even when the grid is asked for.
  static let bruteForceBelow = 40

  @inline(__always) func column(_ x: Double) -> Int {
    Int(min(max((x - minX) * inverseCell, 0), Double(columns - 1)))
  }
  @inline(__always) func row(_ y: Double) -> Int {
    Int(min(max((y - minY) * inverseCell, 0), Double(rows - 1)))
  }

  /// The layout for the living bodies; nil for a few bodies, or when the scene has no usable bounds (non-finite or negative sizes,
  /// non-finite positions, nothing of any size), where the brute force takes over.
  static func fit(_ t: BoundsTable) -> GridLayout? {
    var live = 0
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var largestMoving = 0.0, largest = 0.0
    for i in 0..<t.flags.count where t.flags[i].isAlive {
      let p = t.positions[i], hw = t.halfWidths[i], hh = t.halfHeights[i]
      guard p.x.isFinite, p.y.isFinite, hw >= 0, hh >= 0, hw.isFinite, hh.isFinite else { return nil }
      live += 1
      let extent = max(hw, hh)
      largest = max(largest, extent)
      if t.flags[i].moves { largestMoving = max(largestMoving, extent) }
      minX = min(minX, p.x - hw)
      maxX = max(maxX, p.x + hw)
      minY = min(minY, p.y - hh)
      maxY = max(maxY, p.y + hh)
    }
    // Below this many bodies the brute force is faster (measured with ArcadeBench), and gives the same pairs.
    guard live > GridLayout.bruteForceBelow else { return nil }
    let width = maxX - minX, height = maxY - minY
    let size = 2 * (largestMoving > 0 ? largestMoving : largest)
    guard size > 0, width.isFinite, height.isFinite else { return nil }
    let pad = max(abs(minX), abs(maxX), abs(minY), abs(maxY), width, height, size) * 0x1p-40
    var cell = size + 4 * pad
    // At most about eight cells per body: cells as small as the bodies keep the pair tests few (a 10 % fill
    // of equal circles needs ~8), while the cap bounds the clearing and memory for sparse worlds.
    let cellBudget = Double(max(8 * live, 64))
    func dimensions(_ c: Double) -> (Double, Double) {
      ((width + 4 * pad) / c + 1, (height + 4 * pad) / c + 1)
    }
    var (columns, rows) = dimensions(cell)
    while columns.rounded(.down) * rows.rounded(.down) > cellBudget {
      cell *= max((columns * rows / cellBudget).squareRoot(), 1.0625)
      (columns, rows) = dimensions(cell)
    }
    return GridLayout(
      minX: minX - 2 * pad, minY: minY - 2 * pad, cell: cell, inverseCell: 1 / cell, columns: Int(columns),
      rows: Int(rows), pad: pad, smallLimit: cell - 4 * pad)
  }
}
