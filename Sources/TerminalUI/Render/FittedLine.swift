/// A line of text cut to a width with "…" (as `HintBar.cut`), kept until the width changes: screens
/// redraw the same long line every frame, and cutting a string each time was a tenth of a replay's CPU.
public struct FittedLine: Sendable {
  /// The whole line.
  public let text: String
  private var width = -1
  private var cut = ""

  public init(_ text: String) { self.text = text }

  /// The line cut to `width` columns.
  public mutating func fitted(to width: Int) -> String {
    if width != self.width {
      cut = HintBar.cut(text, to: width)
      self.width = width
    }
    return cut
  }
}
