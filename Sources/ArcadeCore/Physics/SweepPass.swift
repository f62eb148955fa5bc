/// The sweep proper: walking the bodies sorted by low edge, each meets those whose low edge is within its reach.
extension PhysicsWorld {
  /// Appends the pairs that matter among those the sweep meets, unsorted: to `keys` only those whose bounds
  /// overlap if `overlapping`, else all of them to `near`.
  static func sweep(_ t: BoundsTable, _ s: inout SweepScratch, slack: Double, overlapping: Bool) {
    s.order.withUnsafeBufferPointer { order in
      s.lefts.withUnsafeBufferPointer { lefts in
        s.rights.withUnsafeBufferPointer { rights in
          if overlapping {
            Self.sweep(t, order: order, lefts: lefts, rights: rights, slack: slack, overlapping: true, keys: &s.keys)
          } else {
            Self.sweep(t, order: order, lefts: lefts, rights: rights, slack: slack, overlapping: false, keys: &s.near)
          }
        }
      }
    }
  }

  private static func sweep(
    _ t: BoundsTable, order: UnsafeBufferPointer<Int32>, lefts: UnsafeBufferPointer<Double>,
    rights: UnsafeBufferPointer<Double>, slack: Double, overlapping: Bool, keys: inout [UInt64]
  ) {
    let n = order.count
    for a in 0..<n {
      let i = Int(order[a])
      let reach = rights[a] + slack
      var b = a + 1
      while b < n && lefts[b] <= reach {
        let j = Int(order[b])
        let low = min(i, j), high = max(i, j)
        if t.pairMatters(low, high) && (!overlapping || t.boundsOverlap(low, high)) {
          keys.append(UInt64(low) << 32 | UInt64(high))
        }
        b += 1
      }
    }
  }
}
