import ArcadeCore

/// Turns canvases into the escape sequences a terminal needs to show them: only the rows that
/// changed since the previous frame, each drawn with SGR colours and attributes.
struct AnsiFrames {
  private var previous: Canvas?

  /// The bytes that bring a terminal showing the previous frame to `canvas` ("" when nothing changed).
  mutating func update(to canvas: Canvas) -> String {
    var out = ""
    for row in 0..<canvas.rows {
      let changed =
        previous.map { old in
          old.columns != canvas.columns || (0..<canvas.columns).contains { old[$0, row] != canvas[$0, row] }
        } ?? true
      guard changed else { continue }
      out += "\u{1B}[\(row + 1);1H"
      var style: Style? = nil
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        if cell.style != style {
          out += Self.sgr(cell.style)
          style = cell.style
        }
        out.unicodeScalars.append(cell.glyph.value < 0x20 ? " " : cell.glyph)
      }
      out += "\u{1B}[0m"
    }
    previous = canvas
    return out
  }

  /// The SGR sequence for a style, from a reset.
  static func sgr(_ style: Style) -> String {
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    codes += colour(style.foreground, base: 30, bright: 90, extended: 38)
    codes += colour(style.background, base: 40, bright: 100, extended: 48)
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func colour(_ c: Color, base: Int, bright: Int, extended: Int) -> [String] {
    switch c.index {
    case -1: []
    case 0...7: [String(base + Int(c.index))]
    case 8...15: [String(bright + Int(c.index) - 8)]
    default: [String(extended), "5", String(c.index)]
    }
  }
}
