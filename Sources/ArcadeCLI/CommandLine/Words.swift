import ArcadeCore

/// Small helpers for messages written in words.
enum Words {
  /// "frog, puck, heli or hundreds" (or "and").
  static func list(_ items: [String], or: Bool) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items[items.count - 1]
  }

  /// "play a game" becomes "Play a game."
  static func sentence(_ text: String) -> String {
    let capitalised = capitalised(text)
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }

  /// "four games" becomes "Four games".
  static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
