/// Drawing finer than a cell: braille dots (2x4 per cell) and half blocks (1x2 per cell),
/// so circles look round although terminal cells are twice as tall as wide.
extension Canvas {
  private static let brailleBase: UInt32 = 0x2800
  /// Braille dot bits by (x, y) within a cell: dots 1-2-3-7 down the left, 4-5-6-8 down the right.
  private static let brailleBits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

  /// Sets one braille dot at sub-cell position (x in 0..<2·columns, y in 0..<4·rows).
  /// A cell holding something other than braille is overwritten.
  public mutating func dot(x: Int, y: Int, style: Style = .plain) {
    let (c, r) = (x >> 1, y >> 2)
    guard contains(column: c, row: r) else { return }
    let bit = Self.brailleBits[x & 1][y & 3]
    let old = self[c, r].glyph.value
    let bits = (old >= Self.brailleBase && old <= Self.brailleBase + 0xFF) ? old - Self.brailleBase : 0
    self[c, r] = Cell(Unicode.Scalar(Self.brailleBase + (bits | bit))!, style)
  }

  /// Colours one half of a cell at half-block position (x = column, y in 0..<2·rows).
  /// The other half keeps its colour; the cell's glyph becomes ▀, ▄ or █.
  public mutating func halfBlock(x: Int, y: Int, color: Color) {
    let (c, r) = (x, y >> 1)
    guard contains(column: c, row: r) else { return }
    let (top, bottom) = halves(self[c, r])
    let newTop = y & 1 == 0 ? color : top
    let newBottom = y & 1 == 1 ? color : bottom
    self[c, r] = Self.halfCell(top: newTop, bottom: newBottom)
  }

  /// The colours of a cell's top and bottom halves as drawn by `halfBlock`; nil where unset.
  private func halves(_ cell: Cell) -> (Color?, Color?) {
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

  /// A filled disc in braille dots: centre and radius in dot units (a dot is half a cell wide,
  /// a quarter tall, so pass a vertical radius about half the horizontal one for a round look).
  public mutating func brailleDisc(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, style: Style) {
    guard radiusX > 0, radiusY > 0 else { return }
    let x0 = Int((centerX - radiusX).rounded(.down)), x1 = Int((centerX + radiusX).rounded(.up))
    let y0 = Int((centerY - radiusY).rounded(.down)), y1 = Int((centerY + radiusY).rounded(.up))
    for y in y0...y1 {
      for x in x0...x1 {
        let dx = (Double(x) + 0.5 - centerX) / radiusX
        let dy = (Double(y) + 0.5 - centerY) / radiusY
        if dx * dx + dy * dy <= 1 { dot(x: x, y: y, style: style) }
      }
    }
  }

  /// A filled disc in half blocks: centre and radii in half-block units (x in columns, y in half rows).
  public mutating func halfBlockDisc(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, color: Color) {
    guard radiusX > 0, radiusY > 0 else { return }
    let x0 = Int((centerX - radiusX).rounded(.down)), x1 = Int((centerX + radiusX).rounded(.up))
    let y0 = Int((centerY - radiusY).rounded(.down)), y1 = Int((centerY + radiusY).rounded(.up))
    for y in y0...y1 {
      for x in x0...x1 {
        let dx = (Double(x) + 0.5 - centerX) / radiusX
        let dy = (Double(y) + 0.5 - centerY) / radiusY
        if dx * dx + dy * dy <= 1 { halfBlock(x: x, y: y, color: color) }
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
