import ArcadeCore

/// Reads a tape's inputs one tick at a time, without expanding it in memory.
struct TapeCursor {
  let tape: Tape
  private var run = 0
  private var offset = 0
  private(set) var tick = 0
  /// The tape's length in ticks.
  let total: Int

  init(_ tape: Tape) {
    self.tape = tape
    total = tape.tickCount
  }

  mutating func next() -> TickInput? {
    while run < tape.runs.count, offset >= tape.runs[run].count {
      run += 1
      offset = 0
    }
    guard run < tape.runs.count else { return nil }
    offset += 1
    tick += 1
    return tape.runs[run].input
  }
}
