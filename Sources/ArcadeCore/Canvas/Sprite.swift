/// Multi-line text art; spaces are transparent.
public struct Sprite: Sendable, Equatable {
  public let lines: [[Unicode.Scalar]]
  /// The longest line's length: games center sprites by it.
  public let width: Int

  public init(_ lines: [String]) {
    self.lines = lines.map { Array($0.unicodeScalars) }
    width = self.lines.map(\.count).max() ?? 0
  }

  public var height: Int { lines.count }
}

extension Canvas {
  /// Draws a sprite with its top-left at (column, row); spaces leave the canvas as it was.
  public mutating func draw(_ sprite: Sprite, column: Int, row: Int, style: Style = .plain) {
    for (dy, line) in sprite.lines.enumerated() {
      for (dx, glyph) in line.enumerated() where glyph != " " {
        put(glyph, column: column + dx, row: row + dy, style: style)
      }
    }
  }
}
