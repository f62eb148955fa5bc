/// Word wrapping for text shown in boxes.
public enum TextWrap {
  /// Each line wrapped at spaces to `width` cells (a word longer than the width is split);
  /// a line's leading indent is kept on its continuation lines.
  public static func lines(_ lines: [String], width: Int) -> [String] {
    guard width > 0 else { return lines }
    var out: [String] = []
    for line in lines {
      let scalars = Array(line.unicodeScalars)
      guard scalars.count > width else {
        out.append(line)
        continue
      }
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
    }
    return out
  }
}
