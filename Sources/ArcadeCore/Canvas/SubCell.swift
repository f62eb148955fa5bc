/// Drawing finer than a cell: braille dots (2x4 per cell) and half blocks (1x2 per cell),
/// so circles look round although terminal cells are twice as tall as wide.
extension Canvas {
  private static let brailleBase: UInt32 = 0x2800

  /// The braille dot bit for (x, y) within a cell: dots 1-2-3-7 down the left, 4-5-6-8 down the right.
  private static func brailleBit(x: Int, y: Int) -> UInt32 {
    let (left, row) = (x & 1 == 0, y & 3)
    return row == 3 ? (left ? 0x40 : 0x80) : (left ? 1 : 8) << UInt32(row)
  }

  /// Sets one braille dot at sub-cell position (x in 0..<2·columns, y in 0..<4·rows): a braille cell gains
  /// it, a cell holding anything else is overwritten.
  public mutating func dot(x: Int, y: Int, style: Style = .plain) {
    let (c, r) = (x >> 1, y >> 2)
    guard contains(column: c, row: r) else { return }
    let (base, value) = (Self.brailleBase, self[c, r].glyph.value)
    let kept = (value >= base && value <= base + 0xFF) ? value - base : 0
    self[c, r] = Cell(Unicode.Scalar(base + ((kept | Self.brailleBit(x: x, y: y)) & 0xFF))!, style)
  }

  /// Colors one half of a cell at half-block position (x = column, y in 0..<2·rows).
  /// The other half keeps its color; the cell's glyph becomes ▀, ▄ or █.
  public mutating func halfBlock(x: Int, y: Int, color: Color) {
    let (c, r) = (x, y >> 1)
    guard contains(column: c, row: r) else { return }
    let (top, bottom) = Self.halves(self[c, r])
    self[c, r] = Self.halfCell(top: y & 1 == 0 ? color : top, bottom: y & 1 == 1 ? color : bottom)
  }

  /// Colors one half of each cell along a row of half-block positions (x in `columns`, y in 0..<2·rows).
  public mutating func halfBlocks(columns: Range<Int>, y: Int, color: Color) {
    for x in columns { halfBlock(x: x, y: y, color: color) }
  }

  /// The colors of a cell's top and bottom halves as drawn by `halfBlock`; nil where unset.
  private static func halves(_ cell: Cell) -> (Color?, Color?) {
    switch cell.glyph {
    case "█": return (cell.style.foreground, cell.style.foreground)
    case "▀": return (cell.style.foreground, cell.style.background == .default ? nil : cell.style.background)
    case "▄": return (cell.style.background == .default ? nil : cell.style.background, cell.style.foreground)
    default: return (nil, nil)
    }
  }

  private static func halfCell(top: Color?, bottom: Color?) -> Cell {
    switch (top, bottom) {
    case let (t?, b?) where t == b: return Cell("█", Style(t))
    case let (t?, b?): return Cell("▀", Style(t, on: b))
    case let (t?, nil): return Cell("▀", Style(t))
    case let (nil, b?): return Cell("▄", Style(b))
    case (nil, nil): return .blank
    }
  }

  /// A filled disc in braille dots: center and radius in dot units (a dot is half a cell wide,
  /// a quarter tall, so pass a vertical radius about half the horizontal one for a round look).
  public mutating func brailleDisc(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, style: Style) {
    Self.eachPosition(centerX, centerY, radiusX, radiusY, width: 2 * columns, height: 4 * rows) { x, y in
      dot(x: x, y: y, style: style)
    }
  }

  /// A filled disc in half blocks: center and radii in half-block units (x in columns, y in half rows).
  public mutating func halfBlockDisc(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, color: Color) {
    Self.eachPosition(centerX, centerY, radiusX, radiusY, width: columns, height: 2 * rows) { x, y in
      halfBlock(x: x, y: y, color: color)
    }
  }

  /// Calls `body(x, y)` for each position of a width × height grid whose center is inside the disc:
  /// `dx² + dy² <= 1` with `dx = (x + 0.5 - centerX) / radiusX`, likewise `dy`.
  private static func eachPosition(
    _ centerX: Double, _ centerY: Double, _ radiusX: Double, _ radiusY: Double, width: Int, height: Int,
    _ body: (Int, Int) -> Void
  ) {
    guard radiusX > 0, radiusY > 0 else { return }
    let (x0, x1) = (
      max(Int((centerX - radiusX).rounded(.down)), 0), min(Int((centerX + radiusX).rounded(.up)), width - 1)
    )
    let (y0, y1) = (
      max(Int((centerY - radiusY).rounded(.down)), 0), min(Int((centerY + radiusY).rounded(.up)), height - 1)
    )
    for y in stride(from: y0, through: y1, by: 1) {
      let dy = (Double(y) + 0.5 - centerY) / radiusY
      for x in stride(from: x0, through: x1, by: 1) {
        let dx = (Double(x) + 0.5 - centerX) / radiusX
        if dx * dx + dy * dy <= 1 { body(x, y) }
      }
    }
  }

  /// A filled disc given in world units through a viewport, drawn with half blocks.
  public mutating func disc(center: Vec2, radius: Double, in viewport: Viewport, color: Color) {
    let p = viewport.canvasPoint(of: center)
    halfBlockDisc(
      centerX: p.x, centerY: p.y * 2,
      radiusX: radius / viewport.cellWidth, radiusY: 2 * radius / viewport.cellHeight, color: color)
  }
}
