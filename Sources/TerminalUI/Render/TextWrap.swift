/// Word wrapping for text shown in boxes.
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

  /// One line wrapped greedily: each line takes as many words as fit.
  private static func wrap(_ line: String, width: Int) -> [String] {
    let scalars = Array(line.unicodeScalars)
    guard scalars.count > width else { return [line] }
    var out: [String] = []
    let indent = scalars.prefix { $0 == " " }.count
    let pad = [Unicode.Scalar](repeating: " ", count: min(indent, width / 2))
    var current = Array(scalars.prefix(indent))
    for word in line.split(separator: " ") {
      var rest = Array(word.unicodeScalars)
      while !rest.isEmpty {
        let space = current.count > pad.count ? 1 : 0
        if rest.count <= width - current.count - space {
          current += (space == 1 ? [" "] : []) + rest
          rest = []
          continue
        }
        // A word longer than a whole line is split.
        if space == 0 {
          let take = max(1, width - current.count)
          current += rest.prefix(take)
          rest.removeFirst(min(take, rest.count))
        }
        out.append(String(String.UnicodeScalarView(current)))
        current = pad
      }
    }
    if current.count > pad.count { out.append(String(String.UnicodeScalarView(current))) }
    return out
  }
}
