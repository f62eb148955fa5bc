import ArcadeCore

/// The one-line key-hint bar under the playfield, built from a game's key table plus the front
/// end's own keys, shortened step by step until it fits the width.
public enum HintBar {
  /// The front end's keys, always offered after the game's.
  public static let frontEndHints = [
    KeyMap.hint(.pause, "pause"), KeyMap.hint(.help, "help"), KeyMap.hint(.quit, "quit"),
  ]

  /// The longest form that fits in `width` columns:
  /// 1. every binding with its full keys; 2. with short keys; 3. short keys, tighter spacing;
  /// 4. game bindings dropped from the end (the front end's "? help" stays, so the rest can be found);
  /// 5. cut with "…".
  public static func text(for bindings: [KeyBinding], width: Int) -> String {
    let game = bindings.map { KeyMap.hint($0) }
    let all = game + frontEndHints
    let candidates = [
      all.map { "\($0.keys) \($0.action)" }.joined(separator: "  "),
      all.map { "\($0.shortKeys) \($0.action)" }.joined(separator: "  "),
      all.map { "\($0.shortKeys) \($0.action)" }.joined(separator: " "),
    ]
    for line in candidates where length(line) <= width { return line }
    var shortened = game.map { "\($0.shortKeys) \($0.action)" }
    while !shortened.isEmpty {
      shortened.removeLast()
      let line = (shortened + ["? help"]).joined(separator: " ")
      if length(line) <= width { return line }
    }
    // No game bindings to drop (a prompt's bar): the help key alone.
    if length("? help") <= width { return "? help" }
    return cut(candidates[2], to: width)
  }

  /// Cuts a line to `width` columns, ending with "…" when something was cut.
  public static func cut(_ line: String, to width: Int) -> String {
    guard length(line) > width else { return line }
    guard width > 1 else { return width == 1 ? "…" : "" }
    return String(String.UnicodeScalarView(line.unicodeScalars.prefix(width - 1))) + "…"
  }

  /// Width in cells (one per scalar, as the canvas draws text).
  static func length(_ s: String) -> Int { s.unicodeScalars.count }
}
