import CNcurses

/// ncurses color pairs made on demand: one pair per (foreground, background) in use.
struct ColorPairs {
  private var pairs: [Int32: Int16] = [:]
  private var next: Int16 = 1
  private let limit: Int16

  init(limit: Int) { self.limit = Int16(clamping: min(limit - 1, 32767)) }

  /// The pair for two color indices (-1 = default); pair 0 (default colors) when out of pairs.
  ///
  /// Default colors get a pair of their own rather than pair 0: ncurses switches from a color to
  /// pair 0 with "original pair" *and* a full attribute reset (`ESC[39;49m ESC(B ESC[m`), but to
  /// another pair with the color change alone, and games switch between color and blank all the time.
  mutating func pair(foreground: Int16, background: Int16) -> Int16 {
    let key = Int32(foreground) << 16 | Int32(UInt16(bitPattern: background))
    if let p = pairs[key] { return p }
    guard next <= limit else { return 0 }
    let p = next
    next += 1
    init_pair(p, foreground, background)
    pairs[key] = p
    return p
  }
}
