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
        line += cell
        if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - cell.count + gap) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
