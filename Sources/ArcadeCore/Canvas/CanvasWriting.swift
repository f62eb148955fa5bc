/// Writing a line in pieces, each starting where the last ended, so a status line of labels and numbers
/// needs no String built per frame (interpolating one allocates and formats every time).
extension Canvas {
  /// Writes text left to right from a cell, one scalar per cell, and returns the column after it.
  @discardableResult
  public mutating func write(_ string: String, column: Int, row: Int, style: Style = .plain) -> Int {
    guard row >= 0, row < rows else { return column + string.unicodeScalars.count }
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

  /// Writes an integer in decimal, as `String(value)` reads, and returns the column after it.
  @discardableResult
  public mutating func write(_ value: Int, column: Int, row: Int, style: Style = .plain) -> Int {
    let magnitude = value.magnitude
    let digits = Self.width(of: value) - (value < 0 ? 1 : 0)
    var c = column
    if value < 0 {
      put("-", column: c, row: row, style: style)
      c += 1
    }
    var n = magnitude
    for k in stride(from: c + digits - 1, through: c, by: -1) {
      put(Unicode.Scalar(UInt8(48 + n % 10)), column: k, row: row, style: style)
      n /= 10
    }
    return c + digits
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
}
