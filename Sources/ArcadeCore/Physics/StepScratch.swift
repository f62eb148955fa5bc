/// Buffers a step reuses from one step to the next, so that a step in steady state allocates nothing.
/// Their contents mean nothing between steps (they are not part of the world's state or hash).
struct StepScratch: Sendable {
  /// This step's touching pairs while they are being found; swapped with `touching` at the end.
  var nowTouching: [ContactPair] = []
  /// Grid: for each cell, the start of its members in `members` (one extra slot at the end).
  var cellStarts: [Int32] = []
  /// Grid: body ids, grouped by cell, ascending within a cell.
  var members: [Int32] = []
  /// Grid: for each body, the first and last column and row its (padded) bounding box covers.
  var firstColumns: [Int32] = []
  var firstRows: [Int32] = []
  var lastColumns: [Int32] = []
  var lastRows: [Int32] = []
  /// Grid: the partners found for one body before they are put in order.
  var partners: [Int32] = []
}

extension Array where Element == Int32 {
  /// Makes the array `count` zeros, keeping its buffer.
  mutating func refill(count: Int) {
    removeAll(keepingCapacity: true)
    append(contentsOf: repeatElement(0, count: count))
  }
}
