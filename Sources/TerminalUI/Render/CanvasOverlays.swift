import ArcadeCore

extension Canvas {
  /// Dims this picture in place, its colors turned grey (what shows under a box, the attract demo).
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

  /// Draws `text` centered on `row`, cut with "…" (as `HintBar.cut`) when wider than the canvas.
  public mutating func centeredLine(_ text: String, row: Int, style: Style = .plain) {
    let line = HintBar.cut(text, to: columns)
    self.text(line, column: max(0, (columns - HintBar.length(line)) / 2), row: row, style: style)
  }

  /// Draws each text wrapped to the canvas's width, every line centered, one under another from `row` (a notice
  /// that must show whole in a narrow window).
  public mutating func centeredLines(_ texts: [(text: String, style: Style)], row: Int) {
    let lines = texts.flatMap { text, style in TextWrap.lines([text], width: columns).map { ($0, style) } }
    for (i, (line, style)) in lines.enumerated() { centeredLine(line, row: row + i, style: style) }
  }
}
