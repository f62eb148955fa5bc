/// Which broadphase finds candidate pairs: every pair (the reference) or a uniform grid.
public enum Broadphase: Sendable, Equatable {
  case bruteForce
  case grid
}

/// A deterministic 2-D physics world: value type, flat arrays indexed by body id, every loop in id order.
///
/// Each `step(dt:)`: gravity and velocities are integrated (semi-implicit Euler, speeds capped so
/// nothing crosses its own size in one step); overlapping pairs are found in (id, id) order; dynamic
/// bodies bounce off everything solid, with positional correction; the touching pairs are compared
/// with last step's to give `began` and `ended`, sorted by (id, id).
///
/// The hot loops read flat caches (flags, half-extents, radii, inverse masses) instead of the `Shape` and
/// `BodyKind` enums, and a step in steady state allocates nothing: its buffers live in the world and are
/// reused (a copied world copies them lazily, like any array).
public struct PhysicsWorld: Sendable {
  /// Acceleration of dynamic bodies, px/s² (y points down).
  public var gravity: Vec2
  /// How candidate pairs are found; both give identical results, the grid faster for many bodies.
  public var broadphase: Broadphase

  // Struct of arrays, one slot per body id ever created (removed bodies keep their slot, `alive` false).
  public internal(set) var kinds: [BodyKind] = []
  public internal(set) var shapes: [Shape] = []
  public internal(set) var positions: [Vec2] = []
  public internal(set) var velocities: [Vec2] = []
  public internal(set) var restitutions: [Double] = []
  public internal(set) var sensors: [Bool] = []
  public internal(set) var tags: [Int] = []
  public internal(set) var alive: [Bool] = []

  /// Pairs touching after the last step, sorted.
  public internal(set) var touching: [ContactPair] = []
  /// Pairs that started touching in the last step, sorted.
  public internal(set) var began: [ContactPair] = []
  /// Pairs that stopped touching in the last step (or lost a body), sorted.
  public internal(set) var ended: [ContactPair] = []
  /// Pairs whose bounding boxes overlapped in the last step (before any response), sorted: what the
  /// broadphase found. The same for both broadphases.
  public internal(set) var candidates: [ContactPair] = []

  // Caches derived from kinds, shapes and sensors, so the hot loops read plain numbers instead of
  // switching over enums. Kept in sync by `add`, `remove` and `setShape`.
  var flags: [BodyFlags] = []
  var halfWidths: [Double] = []
  var halfHeights: [Double] = []
  /// Radius for circles (unused for boxes).
  var radii: [Double] = []
  /// 1 / area for dynamic bodies, 0 for the rest (they never move in a response).
  var inverseMasses: [Double] = []
  /// min(halfWidth, halfHeight): the distance a dynamic body may travel in one step.
  var smallestHalfExtents: [Double] = []

  /// Reused buffers, so a step in steady state allocates nothing.
  var scratch = StepScratch()
  var sweepScratch = SweepScratch()

  /// An empty world.
  public init(gravity: Vec2 = .zero, broadphase: Broadphase = .grid) {
    self.gravity = gravity
    self.broadphase = broadphase
  }

  // MARK: Bodies

  /// Adds a body and returns its id: the next index, never reused. Fixed bodies start at rest.
  @discardableResult
  public mutating func add(_ d: BodyDefinition) -> BodyID {
    let id = BodyID(Int32(kinds.count))
    kinds.append(d.kind)
    shapes.append(d.shape)
    positions.append(d.position)
    velocities.append(d.kind == .fixed ? .zero : d.velocity)
    restitutions.append(d.restitution)
    sensors.append(d.isSensor)
    tags.append(d.tag)
    alive.append(true)
    flags.append(BodyFlags(kind: d.kind, shape: d.shape, sensor: d.isSensor))
    halfWidths.append(0)
    halfHeights.append(0)
    radii.append(0)
    inverseMasses.append(0)
    smallestHalfExtents.append(0)
    cacheShape(of: Int(id.index))
    return id
  }

  /// Removes a body at once (its slot stays, `isAlive` turns false). It takes no part in the next step, and
  /// its pairs in `touching` are reported in that step's `ended`.
  public mutating func remove(_ id: BodyID) {
    let i = Int(id.index)
    alive[i] = false
    flags[i].remove(.alive)
  }

  /// Whether the body has not been removed.
  public func isAlive(_ id: BodyID) -> Bool { alive[Int(id.index)] }
  public func position(of id: BodyID) -> Vec2 { positions[Int(id.index)] }
  public func velocity(of id: BodyID) -> Vec2 { velocities[Int(id.index)] }
  public func shape(of id: BodyID) -> Shape { shapes[Int(id.index)] }
  public func tag(of id: BodyID) -> Int { tags[Int(id.index)] }
  public func kind(of id: BodyID) -> BodyKind { kinds[Int(id.index)] }

  /// Moves a body (teleport: no velocity change, no sweep).
  public mutating func setPosition(_ p: Vec2, of id: BodyID) { positions[Int(id.index)] = p }
  /// Moves the bodies `first`, `first + 1`, … to `newPositions`, in order (teleports, exactly like `setPosition`
  /// on each): one copy per step for a game that places many bodies itself, where a call per body cost a tenth
  /// of the frog's tick.
  public mutating func setPositions(from first: BodyID, _ newPositions: UnsafeBufferPointer<Vec2>) {
    let start = Int(first.index)
    precondition(start >= 0 && start + newPositions.count <= positions.count, "bodies out of range")
    guard let source = newPositions.baseAddress else { return }
    positions.withUnsafeMutableBufferPointer { p in
      (p.baseAddress! + start).update(from: source, count: newPositions.count)
    }
  }
  /// Sets a body's velocity in px/s (it is capped for dynamic bodies in the next step).
  public mutating func setVelocity(_ v: Vec2, of id: BodyID) { velocities[Int(id.index)] = v }
  /// Changes a body's shape (and, for a dynamic body, its mass = area).
  public mutating func setShape(_ s: Shape, of id: BodyID) {
    let i = Int(id.index)
    shapes[i] = s
    flags[i] = BodyFlags(kind: kinds[i], shape: s, sensor: sensors[i]).union(flags[i].intersection(.alive))
    cacheShape(of: i)
  }

  /// Number of body ids ever created (living or removed).
  public var bodyCount: Int { kinds.count }

  /// Ids of living bodies, ascending.
  public var bodyIDs: [BodyID] {
    alive.indices.filter { alive[$0] }.map { BodyID(Int32($0)) }
  }

  /// Living bodies whose shape contains the point, ascending by id.
  public func bodies(at point: Vec2) -> [BodyID] {
    var found: [BodyID] = []
    for i in kinds.indices where alive[i] {
      let d = point - positions[i]
      let inside =
        switch shapes[i] {
        case .circle(let r): d.lengthSquared <= r * r
        case .box(let hw, let hh): abs(d.x) <= hw && abs(d.y) <= hh
        }
      if inside { found.append(BodyID(Int32(i))) }
    }
    return found
  }

  /// Sum of ½·m·v² over dynamic bodies (mass = area).
  public var kineticEnergy: Double {
    var e = 0.0
    for i in kinds.indices where alive[i] && kinds[i] == .dynamic {
      e += 0.5 * shapes[i].area * velocities[i].lengthSquared
    }
    return e
  }

  /// Feeds the world's state (living bodies' positions, velocities and extents; touching pairs) to a hasher.
  public func hash(into hasher: inout StateHasher) {
    hasher.combine(kinds.count)
    for i in kinds.indices {
      hasher.combine(alive[i])
      guard alive[i] else { continue }
      hasher.combine(positions[i])
      hasher.combine(velocities[i])
      let h = shapes[i].halfExtents
      hasher.combine(h)
    }
    hasher.combine(touching.count)
    for p in touching {
      hasher.combine(Int(p.a.index))
      hasher.combine(Int(p.b.index))
    }
  }

  /// Refreshes the flat shape caches of body `i` from `shapes[i]` (same arithmetic as `Shape`).
  mutating func cacheShape(of i: Int) {
    let s = shapes[i]
    let h = s.halfExtents
    halfWidths[i] = h.x
    halfHeights[i] = h.y
    if case .circle(let r) = s { radii[i] = r } else { radii[i] = 0 }
    inverseMasses[i] = kinds[i] == .dynamic ? 1 / s.area : 0
    smallestHalfExtents[i] = min(h.x, h.y)
  }
}
