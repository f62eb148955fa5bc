/// The one gate for text the arcade did not write itself (a board's answers, names, tapes, paths, flags) on its way
/// to a terminal: every character that could act on the terminal or hide what the text says is shown as "?".
extension StringProtocol {
  /// The text with control and invisible characters replaced by "?": C0 and C1 controls (ESC, the one-byte CSI
  /// U+009B), DEL, and Unicode's format characters (bidi overrides and isolates, zero-width spaces and joiners,
  /// the byte-order mark) and line and paragraph separators.
  public var printable: String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0.isShownAsIs ? $0 : "?" }))
  }

  /// `printable`, cut to `limit` characters with "…" where it was cut (only the first `limit` + 1 are looked at).
  public func printable(limit: Int) -> String {
    let head = prefix(limit + 1)
    guard head.count > limit else { return head.printable }
    return head.prefix(Swift.max(limit - 1, 0)).printable + "…"
  }
}

extension Unicode.Scalar {
  /// Whether a terminal shows this scalar as a glyph and nothing else.
  var isShownAsIs: Bool {
    if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
    switch properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate: return false
    default: return true
    }
  }
}
