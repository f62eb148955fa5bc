/// Levenshtein distance, for "did you mean …?" suggestions.
public enum EditDistance {
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

  /// The candidate nearest to `name`: a unique prefix match, else the smallest distance ≤ 3
  /// (ties go to the earlier candidate, so the answer is stable).
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let prefixed = candidates.filter { $0.hasPrefix(name) && !name.isEmpty }
    if prefixed.count == 1 { return prefixed[0] }
    var best: (String, Int)? = nil
    for candidate in candidates {
      let d = distance(name, candidate)
      if d <= 3, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }
}
