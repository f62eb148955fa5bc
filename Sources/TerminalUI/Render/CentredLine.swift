import ArcadeCore

extension Canvas {
  /// Draws `text` centred on `row`, cut with "…" (as `HintBar.cut`) when wider than the canvas.
  public mutating func centredLine(_ text: String, row: Int, style: Style = .plain) {
    let line = HintBar.cut(text, to: columns)
    self.text(line, column: max(0, (columns - HintBar.length(line)) / 2), row: row, style: style)
  }
}
