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
    let capitalised = text.prefix(1).uppercased() + text.dropFirst()
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }
}

/// "Did you mean …?": the core's nearest name, kept only when it is near enough to be a plausible
/// typo (a prefix, or at most half the letters changed) so a wild guess is never offered.
enum Suggestion {
  static func closest(to name: String, among candidates: [String]) -> String? {
    guard !name.isEmpty, let best = EditDistance.closest(to: name, among: candidates) else { return nil }
    if best.hasPrefix(name) { return best }
    return EditDistance.distance(name, best) <= max(1, name.count / 2) ? best : nil
  }
}
