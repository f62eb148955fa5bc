/// Reusing what the sweep meets while nothing moves along its axis: lanes of traffic that only slide across it.
///
/// Which pairs the sweep meets depends only on `order`, `lefts`, `rights` and the slack, and all of them only on
/// the living bodies' edges on the axis. While those edges stay bit for bit the same, the sorted list of met pairs
/// that matter (`near`) is met again; the exact overlap test, run over it in its (id, id) order, gives exactly the
/// sweep's sorted pairs without sorting or sweeping. A body moving along the axis, or removed, or added, drops the
/// list; it is made again at the next sort that finds every edge where it was.
extension PhysicsWorld {
  /// Whether the bodies of `order` are all alive, with their edges on the axis bit for bit those in `lefts` and
  /// `rights` and their half-sizes not negative: then a sort now would leave `order`, `lefts`, `rights` and the
  /// slack as they are. (Added bodies change the slot count, which rebuilds `order` and drops `near`.)
  /// `inout` only so that the scratch is not copied for the call; nothing in it changes.
  static func edgesUnchanged(_ t: BoundsTable, _ s: inout SweepScratch) -> Bool {
    let alongY = s.alongY
    return s.order.withUnsafeBufferPointer { order in
      s.lefts.withUnsafeBufferPointer { lefts in
        s.rights.withUnsafeBufferPointer { rights in
          for k in 0..<order.count {
            let i = Int(order[k])
            guard t.flags[i].isAlive else { return false }
            let (c, h) = alongY ? (t.positions[i].y, t.halfHeights[i]) : (t.positions[i].x, t.halfWidths[i])
            guard (c - h).bitPattern == lefts[k].bitPattern, (c + h).bitPattern == rights[k].bitPattern, h >= 0
            else { return false }
          }
          return true
        }
      }
    }
  }

  /// Makes `near` from the edges just sorted: every pair the sweep meets that matters, sorted by (id, id).
  static func sweepNear(_ t: BoundsTable, _ s: inout SweepScratch, slack: Double) {
    s.near.removeAll(keepingCapacity: true)
    sweep(t, &s, slack: slack, overlapping: false)
    PairKeySort.sort(&s.near, using: &s.sortBuffer, counts: &s.digitCounts)
    s.nearValid = true
  }

  /// Appends to `keys` the pairs of `near` whose bounds overlap now, in `near`'s (sorted) order.
  static func overlappingNear(_ t: BoundsTable, _ s: inout SweepScratch) {
    s.near.withUnsafeBufferPointer { near in
      for key in near {
        let low = Int(key >> 32), high = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
        if t.boundsOverlap(low, high) { s.keys.append(key) }
      }
    }
  }
}
