extension PhysicsWorld {
  /// The reference broadphase: every living pair in (id, id) order, O(n²).
  mutating func bruteForcePairs() {
    var found: [ContactPair] = []
    swap(&found, &candidates)
    withBoundsTable { t in
      let n = t.flags.count
      for i in 0..<n where t.flags[i].isAlive {
        for j in (i + 1)..<max(n, i + 1) where t.flags[j].isAlive && t.pairMatters(i, j) {
          if t.boundsOverlap(i, j) { found.append(ContactPair(low: Int32(i), high: Int32(j))) }
        }
      }
    }
    swap(&found, &candidates)
  }
}
