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
