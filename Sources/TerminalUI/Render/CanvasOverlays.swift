import ArcadeCore

extension Canvas {
  /// The same picture with every cell dimmed and its colours turned grey (attract mode, paused).
  public func dimmed() -> Canvas {
    var out = self
    out.dim()
    return out
  }

  /// Dims this picture in place (a box's background: what the screen below it shows).
  public mutating func dim() {
    for r in 0..<rows {
      for c in 0..<columns {
        var cell = self[c, r]
        if cell == .blank { continue }
        cell.style = Style(cell.style.foreground == .default ? .default : .grey(8), on: .default, [.dim])
        self[c, r] = cell
      }
    }
  }

  /// A framed box of text lines centred on the canvas (lines left-aligned inside),
  /// its inside blanked first. Unframed, only each line's text and a cell either side are blanked:
  /// the picture behind shows whole around the text (the title menu over its attract demo).
  /// Returns where it went.
  @discardableResult
  public mutating func centredBox(
    _ lines: [String], style: Style = .plain, frameStyle: Style = .plain, minWidth: Int = 0, framed: Bool = true
  ) -> (column: Int, row: Int, width: Int, height: Int) {
    let inner = max(minWidth, lines.map { $0.unicodeScalars.count }.max() ?? 0)
    let width = min(columns, inner + 4)
    let height = min(rows, lines.count + 2)
    let column = max(0, (columns - width) / 2)
    let row = max(0, (rows - height) / 2)
    if framed {
      fill(column: column, row: row, width: width, height: height, glyph: " ", style: .plain)
      frame(column: column, row: row, width: width, height: height, style: frameStyle)
    }
    for (i, line) in lines.enumerated() where i + 2 < height {
      let cut = HintBar.cut(line, to: max(0, width - 4))
      if !framed && !cut.isEmpty {
        fill(column: column + 1, row: row + 1 + i, width: HintBar.length(cut) + 2, height: 1, style: .plain)
      }
      text(cut, column: column + 2, row: row + 1 + i, style: style)
    }
    return (column, row, width, height)
  }
}
