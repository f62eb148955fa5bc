import ArcadeCore

/// The on-screen pad as drawn: each button a frame over the cells of its world rectangle, with its arrow,
/// a glyph on a small pad and an arrowhead of blocks on a large one.
extension FrogGame {
  static func drawPadButton(_ button: PadButton, lit: Bool, _ layout: FrogLayout, into canvas: inout Canvas) {
    let c = button.cells(in: layout)
    // Reverse video shows the press on monochrome terminals too.
    let style = lit ? Style(.brightGreen, on: .default, [.bold, .reverse]) : Style(.green)
    canvas.fill(column: c.column, row: c.row, width: c.width, height: c.height, glyph: " ", style: style)
    canvas.frame(column: c.column, row: c.row, width: c.width, height: c.height, style: style)
    let size = arrowSize(layout)
    guard size.vertical >= 2 && size.horizontal >= 2 else {
      canvas.put(button.arrow, column: c.column + c.width / 2, row: c.row + c.height / 2, style: style)
      return
    }
    for (dx, dy, glyphs) in arrowhead(button, size: button == .up || button == .down ? size.vertical : size.horizontal)
    {
      let column = c.column + c.width / 2 + dx, row = c.row + c.height / 2 + dy
      canvas.text(String(String.UnicodeScalarView(glyphs)), column: column, row: row, style: style)
    }
  }

  /// How large the arrowheads can be, kept alike on all four buttons: rows of an up or down arrowhead
  /// (each two columns wider on both sides), and half the rows of a left or right one, inside a margin.
  static func arrowSize(_ layout: FrogLayout) -> (vertical: Int, horizontal: Int) {
    let cells = PadButton.allCases.map { $0.cells(in: layout) }
    let (width, height) = (cells.map(\.width).min()! - 2, cells.map(\.height).min()! - 2)
    return (min(height - 2, (width + 2) / 4), min((height - 2) / 2, (width - 2) / 4))
  }

  /// The lines of an arrowhead relative to the button's centre cell: (column offset, row offset, glyphs).
  static func arrowhead(_ button: PadButton, size k: Int) -> [(Int, Int, [Unicode.Scalar])] {
    func line(_ edge: Unicode.Scalar, edgeLeft: Bool, edgeRight: Bool, blocks: Int) -> [Unicode.Scalar] {
      (edgeLeft ? [edge, edge] : []) + Array(repeating: "█", count: blocks) + (edgeRight ? [edge, edge] : [])
    }
    switch button {
    case .up, .down:
      // Row i is 4i + 2 wide: the tip two cells, then two more on each side per row.
      let top = -k / 2
      return (0..<k).map { i in
        let row = button == .up ? top + i : top + k - 1 - i
        let edge: Unicode.Scalar = button == .up ? "▄" : "▀"
        return (
          -2 * i - 1, row, i == 0 ? [edge, edge] : line(edge, edgeLeft: true, edgeRight: true, blocks: 4 * i - 2)
        )
      }
    case .left, .right:
      // Rows at distance d from the middle line start 4d cells behind the tip; 4k long in all.
      let length = 4 * k, tip = -length / 2
      return (0..<2 * k).map { j in
        let d = j < k ? k - 1 - j : j - k
        let edge: Unicode.Scalar = j < k ? "▄" : "▀"
        let glyphs = line(edge, edgeLeft: button == .left, edgeRight: button == .right, blocks: length - 4 * d - 2)
        return (button == .left ? tip + 4 * d : tip, j - k, glyphs)
      }
    }
  }
}
