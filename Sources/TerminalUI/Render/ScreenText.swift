import ArcadeCore

/// Text that reaches the screen from outside (a tape's header, a file name, TERM): control
/// characters are replaced, so nothing read from a file can move the cursor or change modes.
public enum ScreenText {
  /// Replaces C0/C1 controls, DEL and bidi/format controls with `?`; cuts to `limit` scalars.
  public static func sanitized(_ s: String, limit: Int = 200) -> String {
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars.prefix(limit) {
      let v = scalar.value
      let control =
        v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v)
        || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
      out.append(control ? "?" : scalar)
    }
    if s.unicodeScalars.count > limit { out.append("…") }
    return String(out)
  }
}

extension Canvas {
  /// The same picture with every cell dimmed and its colours turned grey (attract mode, paused).
  public func dimmed() -> Canvas {
    var out = self
    for r in 0..<rows {
      for c in 0..<columns {
        var cell = self[c, r]
        if cell == .blank { continue }
        cell.style = Style(cell.style.foreground == .default ? .default : .grey(8), on: .default, [.dim])
        out[c, r] = cell
      }
    }
    return out
  }

  /// A framed box of text lines centred on the canvas (lines left-aligned inside, or each centred),
  /// its inside blanked first (unframed, the picture behind shows around it).
  /// Returns where it went.
  @discardableResult
  public mutating func centredBox(
    _ lines: [String], style: Style = .plain, frameStyle: Style = .plain, minWidth: Int = 0, centreLines: Bool = false,
    framed: Bool = true
  ) -> (column: Int, row: Int, width: Int, height: Int) {
    let inner = max(minWidth, lines.map { $0.unicodeScalars.count }.max() ?? 0)
    let width = min(columns, inner + 4)
    let height = min(rows, lines.count + 2)
    let column = max(0, (columns - width) / 2)
    let row = max(0, (rows - height) / 2)
    fill(column: column, row: row, width: width, height: height, glyph: " ", style: .plain)
    if framed { frame(column: column, row: row, width: width, height: height, style: frameStyle) }
    for (i, line) in lines.enumerated() where i + 2 < height {
      let cut = HintBar.cut(line, to: max(0, width - 4))
      let indent = centreLines ? max(0, (width - 4 - cut.unicodeScalars.count) / 2) : 0
      text(cut, column: column + 2 + indent, row: row + 1 + i, style: style)
    }
    return (column, row, width, height)
  }
}

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
