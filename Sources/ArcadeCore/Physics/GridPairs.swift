extension PhysicsWorld {
  /// The uniform grid broadphase (see `GridLayout`): a counting sort bins each small body into one cell (ids
  /// ascending within a cell, no hashing); each cell is checked against itself and four neighbours (east,
  /// south-west, south, south-east), so every nearby pair is met exactly once; large bodies check the cells
  /// they cover and each other. Pairs are collected as 64-bit keys (low id, high id) and sorted once, which
  /// gives exactly the brute force's list.
  /// (Sorting the few pairs found costs less than keeping each body's partners in order.)
  mutating func gridPairs() {
    // Small scenes: the sweep (or, for unusable bounds, the brute force) without fitting a grid.
    if flags.count <= Self.sweepUpTo {
      if !sweepPairs() { bruteForcePairs() }
      return
    }
    guard let layout = withBoundsTable({ GridLayout.fit($0) }) else {
      bruteForcePairs()
      return
    }
    var s = StepScratch()
    swap(&s, &scratch)
    var found: [ContactPair] = []
    swap(&found, &candidates)
    withBoundsTable { t in
      Self.bin(
        t, layout, cellStarts: &s.cellStarts, members: &s.members, memberCells: &s.memberCells, large: &s.large)
      s.keys.removeAll(keepingCapacity: true)
      s.members.withUnsafeBufferPointer { members in
        s.cellStarts.withUnsafeBufferPointer { starts in
          s.memberCells.withUnsafeBufferPointer { memberCells in
            Self.smallPairs(t, layout, starts: starts, members: members, memberCells: memberCells, keys: &s.keys)
          }
          Self.largePairs(t, layout, starts: starts, members: members, large: s.large, keys: &s.keys)
        }
      }
    }
    PairKeySort.sort(&s.keys, using: &s.sortBuffer, counts: &s.digitCounts)
    for key in s.keys { found.append(ContactPair(low: Int32(key >> 32), high: Int32(truncatingIfNeeded: key))) }
    swap(&found, &candidates)
    swap(&s, &scratch)
  }

  /// Whether body `i` is small enough to be binned in a single cell.
  @inline(__always) private static func isSmall(_ t: BoundsTable, _ g: GridLayout, _ i: Int) -> Bool {
    2 * max(t.halfWidths[i], t.halfHeights[i]) <= g.smallLimit
  }

  /// The cell of a small body: the one holding the top-left corner of its bounding box.
  @inline(__always) private static func cell(of i: Int, _ t: BoundsTable, _ g: GridLayout) -> Int {
    let p = t.positions[i]
    return g.row(p.y - t.halfHeights[i]) * g.columns + g.column(p.x - t.halfWidths[i])
  }

  /// Counting sort of the small living bodies into cells; large ones go to `large`, ascending.
  private static func bin(
    _ t: BoundsTable, _ g: GridLayout, cellStarts: inout [Int32], members: inout [Int32],
    memberCells: inout [Int32], large: inout [Int32]
  ) {
    let n = t.flags.count
    let cellCount = g.columns * g.rows
    cellStarts.zeroPrefix(cellCount + 1)
    large.removeAll(keepingCapacity: true)
    var small: Int32 = 0
    cellStarts.withUnsafeMutableBufferPointer { starts in
      for i in 0..<n where t.flags[i].isAlive {
        if isSmall(t, g, i) {
          starts[cell(of: i, t, g)] += 1
          small += 1
        } else {
          large.append(Int32(i))
        }
      }
      // Running totals: starts[c] is now where cell c ends.
      var sum: Int32 = 0
      for c in 0..<cellCount {
        sum += starts[c]
        starts[c] = sum
      }
      starts[cellCount] = sum
    }
    members.zeroPrefix(Int(small))
    memberCells.zeroPrefix(Int(small))
    members.withUnsafeMutableBufferPointer { members in
      memberCells.withUnsafeMutableBufferPointer { memberCells in
        cellStarts.withUnsafeMutableBufferPointer { starts in
          // Filling from the highest id down leaves each cell ascending, and starts[c] at cell c's start.
          for i in stride(from: n - 1, through: 0, by: -1) where t.flags[i].isAlive && isSmall(t, g, i) {
            let c = cell(of: i, t, g)
            starts[c] -= 1
            members[Int(starts[c])] = Int32(i)
            memberCells[Int(starts[c])] = Int32(c)
          }
        }
      }
    }
  }

  @inline(__always) private static func key(_ i: Int, _ j: Int) -> UInt64 {
    i < j ? UInt64(i) << 32 | UInt64(j) : UInt64(j) << 32 | UInt64(i)
  }

  /// Pairs of small bodies: within each cell, and between each cell and its east, south-west, south and
  /// south-east neighbours. Walks the members, not the cells, so empty cells cost nothing.
  private static func smallPairs(
    _ t: BoundsTable, _ g: GridLayout, starts: UnsafeBufferPointer<Int32>, members: UnsafeBufferPointer<Int32>,
    memberCells: UnsafeBufferPointer<Int32>, keys: inout [UInt64]
  ) {
    let total = Int(starts[g.columns * g.rows])
    var next = 0
    while next < total {
      let a = Int(memberCells[next])
      let a0 = next, a1 = Int(starts[a + 1])
      next = a1
      let r = a / g.columns, c = a - r * g.columns
      for k in a0..<a1 {
        let i = Int(members[k])
        for l in (k + 1)..<max(a1, k + 1) {
          let j = Int(members[l])  // j > i: ascending within a cell
          if t.pairMatters(i, j) && t.boundsOverlap(i, j) { keys.append(UInt64(i) << 32 | UInt64(j)) }
        }
      }
      let east = c + 1 < g.columns, west = c > 0, south = r + 1 < g.rows
      if east { crossPairs(t, a0, a1, a + 1, starts, members, &keys) }
      if south {
        if west { crossPairs(t, a0, a1, a + g.columns - 1, starts, members, &keys) }
        crossPairs(t, a0, a1, a + g.columns, starts, members, &keys)
        if east { crossPairs(t, a0, a1, a + g.columns + 1, starts, members, &keys) }
      }
    }
  }

  /// Pairs between the small bodies `members[a0..<a1]` of one cell and those of cell `b`.
  @inline(__always) private static func crossPairs(
    _ t: BoundsTable, _ a0: Int, _ a1: Int, _ b: Int, _ starts: UnsafeBufferPointer<Int32>,
    _ members: UnsafeBufferPointer<Int32>, _ keys: inout [UInt64]
  ) {
    let b0 = Int(starts[b]), b1 = Int(starts[b + 1])
    guard b0 < b1 else { return }
    for k in a0..<a1 {
      let i = Int(members[k])
      for l in b0..<b1 {
        let j = Int(members[l])
        if t.pairMatters(i, j) && (i < j ? t.boundsOverlap(i, j) : t.boundsOverlap(j, i)) {
          keys.append(key(i, j))
        }
      }
    }
  }

  /// Pairs with a large body: each looks at the small bodies binned in the cells its box can reach (a small
  /// body is binned by its top-left corner, up to one cell above or left of the large box), then at the other
  /// large bodies.
  private static func largePairs(
    _ t: BoundsTable, _ g: GridLayout, starts: UnsafeBufferPointer<Int32>, members: UnsafeBufferPointer<Int32>,
    large: [Int32], keys: inout [UInt64]
  ) {
    for (index, big) in large.enumerated() {
      let i = Int(big)
      let p = t.positions[i], hw = t.halfWidths[i], hh = t.halfHeights[i]
      let c0 = g.column(p.x - hw - g.cell - g.pad), c1 = g.column(p.x + hw + g.pad)
      let r0 = g.row(p.y - hh - g.cell - g.pad), r1 = g.row(p.y + hh + g.pad)
      for r in r0...r1 {
        for c in c0...c1 {
          let a = r * g.columns + c
          for k in Int(starts[a])..<Int(starts[a + 1]) {
            let j = Int(members[k])
            if t.pairMatters(i, j) && (i < j ? t.boundsOverlap(i, j) : t.boundsOverlap(j, i)) {
              keys.append(key(i, j))
            }
          }
        }
      }
      for other in large[(index + 1)...] {
        let j = Int(other)  // j > i: `large` is ascending
        if t.pairMatters(i, j) && t.boundsOverlap(i, j) { keys.append(UInt64(i) << 32 | UInt64(j)) }
      }
    }
  }
}
