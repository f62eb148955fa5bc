/// Word wrapping for text shown in boxes (the front end's, and the card between arcade levels).
public enum TextWrap {
  /// Each line wrapped at spaces to at most `width` cells (a word longer than the width is split); a line's
  /// leading indent is kept on its continuation lines. A wrapped line's lines are filled as far as the width
  /// allows, but its last line is never left with a word or two: it holds at least a third of the width the
  /// line is wrapped to (the widest width that does so with no more lines; else the lines are spread evenly).
  public static func lines(_ lines: [String], width: Int) -> [String] {
    guard width > 0 else { return lines }
    return lines.flatMap { line in
      var best = wrap(line, width: width)
      guard best.count > 1 else { return best }
      for narrower in stride(from: width, through: 1, by: -1) {
        let tried = wrap(line, width: narrower)
        if tried.count > best.count { break }
        best = tried
        if 3 * (tried.last?.unicodeScalars.count ?? 0) >= narrower { break }
      }
      return best
    }
  }

  /// One line wrapped greedily: each line takes as many words as fit. The spaces between two words on a line stay
  /// as they were (a key table's columns keep their gaps), and the continuation lines are indented as the line is,
  /// or, for a line laid out in columns (two or more spaces after its first word), under its second column when that
  /// starts in the left half.
  private static func wrap(_ line: String, width: Int) -> [String] {
    let scalars = Array(line.unicodeScalars)
    guard scalars.count > width else { return [line] }
    // Each word, with the spaces before it and the column it starts at.
    var words: [(gap: Int, column: Int, text: ArraySlice<Unicode.Scalar>)] = []
    var at = 0
    while at < scalars.count {
      let start = scalars[at...].firstIndex { $0 != " " } ?? scalars.count
      guard start < scalars.count else { break }
      let end = scalars[start...].firstIndex(of: " ") ?? scalars.count
      words.append((start - at, start, scalars[start..<end]))
      at = end
    }
    let indent = min(words.first?.gap ?? 0, width / 2)
    let column = words.dropFirst().first { $0.gap >= 2 }?.column
    let pad = [Unicode.Scalar](repeating: " ", count: column.flatMap { $0 <= width / 2 ? $0 : nil } ?? indent)
    var out: [String] = []
    // The first line keeps its own indent; each line has a word once `current` is longer than its indent.
    var current = [Unicode.Scalar](repeating: " ", count: indent)
    var bare = current.count
    for word in words {
      var rest = word.text
      while !rest.isEmpty {
        let gap = current.count > bare ? word.gap : 0
        if gap + rest.count <= width - current.count {
          current += [Unicode.Scalar](repeating: " ", count: gap) + rest
          rest = []
          continue
        }
        // A word longer than a whole line is split.
        if current.count == bare {
          let take = max(1, width - current.count)
          current += rest.prefix(take)
          rest = rest.dropFirst(take)
        }
        out.append(String(String.UnicodeScalarView(current)))
        current = pad
        bare = pad.count
      }
    }
    if current.count > bare { out.append(String(String.UnicodeScalarView(current))) }
    return out
  }
}
