/// Aligns rows of text into columns separated by two spaces; the last column is not padded and
/// no line ends in spaces.
enum TextTable {
  static func lines(_ rows: [[String]], indent: String = "", gap: Int = 2) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (i, cell) in row.enumerated() where i < row.count - 1 { widths[i] = max(widths[i], cell.count) }
    }
    return rows.map { row in
      var line = indent
      for (i, cell) in row.enumerated() {
        line += i < row.count - 1 ? cell.padded(to: widths[i] + gap) : cell
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

extension String {
  /// Padded with spaces after it (before it when `leading`) to at least `width` characters.
  func padded(to width: Int, leading: Bool = false) -> String {
    let spaces = String(repeating: " ", count: max(0, width - count))
    return leading ? spaces + self : self + spaces
  }
}
