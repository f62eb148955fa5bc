/// Aligns rows of text into columns separated by two spaces; the last column is not padded and
/// no line ends in spaces.
public enum TextTable {
  public static func lines(_ rows: [[String]], indent: String = "") -> [String] {
    let counts = rows.map { $0.map(\.count) }
    var widths = [Int](repeating: 0, count: counts.map(\.count).max() ?? 0)
    for row in counts { for (i, count) in row.dropLast().enumerated() { widths[i] = max(widths[i], count) } }
    // Each line built in one string (a listing of years of dailies is thousands of them).
    return rows.indices.map { r in
      var line = indent
      var spaces = 0
      for (i, cell) in rows[r].enumerated() {
        if !cell.isEmpty {
          if spaces > 0 { line += String(repeating: " ", count: spaces) }
          line += cell
          spaces = 0
        }
        if i < rows[r].count - 1 { spaces += widths[i] + 2 - counts[r][i] }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

extension String {
  /// Padded with spaces after it (before it when `leading`) to at least `width` characters.
  public func padded(to width: Int, leading: Bool = false) -> String {
    let spaces = String(repeating: " ", count: max(0, width - count))
    return leading ? spaces + self : self + spaces
  }
}
