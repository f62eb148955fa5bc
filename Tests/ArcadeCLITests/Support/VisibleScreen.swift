import ArcadeTestSupport

/// A `capture-pane -e` screen as the eye sees it: each cell's glyph, colors and attributes, except that a
/// plain space keeps only its background (its foreground, bold and dim do not show).
struct VisibleScreen {
  var cells: [AnsiScreen.Cell] = []
  var unknown: [String] = []

  init(capture: String, columns: Int = 80, rows: Int = 24) {
    var screen = AnsiScreen(columns: columns, rows: rows)
    for (row, line) in capture.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows).enumerated() {
      screen.apply(Array("\u{1B}[\(row + 1);1H".utf8) + Array(line.utf8))
    }
    unknown = screen.unknown
    cells = screen.cells.map { cell in
      guard cell.glyph == " ", cell.attributes & 12 == 0 else { return cell }
      var plain = AnsiScreen.Cell()
      plain.background = cell.background
      return plain
    }
  }
}
