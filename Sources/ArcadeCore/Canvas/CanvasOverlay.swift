/// Sprites laid over a backdrop: glyphs in their own colour on whatever background each cell already has
/// (a car on the road, a frog on the grass), clipped once instead of read and written cell by cell.
extension Canvas {
  /// Writes `glyphs` left to right from (column, row) in `foreground` with `attributes`, each cell keeping
  /// its background. Only columns inside `within` (and the canvas) are drawn.
  public mutating func overlay(
    _ glyphs: [Unicode.Scalar], column: Int, row: Int, foreground: Color, attributes: CellAttributes = [],
    within: Range<Int>? = nil
  ) {
    guard row >= 0, row < rows else { return }
    let allowed = within ?? 0..<columns
    let first = max(column, allowed.lowerBound, 0)
    let end = min(column + glyphs.count, allowed.upperBound, columns)
    guard first < end else { return }
    let base = row * columns
    withCells { cells in
      for c in first..<end {
        let background = cells[base + c].style.background
        cells[base + c] = Cell(glyphs[c - column], Style(foreground, on: background, attributes))
      }
    }
  }
}
