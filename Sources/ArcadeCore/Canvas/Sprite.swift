/// Multi-line text art; spaces are transparent. Loaded from `Assets/` or written inline.
public struct Sprite: Sendable, Equatable {
  public let lines: [[Unicode.Scalar]]
  /// The longest line's length, counted once: games centre sprites by it every frame.
  public let width: Int

  public init(_ lines: [String]) {
    self.lines = lines.map { Array($0.unicodeScalars) }
    width = self.lines.map(\.count).max() ?? 0
  }

  /// Splits text art at newlines (a trailing newline adds no row).
  public init(text: String) {
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    self.init(rows)
  }

  public var height: Int { lines.count }

  /// The sprite flipped left to right, with direction glyphs swapped.
  public var mirrored: Sprite {
    let swaps: [Unicode.Scalar: Unicode.Scalar] = [
      "<": ">", ">": "<", "(": ")", ")": "(", "[": "]", "]": "[", "/": "\\", "\\": "/",
      "◀": "▶", "▶": "◀", "▌": "▐", "▐": "▌", "◖": "◗", "◗": "◖", "{": "}", "}": "{",
    ]
    let w = width
    return Sprite(
      lines.map { row in
        let padded = row + Array(repeating: " ", count: w - row.count)
        return String(String.UnicodeScalarView(padded.reversed().map { swaps[$0] ?? $0 }))
      })
  }
}

extension Canvas {
  /// Draws a sprite with its top-left at (column, row); spaces leave the canvas as it was.
  public mutating func draw(_ sprite: Sprite, column: Int, row: Int, style: Style = .plain) {
    let (columns, rows) = (self.columns, self.rows)
    withCells { cells in
      for (dy, line) in sprite.lines.enumerated() where row + dy >= 0 && row + dy < rows {
        let base = (row + dy) * columns
        for (dx, glyph) in line.enumerated() where glyph != " " {
          let c = column + dx
          if c >= 0 && c < columns { cells[base + c] = Cell(glyph, style) }
        }
      }
    }
  }
}
