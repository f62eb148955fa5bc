/// Glyphs for terminals without Unicode: every scalar a game draws maps to one printable ASCII character.
public enum AsciiFallback {
  private static let table: [Unicode.Scalar: Unicode.Scalar] = [
    "─": "-", "━": "-", "═": "=", "│": "|", "┃": "|", "║": "|",
    "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
    "╔": "+", "╗": "+", "╚": "+", "╝": "+",
    "█": "#", "▀": "\"", "▄": "_", "▌": "[", "▐": "]", "░": ":", "▒": "%", "▓": "#",
    "←": "<", "→": ">", "↑": "^", "↓": "v", "◀": "<", "▶": ">", "▲": "^", "▼": "v",
    "●": "O", "○": "o", "◉": "@", "•": "*", "·": ".", "◆": "*", "◇": "o", "■": "#", "□": "o",
    "★": "*", "☆": "*", "✶": "*", "✷": "*", "♥": "<", "✓": "v", "✗": "x", "×": "x",
    "≈": "~", "…": ".", "«": "<", "»": ">", "⌂": "^",
    "①": "1", "②": "2", "③": "3", "④": "4", "⑤": "5", "⑥": "6", "⑦": "7", "⑧": "8", "⑨": "9",
  ]

  /// The ASCII stand-in for a glyph: itself when already ASCII; braille by how many dots it has.
  public static func ascii(for glyph: Unicode.Scalar) -> Unicode.Scalar {
    if glyph.value < 0x7F { return glyph.value < 0x20 ? " " : glyph }
    if glyph.value >= 0x2800 && glyph.value <= 0x28FF {
      let dots = (glyph.value - 0x2800).nonzeroBitCount
      return dots == 0 ? " " : dots <= 2 ? "." : dots <= 5 ? "o" : "#"
    }
    return table[glyph] ?? "?"
  }
}
