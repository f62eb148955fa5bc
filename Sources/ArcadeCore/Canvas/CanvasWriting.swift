/// Writing a line in pieces, each starting where the last ended, so a status line of labels and numbers
/// needs no String built per frame (interpolating one allocates and formats every time).
extension Canvas {
  /// Writes text left to right from a cell, one scalar per cell, and returns the column after it.
  @discardableResult
  public mutating func write(_ string: String, column: Int, row: Int, style: Style = .plain) -> Int {
    let ascii = string.utf8.withContiguousStorageIfAvailable { bytes in
      Self.isASCII(bytes) ? writeASCII(bytes, column: column, row: row, style: style) : nil
    }
    if let next = ascii ?? nil { return next }
    guard row >= 0, row < rows else { return column + Self.width(of: string) }
    let (columns, base) = (self.columns, row * self.columns)
    return withCells { cells in
      var c = column
      for scalar in string.unicodeScalars {
        if c >= 0 && c < columns { cells[base + c] = Cell(scalar, style) }
        c += 1
      }
      return c
    }
  }

  /// Writes ASCII bytes, one per cell: the row and the columns are clipped once, not per character
  /// (labels and numbers are nearly all ASCII, and a frame writes hundreds of their characters).
  private mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, column: Int, row: Int, style: Style) -> Int {
    let next = column + bytes.count
    let first = max(column, 0), end = min(next, columns)
    guard row >= 0, row < rows, first < end else { return next }
    let base = row * columns
    withCells { cells in
      for c in first..<end { cells[base + c] = Cell(Unicode.Scalar(bytes[c - column]), style) }
    }
    return next
  }

  /// Whether every byte is below 0x80; one pass with no early exit, so it runs as a vector loop.
  @inline(__always)
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var any: UInt8 = 0
    for byte in bytes { any |= byte }
    return any < 0x80
  }

  /// Writes an integer in decimal, as `String(value)` reads, and returns the column after it.
  @discardableResult
  public mutating func write(_ value: Int, column: Int, row: Int, style: Style = .plain) -> Int {
    let next = column + Self.width(of: value)
    guard row >= 0, row < rows else { return next }
    let (columns, base) = (self.columns, row * self.columns)
    withCells { cells in
      // Digits from the last one back; each cell clipped on its own, as a number is a few cells.
      var n = value.magnitude
      for c in stride(from: next - 1, through: value < 0 ? column + 1 : column, by: -1) {
        if c >= 0 && c < columns { cells[base + c] = Cell(Unicode.Scalar(UInt8(48 + n % 10)), style) }
        n /= 10
      }
      if value < 0 && column >= 0 && column < columns { cells[base + column] = Cell("-", style) }
    }
    return next
  }

  /// How many cells `write(value, ...)` fills.
  public static func width(of value: Int) -> Int {
    var digits = value < 0 ? 2 : 1
    var rest = value.magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// How many cells `write(string, ...)` fills: its scalars, counted from the UTF-8 bytes (every byte but
  /// a continuation byte starts a scalar) without decoding them.
  public static func width(of string: String) -> Int {
    let counted = string.utf8.withContiguousStorageIfAvailable { bytes in
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
      return count
    }
    return counted ?? string.unicodeScalars.count
  }
}
