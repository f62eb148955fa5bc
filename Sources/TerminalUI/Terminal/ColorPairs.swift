import CNcurses

/// ncurses colour pairs made on demand: one pair per (foreground, background) in use.
struct ColorPairs {
  private var pairs: [Int32: Int16] = [:]
  private var next: Int16 = 1
  private let limit: Int16

  init(limit: Int) { self.limit = Int16(clamping: min(limit - 1, 32767)) }

  /// The pair for two colour indices (-1 = default); pair 0 (default colours) when out of pairs.
  mutating func pair(foreground: Int16, background: Int16) -> Int16 {
    if foreground == -1 && background == -1 { return 0 }
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
