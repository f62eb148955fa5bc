/// One character cell of a canvas: a glyph and its style.
public struct Cell: Hashable, Sendable {
  public var glyph: Unicode.Scalar
  public var style: Style

  public init(_ glyph: Unicode.Scalar = " ", _ style: Style = .plain) {
    self.glyph = glyph
    self.style = style
  }

  public static let blank = Cell()

  // Frames are compared cell by cell: one function of plain integer compares, not one per field's type.
  public static func == (a: Cell, b: Cell) -> Bool {
    a.glyph.value == b.glyph.value && a.style.foreground.index == b.style.foreground.index
      && a.style.background.index == b.style.background.index
      && a.style.attributes.rawValue == b.style.attributes.rawValue
  }
}

/// A grid of cells that games draw on. Pure data: the front end turns it into screen updates,
/// and tests read it as a plain string. Drawing outside the grid is clipped, never a crash.
public struct Canvas: Sendable, Equatable {
  public let columns: Int
  public let rows: Int
  /// Row-major, `columns` per row.
  public internal(set) var cells: [Cell]

  public init(columns: Int, rows: Int) {
    precondition(columns >= 0 && rows >= 0, "canvas size must not be negative")
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: .blank, count: columns * rows)
  }

  public init(size: CanvasSize) { self.init(columns: size.columns, rows: size.rows) }

  /// Blanks every cell, keeping the storage: a front end reuses one canvas for every frame.
  public mutating func reset() {
    for i in cells.indices { cells[i] = .blank }
  }

  /// Blank at `size`: the same canvas blanked, or a new one when the size changed (a resize).
  public mutating func reset(to size: CanvasSize) {
    if columns == size.columns && rows == size.rows { reset() } else { self = Canvas(size: size) }
  }

  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && row >= 0 && column < columns && row < rows
  }

  public subscript(column: Int, row: Int) -> Cell {
    get { contains(column: column, row: row) ? cells[row * columns + column] : .blank }
    set { if contains(column: column, row: row) { cells[row * columns + column] = newValue } }
  }

  public mutating func put(_ glyph: Unicode.Scalar, column: Int, row: Int, style: Style = .plain) {
    self[column, row] = Cell(glyph, style)
  }

  /// Writes text left to right from a cell; one scalar per cell.
  public mutating func text(_ string: String, column: Int, row: Int, style: Style = .plain) {
    for (i, scalar) in string.unicodeScalars.enumerated() { self[column + i, row] = Cell(scalar, style) }
  }

  /// How many cells `text(string, ...)` fills: its scalars.
  public static func width(of string: String) -> Int { string.unicodeScalars.count }

  /// Writes text centered on a row, or on its part from column `from` to the right edge.
  public mutating func centeredText(_ string: String, row: Int, from column: Int = 0, style: Style = .plain) {
    text(string, column: column + (columns - column - Self.width(of: string)) / 2, row: row, style: style)
  }

  public mutating func fill(column: Int, row: Int, width: Int, height: Int, glyph: Unicode.Scalar = " ", style: Style) {
    let cell = Cell(glyph, style)
    for r in clipped(row, height, rows) {
      for c in clipped(column, width, columns) { cells[r * columns + c] = cell }
    }
  }

  /// A box framed in light box-drawing lines.
  public mutating func frame(column: Int, row: Int, width: Int, height: Int, style: Style = .plain) {
    guard width >= 2, height >= 2 else { return }
    let right = column + width - 1
    let bottom = row + height - 1
    fill(column: column + 1, row: row, width: width - 2, height: 1, glyph: "─", style: style)
    fill(column: column + 1, row: bottom, width: width - 2, height: 1, glyph: "─", style: style)
    fill(column: column, row: row + 1, width: 1, height: height - 2, glyph: "│", style: style)
    fill(column: right, row: row + 1, width: 1, height: height - 2, glyph: "│", style: style)
    put("┌", column: column, row: row, style: style)
    put("┐", column: right, row: row, style: style)
    put("└", column: column, row: bottom, style: style)
    put("┘", column: right, row: bottom, style: style)
  }

  /// Copies another canvas onto this one with its top-left at (column, row).
  public mutating func blit(_ other: Canvas, column: Int, row: Int) {
    let span = clipped(column, other.columns, columns)
    for r in clipped(row, other.rows, rows) where !span.isEmpty {
      let from = (r - row) * other.columns + span.lowerBound - column
      cells.replaceSubrange(
        r * columns + span.lowerBound..<r * columns + span.upperBound, with: other.cells[from..<from + span.count])
    }
  }

  /// The part of `start ..< start + length` inside `0 ..< limit` (empty when none is).
  private func clipped(_ start: Int, _ length: Int, _ limit: Int) -> Range<Int> {
    let (low, high) = (max(start, 0), min(start + max(length, 0), limit))
    return low < high ? low..<high : 0..<0
  }

  /// The glyphs as text, one line per row, trailing spaces trimmed: for snapshot tests.
  public func render() -> String {
    // Plain index loops into one scalar view: the tests render thousands of canvases in a debug build, where
    // `map` and `joined` cost several times more.
    var text = String.UnicodeScalarView()
    for r in 0..<rows {
      if r > 0 { text.append("\n") }
      var end = (r + 1) * columns
      while end > r * columns && cells[end - 1].glyph == " " { end -= 1 }
      var i = r * columns
      while i < end {
        text.append(cells[i].glyph)
        i += 1
      }
    }
    return String(text)
  }
}
