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

  /// Sets `count` cells from `start` to `cell`, as one 8-byte word per cell in a loop the compiler
  /// vectorises: storing a cell field by field takes three stores, and no call into libc is needed.
  @inline(__always)
  static func repeatCell(_ cell: Cell, at start: UnsafeMutablePointer<Cell>, count: Int) {
    let word = unsafeBitCast(cell, to: UInt64.self)  // traps if a Cell is ever not 8 bytes
    let raw = UnsafeMutableRawPointer(start)
    for i in 0..<max(count, 0) { raw.storeBytes(of: word, toByteOffset: i &* 8, as: UInt64.self) }
  }
}
