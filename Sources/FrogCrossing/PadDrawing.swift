import ArcadeCore

/// The on-screen pad as drawn: each button a frame over the cells of its world rectangle, with its arrow,
/// a glyph on a small pad and an arrowhead of blocks on a large one.
extension FrogGame {
  /// The four buttons, the one last pressed lit while it stays lit.
  func drawPad(_ layout: FrogLayout, into canvas: inout Canvas) {
    let pad = PadButton.allCases.map { ($0, $0.cells(in: layout)) }
    // Arrowheads alike on all four buttons, as large as the smallest button holds inside a margin: rows of
    // an up or down one (each two columns wider on both sides), half the rows of a left or right one.
    let (width, height) = (pad.lazy.map { $0.1.width }.min()! - 2, pad.lazy.map { $0.1.height }.min()! - 2)
    let (vertical, horizontal) = (min(height - 2, (width + 2) / 4), min((height - 2) / 2, (width - 2) / 4))
    for (button, c) in pad {
      // Reverse video shows the press on monochrome terminals too.
      let lit = button == litButton && litTicks > 0
      let style = lit ? Style(.brightGreen, on: .default, [.bold, .reverse]) : Style(.green)
      canvas.fill(column: c.column, row: c.row, width: c.width, height: c.height, glyph: " ", style: style)
      canvas.frame(column: c.column, row: c.row, width: c.width, height: c.height, style: style)
      let center = (column: c.column + c.width / 2, row: c.row + c.height / 2)
      if vertical >= 2 && horizontal >= 2 {
        let size = button == .up || button == .down ? vertical : horizontal
        Self.drawArrowhead(button, size: size, center: center, style: style, into: &canvas)
      } else {
        canvas.put(button.arrow, column: center.column, row: center.row, style: style)
      }
    }
  }

  /// An arrowhead around the button's center cell, in lines of blocks whose pointed ends are pairs of half
  /// blocks (▄ above the middle, ▀ below): `k` lines for up and down, `2k` for left and right.
  static func drawArrowhead(
    _ button: PadButton, size k: Int, center: (column: Int, row: Int), style: Style, into canvas: inout Canvas
  ) {
    func line(row: Int, column: Int, width: Int, edge: Unicode.Scalar, edgeLeft: Bool, edgeRight: Bool) {
      let (column, row) = (center.column + column, center.row + row)
      canvas.fill(column: column, row: row, width: width, height: 1, glyph: "█", style: style)
      if edgeLeft { canvas.fill(column: column, row: row, width: 2, height: 1, glyph: edge, style: style) }
      if edgeRight { canvas.fill(column: column + width - 2, row: row, width: 2, height: 1, glyph: edge, style: style) }
    }
    switch button {
    case .up, .down:
      // Line i is 4i + 2 wide: the tip two cells, then two more on each side per line.
      for i in 0..<k {
        let row = button == .up ? i - k / 2 : k - 1 - i - k / 2
        line(
          row: row, column: -2 * i - 1, width: 4 * i + 2, edge: button == .up ? "▄" : "▀", edgeLeft: true,
          edgeRight: true)
      }
    case .left, .right:
      // Lines at distance d from the middle start 4d cells behind the tip; 4k long in all.
      for j in 0..<2 * k {
        let d = j < k ? k - 1 - j : j - k
        line(
          row: j - k, column: button == .left ? 4 * d - 2 * k : -2 * k, width: 4 * k - 4 * d, edge: j < k ? "▄" : "▀",
          edgeLeft: button == .left, edgeRight: button == .right)
      }
    }
  }
}
