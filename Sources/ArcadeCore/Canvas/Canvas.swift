/// One character cell of a canvas: a glyph and its style, packed in 8 bytes so that comparing two
/// frames cell by cell is comparing words.
public struct Cell: Hashable, Sendable {
  /// The glyph's scalar value (21 bits) with the attributes' bits from bit 24.
  private var glyphAndAttributes: UInt32
  private var foregroundIndex: Int16
  private var backgroundIndex: Int16

  public init(_ glyph: Unicode.Scalar = " ", _ style: Style = .plain) {
    glyphAndAttributes = glyph.value | UInt32(style.attributes.rawValue) << 24
    foregroundIndex = style.foreground.index
    backgroundIndex = style.background.index
  }

  public var glyph: Unicode.Scalar {
    // The low 21 bits were a scalar's value when stored.
    get { unsafeBitCast(glyphAndAttributes & 0x1F_FFFF, to: Unicode.Scalar.self) }
    set { glyphAndAttributes = glyphAndAttributes & 0xFF00_0000 | newValue.value }
  }

  public var style: Style {
    get {
      Style(
        Color(uncheckedIndex: foregroundIndex), on: Color(uncheckedIndex: backgroundIndex),
        CellAttributes(rawValue: UInt8(truncatingIfNeeded: glyphAndAttributes >> 24)))
    }
    set {
      glyphAndAttributes = glyphAndAttributes & 0x1F_FFFF | UInt32(newValue.attributes.rawValue) << 24
      foregroundIndex = newValue.foreground.index
      backgroundIndex = newValue.background.index
    }
  }

  public static let blank = Cell()
}

/// A grid of cells that games draw on. Pure data: the front end turns it into screen updates,
/// and tests read it as a plain string. Drawing outside the grid is clipped, never a crash.
public struct Canvas: Sendable, Equatable {
  public let columns: Int
  public let rows: Int
  public internal(set) var cells: [Cell]  // internal: the fast paths in other files write it

  public init(columns: Int, rows: Int) {
    self.init(columns: columns, rows: rows, filledWith: .blank)
  }

  /// A canvas of one cell throughout.
  init(columns: Int, rows: Int, filledWith cell: Cell) {
    precondition(columns >= 0 && rows >= 0, "canvas size must not be negative")
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: cell, count: columns * rows)
  }

  public init(size: CanvasSize) { self.init(columns: size.columns, rows: size.rows) }

  /// Blanks every cell, keeping the storage: a front end reuses one canvas for every frame.
  public mutating func reset() {
    withCells { cells in cells.update(repeating: .blank) }
  }

  /// Blank at `size`: the same canvas blanked, or a new one when the size changed (a resize).
  public mutating func reset(to size: CanvasSize) {
    if columns == size.columns && rows == size.rows { reset() } else { self = Canvas(size: size) }
  }

  @inlinable public func contains(column: Int, row: Int) -> Bool {
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
    write(string, column: column, row: row, style: style)
  }

  /// Writes text centred on a row.
  public mutating func centredText(_ string: String, row: Int, style: Style = .plain) {
    text(string, column: (columns - Self.width(of: string)) / 2, row: row, style: style)
  }

  /// Fills a rectangle of cells with one glyph.
  public mutating func fill(column: Int, row: Int, width: Int, height: Int, glyph: Unicode.Scalar = " ", style: Style) {
    guard let area = clipped(column: column, row: row, width: width, height: height) else { return }
    let cell = Cell(glyph, style)
    let columns = self.columns
    withCells { cells in
      for r in area.rows {
        Self.repeatCell(cell, at: cells.baseAddress! + r * columns + area.columns.lowerBound, count: area.columns.count)
      }
    }
  }

  /// Sets the background of existing cells, keeping their glyphs (a highlight).
  public mutating func tint(column: Int, row: Int, width: Int, height: Int, background: Color) {
    guard let area = clipped(column: column, row: row, width: width, height: height) else { return }
    let columns = self.columns
    withCells { cells in
      for r in area.rows {
        for c in area.columns { cells[r * columns + c].style.background = background }
      }
    }
  }

  /// Draws a framed box with light box-drawing lines.
  public mutating func frame(column: Int, row: Int, width: Int, height: Int, style: Style = .plain) {
    guard width >= 2, height >= 2 else { return }
    let right = column + width - 1
    let bottom = row + height - 1
    // The four sides and corners never overlap, so each is a clipped fill.
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
    guard let area = clipped(column: column, row: row, width: other.columns, height: other.rows) else { return }
    let columns = self.columns
    let width = area.columns.count
    other.cells.withUnsafeBufferPointer { source in
      withCells { cells in
        for r in area.rows {
          let from = (r - row) * other.columns + (area.columns.lowerBound - column)
          let to = r * columns + area.columns.lowerBound
          cells[to..<to + width].update(fromContentsOf: source[from..<from + width])
        }
      }
    }
  }

  /// The glyphs as text, one line per row, trailing spaces trimmed: for snapshot tests.
  public func render() -> String {
    var lines: [String] = []
    lines.reserveCapacity(rows)
    for r in 0..<rows {
      var line = String.UnicodeScalarView()
      for c in 0..<columns { line.append(cells[r * columns + c].glyph) }
      var s = String(line)
      while s.last == " " { s.removeLast() }
      lines.append(s)
    }
    return lines.joined(separator: "\n")
  }
}
