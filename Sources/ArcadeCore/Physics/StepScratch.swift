/// Buffers a step reuses from one step to the next, so that a step in steady state allocates nothing.
/// Their contents mean nothing between steps (they are not part of the world's state or hash).
struct StepScratch: Sendable {
  /// This step's touching pairs while they are being found; swapped with `touching` at the end.
  var nowTouching: [ContactPair] = []
  /// Grid: for each cell, the start of its members in `members` (one extra slot at the end).
  var cellStarts: [Int32] = []
  /// Grid: small body ids, grouped by cell, ascending within a cell.
  var members: [Int32] = []
  /// Grid: bodies too large for one cell, ascending.
  var large: [Int32] = []
  /// Grid: the pairs found, as (low id << 32 | high id), sorted at the end.
  var keys: [UInt64] = []
}

extension Array where Element == Int32 {
  /// Makes the array `count` zeros, keeping its buffer.
  mutating func refill(count: Int) {
    removeAll(keepingCapacity: true)
    append(contentsOf: repeatElement(0, count: count))
  }
}
