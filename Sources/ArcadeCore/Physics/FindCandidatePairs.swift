extension PhysicsWorld {
  /// Fills `candidates` with pairs whose bounding boxes overlap, sorted by (id, id).
  /// Pairs of two non-dynamic bodies are skipped unless one is a sensor (sensors report overlaps).
  /// Both broadphases give exactly the same list.
  mutating func findCandidatePairs() {
    candidates.removeAllKeepingCapacity()
    switch broadphase {
    case .bruteForce: bruteForcePairs()
    case .grid: gridPairs()
    }
  }
}

/// Read-only views of what the broadphases test: flags, positions and half-extents.
struct BoundsTable {
  let flags: UnsafeBufferPointer<BodyFlags>
  let positions: UnsafeBufferPointer<Vec2>
  let halfWidths: UnsafeBufferPointer<Double>
  let halfHeights: UnsafeBufferPointer<Double>

  /// Whether the pair can matter at all: one side is dynamic or a sensor.
  @inline(__always) func pairMatters(_ i: Int, _ j: Int) -> Bool {
    BodyFlags.pairMatters(flags[i], flags[j])
  }

  /// Strict overlap of the bounding boxes (touching edges do not count).
  @inline(__always) func boundsOverlap(_ i: Int, _ j: Int) -> Bool {
    let d = positions[j] - positions[i]
    return abs(d.x) < halfWidths[i] + halfWidths[j] && abs(d.y) < halfHeights[i] + halfHeights[j]
  }
}

extension PhysicsWorld {
  /// Calls `body` with read-only views of the arrays the broadphases read.
  func withBoundsTable<R>(_ body: (BoundsTable) -> R) -> R {
    flags.withUnsafeBufferPointer { f in
      positions.withUnsafeBufferPointer { p in
        halfWidths.withUnsafeBufferPointer { hw in
          halfHeights.withUnsafeBufferPointer { hh in
            body(BoundsTable(flags: f, positions: p, halfWidths: hw, halfHeights: hh))
          }
        }
      }
    }
  }
}
