/// "Did you mean …?": the one rule for every name typed on the command line (commands, games, flags,
/// parameters), so a plausible typo is always answered the same way and a wild guess never offered.
public enum Suggestion {
  /// The candidate the user probably meant: the only one that starts with `name`, else the nearest by
  /// edit distance when it is near enough to be a typo, at most half the letters of `name` (one for a
  /// short name) and never more than 3; ties go to the earlier candidate, so the answer is stable.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    guard !name.isEmpty else { return nil }
    let prefixed = candidates.filter { $0.hasPrefix(name) }
    if prefixed.count == 1 { return prefixed[0] }
    let limit = min(3, max(1, name.unicodeScalars.count / 2))
    var best: (name: String, distance: Int)? = nil
    for candidate in candidates {
      let d = distance(name, candidate)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.name
  }

  /// Levenshtein distance: the fewest single-letter insertions, deletions and substitutions from `a` to `b`.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
