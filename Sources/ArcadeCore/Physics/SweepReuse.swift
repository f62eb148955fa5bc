/// Reusing last step's pairs in the sweep: which bodies moved since, and the pairs that involve them.
///
/// A pair of two bodies whose bounds are bit for bit the same as when the pairs were last found overlaps exactly
/// as it did then; only pairs with a moved body need the exact test again. Games that drag one body among still
/// ones (Puck Collector) pay for the dragged body only.
extension PhysicsWorld {
  /// Records every body's bounds as seen now, and no body as moved.
  static func seeAll(_ t: BoundsTable, _ s: inout SweepScratch) {
    let n = t.flags.count
    precondition(s.seenPositions.count == n && s.seenHalfExtents.count == n && s.isMoved.count == n)
    precondition(s.moved.count == n && s.movedCount <= n)
    for k in 0..<s.movedCount { s.isMoved[Int(s.moved[k])] = false }
    s.movedCount = 0
    s.seenPositions.withUnsafeMutableBufferPointer { seenP in
      s.seenHalfExtents.withUnsafeMutableBufferPointer { seenH in
        for i in 0..<n {
          seenP[i] = t.positions[i]
          seenH[i] = Vec2(t.halfWidths[i], t.halfHeights[i])
        }
      }
    }
  }

  /// Lists the living bodies whose position or half-extents differ (bit for bit) from when they were last seen,
  /// and records them as seen now. Returns the number of living bodies.
  static func markMoved(_ t: BoundsTable, _ s: inout SweepScratch) -> Int {
    var living = 0, count = 0
    let n = t.flags.count
    precondition(s.seenPositions.count == n && s.seenHalfExtents.count == n && s.isMoved.count == n)
    precondition(s.moved.count == n && s.movedCount <= n)
    s.seenPositions.withUnsafeMutableBufferPointer { seenP in
      s.seenHalfExtents.withUnsafeMutableBufferPointer { seenH in
        s.isMoved.withUnsafeMutableBufferPointer { isMoved in
          s.moved.withUnsafeMutableBufferPointer { moved in
            for k in 0..<s.movedCount { isMoved[Int(moved[k])] = false }
            for i in 0..<n where t.flags[i].isAlive {
              living += 1
              let p = t.positions[i], h = Vec2(t.halfWidths[i], t.halfHeights[i])
              let q = seenP[i], g = seenH[i]
              if p.x.bitPattern != q.x.bitPattern || p.y.bitPattern != q.y.bitPattern
                || h.x.bitPattern != g.x.bitPattern || h.y.bitPattern != g.y.bitPattern
              {
                moved[count] = Int32(i)
                count += 1
                isMoved[i] = true
                seenP[i] = p
                seenH[i] = h
              }
            }
          }
        }
      }
    }
    s.movedCount = count
    return living
  }

  /// Last step's pairs of two living bodies that did not move, plus every pair of a moved body that overlaps now
  /// (each pair once). Whether a pair matters never changes (removal aside), so old results stand.
  static func pairsOfMoved(_ t: BoundsTable, _ s: inout SweepScratch) {
    for key in s.previous {
      let a = Int(key >> 32), b = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
      if t.flags[a].isAlive && t.flags[b].isAlive && !s.isMoved[a] && !s.isMoved[b] { s.keys.append(key) }
    }
    for m32 in s.moved[0..<s.movedCount] {
      let m = Int(m32)
      for j in 0..<t.flags.count where j != m && t.flags[j].isAlive && !(s.isMoved[j] && j < m) {
        let (low, high) = m < j ? (m, j) : (j, m)
        if t.pairMatters(low, high) && t.boundsOverlap(low, high) {
          s.keys.append(UInt64(low) << 32 | UInt64(high))
        }
      }
    }
  }
}
