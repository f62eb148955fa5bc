/// Sort-and-sweep on x for small scenes: gives exactly the brute force's pairs, with far fewer tests.
///
/// The living bodies are kept in `scratch.sweepOrder` sorted by the left edge of their bounding box; the order
/// survives from step to step, so the insertion sort only fixes what moved (nearly nothing, in the games). Each
/// body is tested, with the brute force's exact overlap test, against the bodies whose left edge is not past its
/// right edge plus a small slack that absorbs rounding (an extra candidate is removed by the exact test, a missed
/// one cannot happen). The pairs found are sorted by (id, id) as 64-bit keys.
extension PhysicsWorld {
  /// Scenes with at most this many body slots use the sweep when the grid is asked for.
  static let sweepUpTo = 128

  /// Fills `candidates` and returns true; false (nothing touched but the order) when some body has
  /// non-finite or negative bounds, which the caller leaves to the brute force.
  mutating func sweepPairs() -> Bool {
    var s = StepScratch()
    swap(&s, &scratch)
    defer { swap(&s, &scratch) }
    // Bodies added since the last sweep join at the end; the insertion sort puts them in place.
    if s.sweepSlots > flags.count {
      s.sweepOrder.removeAll(keepingCapacity: true)
      s.sweepSlots = 0
    }
    for i in s.sweepSlots..<flags.count { s.sweepOrder.append(Int32(i)) }
    s.sweepSlots = flags.count
    if s.sweepLefts.count < s.sweepOrder.count {
      s.sweepLefts.append(contentsOf: repeatElement(0, count: s.sweepOrder.count - s.sweepLefts.count))
    }
    let fine = withBoundsTable { t in
      s.sweepLefts.withUnsafeMutableBufferPointer { lefts in
        Self.sortLefts(t, order: &s.sweepOrder, lefts: lefts)
      }
    }
    guard let slack = fine else {
      // The order was left half sorted: start afresh next time.
      s.sweepOrder.removeAll(keepingCapacity: true)
      s.sweepSlots = 0
      return false
    }
    s.keys.removeAll(keepingCapacity: true)
    withBoundsTable { t in
      s.sweepOrder.withUnsafeBufferPointer { order in
        s.sweepLefts.withUnsafeBufferPointer { lefts in
          Self.sweep(t, order: order, lefts: lefts, slack: slack, keys: &s.keys)
        }
      }
    }
    PairKeySort.sort(&s.keys, using: &s.sortBuffer, counts: &s.digitCounts)
    for key in s.keys { candidates.append(ContactPair(low: Int32(key >> 32), high: Int32(truncatingIfNeeded: key))) }
    return true
  }

  /// Drops removed bodies from `order`, fills `lefts` with the left edges, and insertion-sorts both by left edge.
  /// Returns the slack for the sweep, or nil if some living body's bounds are unusable.
  private static func sortLefts(
    _ t: BoundsTable, order: inout [Int32], lefts: UnsafeMutableBufferPointer<Double>
  ) -> Double? {
    var kept = 0
    var largest = 0.0
    var usable = true
    order.withUnsafeMutableBufferPointer { o in
      for k in 0..<o.count {
        let i = Int(o[k])
        guard t.flags[i].isAlive else { continue }
        let x = t.positions[i].x, hw = t.halfWidths[i], hh = t.halfHeights[i]
        guard x.isFinite, t.positions[i].y.isFinite, hw >= 0, hh >= 0, hw.isFinite, hh.isFinite else {
          usable = false
          return
        }
        let left = x - hw
        largest = max(largest, abs(x) + hw)
        // Insertion: shift the bodies with a larger left edge one place right.
        var m = kept
        while m > 0 && lefts[m - 1] > left {
          lefts[m] = lefts[m - 1]
          o[m] = o[m - 1]
          m -= 1
        }
        lefts[m] = left
        o[m] = Int32(i)
        kept += 1
      }
    }
    guard usable else { return nil }
    order.removeLast(order.count - kept)
    // Rounding in `left`, `right`, the difference and the sum of half-widths is a few units in the last place of
    // `largest`; this slack is far more, and stays positive for the tiniest scenes.
    return largest * 0x1p-40 + Double.leastNormalMagnitude
  }

  private static func sweep(
    _ t: BoundsTable, order: UnsafeBufferPointer<Int32>, lefts: UnsafeBufferPointer<Double>, slack: Double,
    keys: inout [UInt64]
  ) {
    let n = order.count
    for a in 0..<n {
      let i = Int(order[a])
      let reach = t.positions[i].x + t.halfWidths[i] + slack
      var b = a + 1
      while b < n && lefts[b] <= reach {
        let j = Int(order[b])
        let (low, high) = i < j ? (i, j) : (j, i)
        if t.pairMatters(low, high) && t.boundsOverlap(low, high) {
          keys.append(UInt64(low) << 32 | UInt64(high))
        }
        b += 1
      }
    }
  }
}
