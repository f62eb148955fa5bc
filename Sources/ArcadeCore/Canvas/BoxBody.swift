/// Box bodies drawn over exactly the part of the canvas their box covers, to the half column, so that
/// what the player sees touching is what collides (Docs/games.md "Fairness").
extension Canvas {
  /// Draws a box body (center and half extents in world units) through `viewport` on the rows it covers.
  ///
  /// Its left and right edges are rounded to the nearest half column, and rounding keeps order: two boxes
  /// that overlap are drawn meeting or overlapping, two that do not are never drawn overlapping. A cell the
  /// body half covers is a half block in `color` (its other half keeps its color, another body's included);
  /// whole cells show `art` stretched to fit (its first and last glyph at the ends, its middle ones between),
  /// in `color` on the cell's background. Rows are its top and bottom edges rounded to the nearest row, or
  /// the center's row when that leaves none. Only columns inside `within` (and the canvas) are drawn.
  public mutating func box(
    center: Vec2, halfWidth: Double, halfHeight: Double, in viewport: Viewport, art: [Unicode.Scalar],
    color: Color, within: Range<Int>? = nil
  ) {
    let topLeft = viewport.canvasPoint(of: Vec2(center.x - halfWidth, center.y - halfHeight))
    let bottomRight = viewport.canvasPoint(of: Vec2(center.x + halfWidth, center.y + halfHeight))
    let (left, right) = (Int((2 * topLeft.x).rounded()), Int((2 * bottomRight.x).rounded()))
    let (top, bottom) = (Int(topLeft.y.rounded()), Int(bottomRight.y.rounded()))
    let halves = left..<max(left, right)
    var rows = top..<max(top, bottom)
    if rows.isEmpty {
      let row = Int(viewport.canvasPoint(of: center).y.rounded(.down))
      rows = row..<row + 1
    }
    for row in rows {
      halfColumnSpan(halves, row: row, art: art, color: color, within: within ?? 0..<columns)
    }
  }

  /// Draws one row of a box body over half columns `halves` (half column h is the left half of column h / 2
  /// when h is even, its right half when odd); see `box`.
  public mutating func halfColumnSpan(
    _ halves: Range<Int>, row: Int, art: [Unicode.Scalar], color: Color, attributes: CellAttributes = [],
    within allowed: Range<Int>
  ) {
    guard row >= 0, row < rows, !halves.isEmpty, !art.isEmpty else { return }
    // Whole cells: columns (lower + 1) / 2 ..< upper / 2; arithmetic shifts round down for negatives too.
    let wholeFirst = (halves.lowerBound + 1) >> 1, wholeEnd = halves.upperBound >> 1
    let first = max(halves.lowerBound >> 1, allowed.lowerBound, 0)
    let end = min(((halves.upperBound - 1) >> 1) + 1, allowed.upperBound, columns)
    guard first < end else { return }
    for c in first..<end {
      let old = self[c, row]
      if c >= wholeFirst && c < wholeEnd {
        let glyph = art[Self.artIndex(c - wholeFirst, of: wholeEnd - wholeFirst, width: art.count)]
        self[c, row] = Cell(glyph, Style(color, on: old.style.background, attributes))
      } else {
        self[c, row] = Self.paintingSide(2 * c < halves.lowerBound ? 1 : 0, of: old, color: color)
      }
    }
  }

  /// Which glyph of an art `width` glyphs long shows in whole cell `k` of `count`: the ends at the ends,
  /// the middle glyphs centered between, the ones next to the ends repeated when there is room to spare.
  static func artIndex(_ k: Int, of count: Int, width: Int) -> Int {
    if count == 1 || width == 1 { return width / 2 }
    if k == 0 { return 0 }
    if k == count - 1 { return width - 1 }
    if width == 2 { return 2 * k < count ? 0 : 1 }
    return min(max(k - (count - width) / 2, 1), width - 2)
  }

  /// A cell with its left (side 0) or right (side 1) half painted, the other half kept: ▌ or ▐ in `color`
  /// on the other half's color (so a monochrome screen shows the painted half), or █ when both are one.
  static func paintingSide(_ side: Int, of cell: Cell, color: Color) -> Cell {
    let (foreground, background) = (cell.style.foreground, cell.style.background)
    var left: Color, right: Color
    switch cell.glyph {
    case "▌": (left, right) = (foreground, background)
    case "▐": (left, right) = (background, foreground)
    case "█": (left, right) = (foreground, foreground)
    default: (left, right) = (background, background)
    }
    if side == 0 { left = color } else { right = color }
    if left == right { return Cell("█", Style(color, on: background)) }
    return side == 0 ? Cell("▌", Style(color, on: right)) : Cell("▐", Style(color, on: left))
  }
}
