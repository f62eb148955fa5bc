import ArcadeCore

extension Canvas {
  /// Dims this picture in place, its colours turned grey (what shows under a box, the attract demo).
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
}
