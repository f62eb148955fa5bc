/// Sort-and-sweep on x or y for small scenes: gives exactly the brute force's pairs, with far fewer tests.
///
/// The axis is chosen when bodies are added: the one along which the bounding boxes overlap less. The living
/// bodies are kept in `sweepScratch.order` sorted by the low edge of their bounding box on that axis; the order
/// survives from step to step, so the insertion sort only fixes what moved (nearly nothing, in the games). Each
/// body is tested, with the brute force's exact overlap test, against the bodies whose low edge is not past its
/// high edge plus a small slack that absorbs rounding (an extra candidate is removed by the exact test, a missed
/// one cannot happen). The pairs found are sorted by (id, id) as 64-bit keys. While no edge on the axis moves, the
/// pairs met are reused instead (see `edgesUnchanged`).
extension PhysicsWorld {
  /// Scenes with at most this many body slots use the sweep when the grid is asked for.
  static let sweepUpTo = 128

  /// Fills `candidates` and returns true; false (nothing touched but the order) when some body has
  /// non-finite or negative bounds on the sweep's axis, which the caller leaves to the brute force.
  mutating func sweepPairs() -> Bool {
    // The scratch and `candidates` are changed in place while the bounds are read (disjoint stored properties):
    // swapping the scratch out and back would cost more than the sweep of a small scene.
    flags.withUnsafeBufferPointer { f in
      positions.withUnsafeBufferPointer { p in
        halfWidths.withUnsafeBufferPointer { hw in
          halfHeights.withUnsafeBufferPointer { hh in
            Self.sweepPairs(
              BoundsTable(flags: f, positions: p, halfWidths: hw, halfHeights: hh), &sweepScratch,
              candidates: &candidates)
          }
        }
      }
    }
  }

  private static func sweepPairs(_ t: BoundsTable, _ s: inout SweepScratch, candidates: inout [ContactPair]) -> Bool {
    let n = t.flags.count
    if s.slots != n {
      // New bodies: choose the axis again, and sort from scratch (once).
      s.order.removeAll(keepingCapacity: true)
      for i in 0..<n { s.order.append(Int32(i)) }
      s.slots = n
      s.alongY = Self.sparserAlongY(t)
      s.previousValid = false
      s.seenPositions = Array(t.positions)
      s.seenHalfExtents = (0..<n).map { Vec2(t.halfWidths[$0], t.halfHeights[$0]) }
      s.isMoved = Array(repeating: false, count: n)
      s.moved = Array(repeating: 0, count: n)
      s.movedCount = 0
      s.tracking = true
      s.nearValid = false
    }
    // Whether `seenPositions` and `seenHalfExtents` hold every body's bounds as they are now.
    var seenNow = false
    if s.tracking {
      let living = Self.markMoved(t, &s)
      seenNow = true
      if s.previousValid && s.movedCount * 8 <= living {
        // Few bodies moved (a dragged puck): last step's pairs stand for the others, whose bounds are bit for
        // bit the same; only the moved bodies are tested, against every living body.
        s.keys.removeAllKeepingCapacity()
        Self.pairsOfMoved(t, &s)
        PairKeySort.sort(&s.keys, using: &s.sortBuffer, counts: &s.digitCounts)
        finish(&s, seenNow: true, candidates: &candidates)
        return true
      }
      if s.movedCount * 8 > living {
        // Most bodies move each step (traffic): stop comparing for a while, and look again now and then.
        s.tracking = false
        s.untrackedSteps = 0
      }
    } else {
      s.untrackedSteps += 1
      if s.untrackedSteps >= SweepScratch.lookAgainAfter {
        Self.seeAll(t, &s)
        s.tracking = true
        seenNow = true
      }
    }
    if s.nearValid && Self.edgesUnchanged(t, &s) {
      // No living body moved along the axis since the last sort (lanes of traffic): only the exact tests are new.
      s.keys.removeAllKeepingCapacity()
      Self.overlappingNear(t, &s)
      finish(&s, seenNow: seenNow, candidates: &candidates)
      return true
    }
    s.nearValid = false
    if s.lefts.count < s.order.count {
      s.lefts.append(contentsOf: repeatElement(0, count: s.order.count - s.lefts.count))
      s.rights.append(contentsOf: repeatElement(0, count: s.order.count - s.rights.count))
    }
    let alongY = s.alongY
    let fine = s.lefts.withUnsafeMutableBufferPointer { lefts in
      s.rights.withUnsafeMutableBufferPointer { rights in
        Self.sortLefts(t, alongY: alongY, order: &s.order, lefts: lefts, rights: rights)
      }
    }
    guard let sorted = fine else {
      // The order was left half sorted: start afresh next time.
      s.order.removeAll(keepingCapacity: true)
      s.slots = 0
      s.previousValid = false
      return false
    }
    s.keys.removeAllKeepingCapacity()
    if sorted.unchanged {
      // The edges stood still since the last sort: they may well stay so, keep what the sweep meets.
      Self.sweepNear(t, &s, slack: sorted.slack)
      Self.overlappingNear(t, &s)
    } else {
      Self.sweep(t, &s, slack: sorted.slack, overlapping: true)
      PairKeySort.sort(&s.keys, using: &s.sortBuffer, counts: &s.digitCounts)
    }
    finish(&s, seenNow: seenNow, candidates: &candidates)
    return true
  }

  /// Hands the sorted keys to `candidates` and keeps them for the next step: they can stand for bodies that do
  /// not move only if the bounds they were found with are the ones seen.
  private static func finish(_ s: inout SweepScratch, seenNow: Bool, candidates: inout [ContactPair]) {
    for key in s.keys { candidates.append(ContactPair(low: Int32(key >> 32), high: Int32(truncatingIfNeeded: key))) }
    swap(&s.keys, &s.previous)
    s.previousValid = seenNow
  }

  /// Drops removed bodies from `order`, fills `lefts` and `rights` with the low and high edges on the axis, and
  /// insertion-sorts all three by low edge. Returns the slack for the sweep and whether every edge is bit for bit
  /// where it was in `lefts` and `rights` before, or nil if some living body's bounds on the axis are unusable (not
  /// finite, or negative sizes). The other axis only meets the exact test.
  private static func sortLefts(
    _ t: BoundsTable, alongY: Bool, order: inout [Int32], lefts: UnsafeMutableBufferPointer<Double>,
    rights: UnsafeMutableBufferPointer<Double>
  ) -> (slack: Double, unchanged: Bool)? {
    var kept = 0
    var largest = 0.0
    var usable = true
    var unchanged = true
    order.withUnsafeMutableBufferPointer { o in
      for k in 0..<o.count {
        let i = Int(o[k])
        guard t.flags[i].isAlive else { continue }
        let (c, h) = alongY ? (t.positions[i].y, t.halfHeights[i]) : (t.positions[i].x, t.halfWidths[i])
        let left = c - h, right = c + h
        // Both edges finite means c and h are (an infinity or NaN in either spreads to one of them).
        guard left.isFinite, right.isFinite, h >= 0 else {
          usable = false
          return
        }
        largest = max(largest, abs(left), abs(right))
        // Slot k is not yet overwritten: earlier bodies went to slots up to `kept`.
        if kept != k || lefts[k].bitPattern != left.bitPattern || rights[k].bitPattern != right.bitPattern {
          unchanged = false
        }
        // Insertion: shift the bodies with a larger left edge one place right.
        var m = kept
        while m > 0 && lefts[m - 1] > left {
          lefts[m] = lefts[m - 1]
          rights[m] = rights[m - 1]
          o[m] = o[m - 1]
          m -= 1
        }
        lefts[m] = left
        rights[m] = right
        o[m] = Int32(i)
        kept += 1
      }
    }
    guard usable else { return nil }
    order.removeLast(order.count - kept)
    // `largest` is at least max(|c|, h) of every body. Rounding in the edges, in the difference of two centres
    // and in the sum of two half-sizes is a few units in the last place of 4 * `largest`; this slack is far more,
    // and stays positive for the tiniest scenes.
    return (largest * 0x1p-38 + Double.leastNormalMagnitude, unchanged)
  }

  /// Whether the bounding boxes overlap less along y than along x (their summed sizes over the spread of the
  /// scene, per axis), so that sweeping along y meets fewer pairs. Either axis gives the same pairs.
  private static func sparserAlongY(_ t: BoundsTable) -> Bool {
    var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
    var widths = 0.0, heights = 0.0
    for i in 0..<t.flags.count where t.flags[i].isAlive {
      let p = t.positions[i]
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
      widths += t.halfWidths[i]
      heights += t.halfHeights[i]
    }
    return heights * (maxX - minX) < widths * (maxY - minY)
  }
}
