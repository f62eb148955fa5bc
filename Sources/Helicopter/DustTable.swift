import ArcadeCore

/// Where the cave's dust lies, hashed once: for each world column, a bit per cave row holding a speck.
/// Hashing all ~1,600 cave cells cost about half of a frame's drawing; a lookup per column costs little.
/// Columns past the table (about ten minutes at top speed) are hashed as before.
enum DustTable {
  /// World columns covered: 32 KB, hashed on the first frame (about half a millisecond).
  static let count = 8192
  static let rows = HeliGame.caveTop..<HeliGame.caveEnd

  /// Bit `row - rows.lowerBound` of entry `column` is set when `HeliGame.hasDust(column, row)`.
  static let masks: [UInt32] = {
    precondition(rows.count <= 32, "the cave is too tall for a 32-bit mask")
    return (0..<count).map { column in
      var mask: UInt32 = 0
      for row in rows where HeliGame.hasDust(column: column, row: row) { mask |= 1 << UInt32(row - rows.lowerBound) }
      return mask
    }
  }()
}

extension HeliGame {
  /// Whether a speck of dust lies at world column `column` on canvas row `row` (a fixed hash: looks only).
  @inline(__always)
  static func hasDust(column: Int, row: Int) -> Bool { HeliArt.texture(column, row + 1000) % 37 == 0 }

  /// The cave's dust, shifted `dustShift` world columns; cave rows are `caveTop..<caveEnd`.
  func drawDust(into canvas: inout Canvas, dustShift: Int) {
    let rows = max(Self.caveTop, 0)..<min(Self.caveEnd, canvas.rows)
    guard rows == DustTable.rows, dustShift >= 0, dustShift + canvas.columns <= DustTable.count else {
      for row in rows {
        for column in 0..<canvas.columns where Self.hasDust(column: column + dustShift, row: row) {
          canvas.put("·", column: column, row: row, style: HeliArt.dustStyle)
        }
      }
      return
    }
    // Column by column (each speck is its own cell, so the order changes nothing).
    let masks = DustTable.masks
    for column in 0..<canvas.columns {
      var mask = masks[column + dustShift]
      while mask != 0 {
        canvas.put("·", column: column, row: rows.lowerBound + mask.trailingZeroBitCount, style: HeliArt.dustStyle)
        mask &= mask - 1
      }
    }
  }
}
