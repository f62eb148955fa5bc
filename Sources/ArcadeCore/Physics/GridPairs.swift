/// The uniform grid's layout for one step: which cell a coordinate falls in.
struct GridLayout {
  let minX: Double, minY: Double
  let inverseCell: Double
  let columns: Int, rows: Int
  /// Widens every bounding box a little, so that rounding in the cell arithmetic can never put two
  /// overlapping boxes in disjoint cells (the exact overlap test then removes the extra candidates).
  let pad: Double

  @inline(__always) func column(_ x: Double) -> Int32 {
    Int32(min(max((x - minX) * inverseCell, 0), Double(columns - 1)))
  }
  @inline(__always) func row(_ y: Double) -> Int32 {
    Int32(min(max((y - minY) * inverseCell, 0), Double(rows - 1)))
  }

  /// A grid over the living bodies, cells as large as the largest moving body (so most bodies cover at
  /// most 2×2 cells), at most about four cells per body; nil when the scene has no usable bounds
  /// (non-finite or negative sizes, non-finite positions), where the brute force takes over.
  static func fit(_ t: BoundsTable) -> GridLayout? {
    var live = 0
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var largestMoving = 0.0, largest = 0.0
    for i in 0..<t.flags.count where t.flags[i].isAlive {
      let p = t.positions[i], hw = t.halfWidths[i], hh = t.halfHeights[i]
      guard p.x.isFinite, p.y.isFinite, hw >= 0, hh >= 0, hw.isFinite, hh.isFinite else { return nil }
      live += 1
      let extent = max(hw, hh)
      largest = max(largest, extent)
      if t.flags[i].moves { largestMoving = max(largestMoving, extent) }
      minX = min(minX, p.x - hw)
      maxX = max(maxX, p.x + hw)
      minY = min(minY, p.y - hh)
      maxY = max(maxY, p.y + hh)
    }
    guard live > 1 else { return nil }
    var cell = 2 * (largestMoving > 0 ? largestMoving : largest)
    let width = maxX - minX, height = maxY - minY
    guard cell > 0, width.isFinite, height.isFinite else { return nil }
    let magnitude = max(abs(minX), abs(maxX), abs(minY), abs(maxY), width, height)
    let pad = magnitude * 0x1p-40
    let cellBudget = Double(max(4 * live, 64))
    func cells(_ c: Double) -> (Double, Double) {
      ((width + 2 * pad) / c + 1, (height + 2 * pad) / c + 1)
    }
    var (columns, rows) = cells(cell)
    while columns.rounded(.down) * rows.rounded(.down) > cellBudget {
      cell *= max((columns * rows / cellBudget).squareRoot(), 1.0625)
      (columns, rows) = cells(cell)
    }
    return GridLayout(
      minX: minX - pad, minY: minY - pad, inverseCell: 1 / cell, columns: Int(columns), rows: Int(rows), pad: pad)
  }
}

extension PhysicsWorld {
  /// The uniform grid broadphase: each body is bucketed into every cell its bounding box covers (a
  /// counting sort, ids ascending within a cell, no hashing); each body then looks for higher ids in its
  /// cells, and a pair is kept only in the first cell both share, so it appears once. A body's partners are
  /// put in order before they are appended, so the list comes out sorted without sorting it whole.
  mutating func gridPairs() {
    guard let layout = withBoundsTable({ GridLayout.fit($0) }) else {
      bruteForcePairs()
      return
    }
    var s = StepScratch()
    swap(&s, &scratch)
    var found: [ContactPair] = []
    swap(&found, &candidates)
    withBoundsTable { t in
      Self.gridPairs(
        t, layout, found: &found, cellStarts: &s.cellStarts, members: &s.members, partners: &s.partners,
        c0s: &s.firstColumns, r0s: &s.firstRows, c1s: &s.lastColumns, r1s: &s.lastRows)
    }
    swap(&found, &candidates)
    swap(&s, &scratch)
  }

  private static func gridPairs(
    _ t: BoundsTable, _ g: GridLayout, found: inout [ContactPair], cellStarts: inout [Int32], members: inout [Int32],
    partners: inout [Int32], c0s: inout [Int32], r0s: inout [Int32], c1s: inout [Int32], r1s: inout [Int32]
  ) {
    let n = t.flags.count
    let cellCount = g.columns * g.rows
    cellStarts.refill(count: cellCount + 1)
    c0s.refill(count: n)
    c1s.refill(count: n)
    r0s.refill(count: n)
    r1s.refill(count: n)
    // Spans of cells, and how many bodies each cell holds.
    var total = 0
    withSpans(&c0s, &r0s, &c1s, &r1s) { c0s, r0s, c1s, r1s in
      cellStarts.withUnsafeMutableBufferPointer { starts in
        for i in 0..<n where t.flags[i].isAlive {
          let p = t.positions[i], hw = t.halfWidths[i], hh = t.halfHeights[i]
          let c0 = g.column(p.x - hw - g.pad), c1 = g.column(p.x + hw + g.pad)
          let r0 = g.row(p.y - hh - g.pad), r1 = g.row(p.y + hh + g.pad)
          (c0s[i], c1s[i], r0s[i], r1s[i]) = (c0, c1, r0, r1)
          for r in Int(r0)...Int(r1) {
            for c in Int(c0)...Int(c1) { starts[r * g.columns + c] += 1 }
          }
          total += (Int(c1) - Int(c0) + 1) * (Int(r1) - Int(r0) + 1)
        }
        // Running totals: starts[c] is now where cell c ends.
        var sum: Int32 = 0
        for c in 0..<cellCount {
          sum += starts[c]
          starts[c] = sum
        }
        starts[cellCount] = sum
      }
    }
    members.refill(count: total)
    withSpans(&c0s, &r0s, &c1s, &r1s) { c0s, r0s, c1s, r1s in
      members.withUnsafeMutableBufferPointer { members in
        cellStarts.withUnsafeMutableBufferPointer { starts in
          // Filling from the highest id down leaves each cell ascending, and starts[c] at cell c's start.
          for i in stride(from: n - 1, through: 0, by: -1) where t.flags[i].isAlive {
            for r in Int(r0s[i])...Int(r1s[i]) {
              for c in Int(c0s[i])...Int(c1s[i]) {
                let cell = r * g.columns + c
                starts[cell] -= 1
                members[Int(starts[cell])] = Int32(i)
              }
            }
          }
          for i in 0..<n where t.flags[i].isAlive {
            partners.removeAll(keepingCapacity: true)
            let c0 = c0s[i], r0 = r0s[i]
            for r in Int(r0)...Int(r1s[i]) {
              for c in Int(c0)...Int(c1s[i]) {
                let cell = r * g.columns + c
                for k in Int(starts[cell])..<Int(starts[cell + 1]) {
                  let j = Int(members[k])
                  guard j > i else { continue }
                  // Only the first cell both cover reports the pair.
                  guard Int(max(c0, c0s[j])) == c && Int(max(r0, r0s[j])) == r else { continue }
                  if t.pairMatters(i, j) && t.boundsOverlap(i, j) { partners.append(Int32(j)) }
                }
              }
            }
            Self.sortSmall(&partners)
            for j in partners { found.append(ContactPair(low: Int32(i), high: j)) }
          }
        }
      }
    }
  }

  /// Calls `body` with the four span arrays as buffers.
  @inline(__always) private static func withSpans(
    _ c0: inout [Int32], _ r0: inout [Int32], _ c1: inout [Int32], _ r1: inout [Int32],
    _ body: (
      UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>,
      UnsafeMutableBufferPointer<Int32>
    ) -> Void
  ) {
    c0.withUnsafeMutableBufferPointer { c0 in
      r0.withUnsafeMutableBufferPointer { r0 in
        c1.withUnsafeMutableBufferPointer { c1 in
          r1.withUnsafeMutableBufferPointer { r1 in body(c0, r0, c1, r1) }
        }
      }
    }
  }

  /// Insertion sort for the few partners a body usually has; the standard sort for many.
  @inline(__always) static func sortSmall(_ a: inout [Int32]) {
    guard a.count > 1 else { return }
    guard a.count <= 24 else {
      a.sort()
      return
    }
    for k in 1..<a.count {
      let x = a[k]
      var m = k
      while m > 0 && a[m - 1] > x {
        a[m] = a[m - 1]
        m -= 1
      }
      a[m] = x
    }
  }
}
