/// Aligns rows of text into columns separated by two spaces; the last column is not padded and
/// no line ends in spaces.
public enum TextTable {
  public static func lines(_ rows: [[String]], indent: String = "") -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { i in rows.compactMap { i < $0.count - 1 ? $0[i].count : nil }.max() ?? 0 }
    return rows.map { row in
      let cells = row.enumerated().map { i, cell in i < row.count - 1 ? cell.padded(to: widths[i] + 2) : cell }
      var line = indent + cells.joined()
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
