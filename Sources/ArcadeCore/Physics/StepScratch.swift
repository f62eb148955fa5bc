/// Buffers a step reuses from one step to the next, so that a step in steady state allocates nothing.
/// Their contents mean nothing between steps (they are not part of the world's state or hash).
struct StepScratch: Sendable {
  /// This step's touching pairs while they are being found; swapped with `touching` at the end.
  var nowTouching: [ContactPair] = []
  /// Grid: for each cell, the start of its members in `members` (one extra slot at the end).
  var cellStarts: [Int32] = []
  /// Grid: small body ids, grouped by cell, ascending within a cell.
  var members: [Int32] = []
  /// Grid: the cell of each entry of `members`.
  var memberCells: [Int32] = []
  /// Grid: bodies too large for one cell, ascending.
  var large: [Int32] = []
  /// Grid: the pairs found, as (low id << 32 | high id), sorted at the end.
  var keys: [UInt64] = []
  /// Grid: the radix sort's second buffer.
  var sortBuffer: [UInt64] = []
  /// Grid: the radix sort's 257 digit counts.
  var digitCounts: [Int] = []
}

/// The sweep's buffers (see `sweepPairs`), apart from `StepScratch` so that a step swaps out only these.
struct SweepScratch: Sendable {
  /// The living bodies sorted by the left edge of their bounds at the last sweep (kept between steps only as a
  /// good first guess for the next sort; any order of the living bodies gives the same pairs).
  var order: [Int32] = []
  /// How many body slots `order` has seen (later ids are appended at the next sweep).
  var slots = 0
  /// Whether the sweep runs along y (else x); chosen when bodies are added.
  var alongY = false
  /// The low and high edges along the axis, in `order`'s order.
  var lefts: [Double] = []
  var rights: [Double] = []
  /// The pairs found, as (low id << 32 | high id), sorted at the end.
  var keys: [UInt64] = []
  /// Every pair that can matter among those the last sort's sweep met (overlapping or not), sorted; while no
  /// living body's edges on the axis change, the sweep would meet exactly these again (see `SweepNearPairs`).
  var near: [UInt64] = []
  /// Whether `near` belongs to the edges in `lefts` and `rights` (and `order`).
  var nearValid = false
  /// Last step's pairs (sorted keys), reused for the bodies that did not move, when `previousValid`.
  var previous: [UInt64] = []
  var previousValid = false
  /// Each slot's position and half-extents when the pairs were last found, to tell which bodies moved.
  var seenPositions: [Vec2] = []
  var seenHalfExtents: [Vec2] = []
  /// The living bodies that moved (or changed shape) since (the first `movedCount`), and a flag per slot for them.
  var moved: [Int32] = []
  var movedCount = 0
  /// Whether bodies are compared with their seen bounds each step; off while most of them move every step,
  /// for `lookAgainAfter` steps at a time.
  var tracking = true
  var untrackedSteps = 0
  static let lookAgainAfter = 30
  var isMoved: [Bool] = []
  /// The radix sort's second buffer and digit counts (used only for more than 32 pairs).
  var sortBuffer: [UInt64] = []
  var digitCounts: [Int] = []
}

extension Array where Element: FixedWidthInteger {
  /// Makes the first `count` elements zero, growing the array if it is shorter (it never shrinks, so a
  /// step in steady state neither allocates nor frees).
  mutating func zeroPrefix(_ count: Int) {
    if self.count < count { append(contentsOf: repeatElement(0, count: count - self.count)) }
    withUnsafeMutableBufferPointer { b in
      guard let base = b.baseAddress else { return }
      base.update(repeating: 0, count: count)
    }
  }
}

extension Array {
  /// `removeAll(keepingCapacity: true)`, skipped when there is nothing to remove: a step's lists are mostly empty,
  /// and the call (a uniqueness check and a generic replace) costs more than the test.
  @inline(__always) mutating func removeAllKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
