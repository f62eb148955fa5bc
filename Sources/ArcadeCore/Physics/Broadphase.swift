extension PhysicsWorld {
  /// Fills `candidates` with pairs whose bounding boxes overlap, sorted by (id, id).
  /// Pairs of two non-dynamic bodies are skipped unless one is a sensor (sensors report overlaps).
  mutating func findCandidatePairs() {
    candidates.removeAll(keepingCapacity: true)
    switch broadphase {
    case .bruteForce: bruteForcePairs()
    case .grid: gridPairs()
    }
  }

  func pairMatters(_ i: Int, _ j: Int) -> Bool {
    kinds[i] == .dynamic || kinds[j] == .dynamic || sensors[i] || sensors[j]
  }

  func boundsOverlap(_ i: Int, _ j: Int) -> Bool {
    let hi = shapes[i].halfExtents, hj = shapes[j].halfExtents
    let d = positions[j] - positions[i]
    return abs(d.x) < hi.x + hj.x && abs(d.y) < hi.y + hj.y
  }

  mutating func bruteForcePairs() {
    let n = kinds.count
    for i in 0..<n where alive[i] {
      for j in (i + 1)..<max(n, i + 1) where alive[j] && pairMatters(i, j) && boundsOverlap(i, j) {
        candidates.append(ContactPair(BodyID(Int32(i)), BodyID(Int32(j))))
      }
    }
  }

  /// A uniform grid sized to the largest body; each pair is reported once, from its lower id.
  mutating func gridPairs() {
    let live = alive.indices.filter { alive[$0] }
    guard live.count > 1 else { return }
    var cell = 0.0
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for i in live {
      let h = shapes[i].halfExtents
      cell = max(cell, 2 * max(h.x, h.y))
      minX = min(minX, positions[i].x - h.x); maxX = max(maxX, positions[i].x + h.x)
      minY = min(minY, positions[i].y - h.y); maxY = max(maxY, positions[i].y + h.y)
    }
    guard cell > 0, cell.isFinite, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else {
      bruteForcePairs()
      return
    }
    let cols = min(Int((maxX - minX) / cell) + 1, 4096), rows = min(Int((maxY - minY) / cell) + 1, 4096)
    func cellOf(_ x: Double, _ y: Double) -> (Int, Int) {
      (min(max(Int((x - minX) / cell), 0), cols - 1), min(max(Int((y - minY) / cell), 0), rows - 1))
    }
    // Bucket every body into each cell its bounding box covers (counting sort, no hashing).
    var counts = [Int](repeating: 0, count: cols * rows + 1)
    var spans = [(Int, Int, Int, Int)](repeating: (0, 0, -1, -1), count: kinds.count)
    for i in live {
      let h = shapes[i].halfExtents
      let (c0, r0) = cellOf(positions[i].x - h.x, positions[i].y - h.y)
      let (c1, r1) = cellOf(positions[i].x + h.x, positions[i].y + h.y)
      spans[i] = (c0, r0, c1, r1)
      for r in r0...r1 { for c in c0...c1 { counts[r * cols + c + 1] += 1 } }
    }
    for k in 1..<counts.count { counts[k] += counts[k - 1] }
    var fill = counts
    var members = [Int](repeating: 0, count: counts[counts.count - 1])
    for i in live {
      let (c0, r0, c1, r1) = spans[i]
      for r in r0...r1 { for c in c0...c1 { members[fill[r * cols + c]] = i; fill[r * cols + c] += 1 } }
    }
    for i in live {
      let (c0, r0, c1, r1) = spans[i]
      for r in r0...r1 {
        for c in c0...c1 {
          for k in counts[r * cols + c]..<counts[r * cols + c + 1] {
            let j = members[k]
            guard j > i, pairMatters(i, j), boundsOverlap(i, j) else { continue }
            // Report the pair only from the first cell both share, so it appears once.
            let (d0, s0, _, _) = spans[j]
            if max(c0, d0) == c && max(r0, s0) == r {
              candidates.append(ContactPair(BodyID(Int32(i)), BodyID(Int32(j))))
            }
          }
        }
      }
    }
    candidates.sort()
  }
}
