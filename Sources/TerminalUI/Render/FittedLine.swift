import ArcadeCore

/// A line of text cut to a width with "…" (as `HintBar.cut`), kept until the width changes: screens
/// redraw the same long line every frame, and cutting a string each time was a tenth of a replay's CPU.
public struct FittedLine: Sendable {
  /// The whole line.
  public let text: String
  private var width = -1
  private var cut = ""
  private var cutColumns = 0

  public init(_ text: String) { self.text = text }

  /// The line cut to `width` columns.
  public mutating func fitted(to width: Int) -> String {
    if width != self.width {
      cut = HintBar.cut(text, to: width)
      cutColumns = HintBar.length(cut)
      self.width = width
    }
    return cut
  }

  /// Draws the line cut to the canvas's width, centred on `row`.
  public mutating func drawCentred(on canvas: inout Canvas, row: Int, style: Style) {
    let line = fitted(to: canvas.columns)
    canvas.text(line, column: max(0, (canvas.columns - cutColumns) / 2), row: row, style: style)
  }
}
