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
      let pad = String(repeating: " ", count: min(indent, width / 2))
      var current = String.UnicodeScalarView(scalars.prefix(indent))
      var currentCount = indent
      for word in line.split(separator: " ") {
        var w = Array(word.unicodeScalars)
        while !w.isEmpty {
          let room = width - currentCount - (currentCount > pad.unicodeScalars.count ? 1 : 0)
          if w.count <= room {
            if currentCount > pad.unicodeScalars.count { current.append(" ") }
            current.append(contentsOf: w)
            currentCount += w.count + (currentCount > pad.unicodeScalars.count ? 1 : 0)
            w = []
          } else if currentCount > pad.unicodeScalars.count {
            out.append(String(current))
            current = String.UnicodeScalarView(pad.unicodeScalars)
            currentCount = pad.unicodeScalars.count
          } else {
            let take = max(1, width - currentCount)
            current.append(contentsOf: w.prefix(take))
            out.append(String(current))
            w.removeFirst(min(take, w.count))
            current = String.UnicodeScalarView(pad.unicodeScalars)
            currentCount = pad.unicodeScalars.count
          }
        }
      }
      if currentCount > pad.unicodeScalars.count { out.append(String(current)) }
    }
    return out
  }
}
