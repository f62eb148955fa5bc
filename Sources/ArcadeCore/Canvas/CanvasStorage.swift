/// The fast paths' two tools: clip a rectangle once, then write through the storage directly, so a
/// loop over cells pays neither a bounds check per cell nor the array's uniqueness check per write.
extension Canvas {
  /// The part of a rectangle inside the canvas, as column and row ranges; nil when nothing is inside.
  func clipped(column: Int, row: Int, width: Int, height: Int) -> (columns: Range<Int>, rows: Range<Int>)? {
    guard width > 0, height > 0 else { return nil }
    let c0 = max(column, 0), c1 = min(column + width, columns)
    let r0 = max(row, 0), r1 = min(row + height, rows)
    guard c0 < c1, r0 < r1 else { return nil }
    return (c0..<c1, r0..<r1)
  }

  /// Runs `body` on the cells' storage (row-major, `columns` per row): one uniqueness check per call.
  @inline(__always)
  mutating func withCells<R>(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> R) -> R {
    cells.withUnsafeMutableBufferPointer { body(&$0) }
  }

  /// Sets `count` cells from `start` to `cell`. Storing a cell field by field takes three stores; past a few
  /// cells it is cheaper to write one and double it with block copies.
  @inline(__always)
  static func repeatCell(_ cell: Cell, at start: UnsafeMutablePointer<Cell>, count: Int) {
    guard count > 8 else {
      for i in 0..<count { start[i] = cell }
      return
    }
    start.pointee = cell
    var done = 1
    while done < count {
      let chunk = min(done, count - done)
      (start + done).update(from: start, count: chunk)
      done += chunk
    }
  }
}
