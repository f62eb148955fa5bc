// The lead's original, unoptimised physics world, kept verbatim (renamed) as the bit-exact reference the
// optimised `ReferenceWorld` is compared against. Do not "improve" it: its job is to stay the old semantics.
import ArcadeCore

/// A deterministic 2-D physics world: value type, flat arrays indexed by body id, every loop in id order.
///
/// Each `step(dt:)`: gravity and velocities are integrated (semi-implicit Euler, speeds capped so
/// nothing crosses its own size in one step); overlapping pairs are found in (id, id) order; dynamic
/// circles bounce off everything solid, with positional correction; the touching pairs are compared
/// with last step's to give `began` and `ended`, sorted by (id, id).
struct ReferenceWorld: Sendable {
  var gravity: Vec2
  var broadphase: Broadphase

  // Struct of arrays, one slot per body id ever created.
  var kinds: [BodyKind] = []
  var shapes: [Shape] = []
  var positions: [Vec2] = []
  var velocities: [Vec2] = []
  var restitutions: [Double] = []
  var sensors: [Bool] = []
  var tags: [Int] = []
  var alive: [Bool] = []

  /// Pairs touching after the last step, sorted.
  var touching: [ContactPair] = []
  /// Pairs that started touching in the last step, sorted.
  var began: [ContactPair] = []
  /// Pairs that stopped touching in the last step (or lost a body), sorted.
  var ended: [ContactPair] = []

  var candidates: [ContactPair] = []

  init(gravity: Vec2 = .zero, broadphase: Broadphase = .grid) {
    self.gravity = gravity
    self.broadphase = broadphase
  }

  // MARK: Bodies

  @discardableResult
  mutating func add(_ d: BodyDefinition) -> BodyID {
    let id = BodyID(Int32(kinds.count))
    kinds.append(d.kind)
    shapes.append(d.shape)
    positions.append(d.position)
    velocities.append(d.kind == .fixed ? .zero : d.velocity)
    restitutions.append(d.restitution)
    sensors.append(d.isSensor)
    tags.append(d.tag)
    alive.append(true)
    return id
  }

  /// Removes a body. It takes no part in the next step; its contacts end in that step's `ended`.
  mutating func remove(_ id: BodyID) {
    alive[Int(id.index)] = false
  }

  func isAlive(_ id: BodyID) -> Bool { alive[Int(id.index)] }
  func position(of id: BodyID) -> Vec2 { positions[Int(id.index)] }
  func velocity(of id: BodyID) -> Vec2 { velocities[Int(id.index)] }
  func shape(of id: BodyID) -> Shape { shapes[Int(id.index)] }
  func tag(of id: BodyID) -> Int { tags[Int(id.index)] }
  func kind(of id: BodyID) -> BodyKind { kinds[Int(id.index)] }

  mutating func setPosition(_ p: Vec2, of id: BodyID) { positions[Int(id.index)] = p }
  mutating func setVelocity(_ v: Vec2, of id: BodyID) { velocities[Int(id.index)] = v }
  mutating func setShape(_ s: Shape, of id: BodyID) { shapes[Int(id.index)] = s }

  /// Ids of living bodies, ascending.
  var bodyIDs: [BodyID] {
    alive.indices.filter { alive[$0] }.map { BodyID(Int32($0)) }
  }

  /// Living bodies whose shape contains the point, ascending by id.
  func bodies(at point: Vec2) -> [BodyID] {
    bodyIDs.filter { id in
      let i = Int(id.index)
      let d = point - positions[i]
      switch shapes[i] {
      case .circle(let r): return d.lengthSquared <= r * r
      case .box(let hw, let hh): return abs(d.x) <= hw && abs(d.y) <= hh
      }
    }
  }

  /// Sum of ½·m·v² over dynamic bodies (mass = area).
  var kineticEnergy: Double {
    var e = 0.0
    for i in kinds.indices where alive[i] && kinds[i] == .dynamic {
      e += 0.5 * shapes[i].area * velocities[i].lengthSquared
    }
    return e
  }

  func hash(into hasher: inout StateHasher) {
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
}

extension ReferenceWorld {
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

extension ReferenceWorld {
  /// Advances the world by `dt` seconds. See the type's documentation for the order of work.
  mutating func step(dt: Double) {
    integrate(dt: dt)
    findCandidatePairs()
    var nowTouching: [ContactPair] = []
    nowTouching.reserveCapacity(candidates.count)
    for pair in candidates {
      let (i, j) = (Int(pair.a.index), Int(pair.b.index))
      guard let contact = Self.overlap(shapes[i], positions[i], shapes[j], positions[j]) else { continue }
      nowTouching.append(pair)
      if !sensors[i] && !sensors[j] { resolve(i, j, contact) }
    }
    diffContacts(nowTouching)
  }

  mutating func integrate(dt: Double) {
    for i in kinds.indices where alive[i] {
      switch kinds[i] {
      case .fixed: continue
      case .kinematic: break
      case .dynamic: velocities[i] += gravity * dt
      }
      // The speed cap: no body moves more than its own smallest half-extent in one step.
      let h = shapes[i].halfExtents
      let limit = min(h.x, h.y) / dt
      let speed2 = velocities[i].lengthSquared
      if kinds[i] == .dynamic, speed2 > limit * limit {
        velocities[i] = velocities[i] * (limit / speed2.squareRoot())
      }
      positions[i] += velocities[i] * dt
    }
  }

  /// How two shapes overlap: the normal from the first to the second and the depth; nil if apart.
  static func overlap(_ sa: Shape, _ pa: Vec2, _ sb: Shape, _ pb: Vec2) -> (normal: Vec2, depth: Double)? {
    switch (sa, sb) {
    case (.circle(let ra), .circle(let rb)):
      let d = pb - pa
      let r = ra + rb
      let dist2 = d.lengthSquared
      guard dist2 < r * r else { return nil }
      let dist = dist2.squareRoot()
      return dist > 0 ? (d / dist, r - dist) : (Vec2(1, 0), r)
    case (.circle(let r), .box(let hw, let hh)):
      return circleBox(center: pa, radius: r, box: pb, hw: hw, hh: hh)
    case (.box(let hw, let hh), .circle(let r)):
      return circleBox(center: pb, radius: r, box: pa, hw: hw, hh: hh).map { (-$0.normal, $0.depth) }
    case (.box(let aw, let ah), .box(let bw, let bh)):
      let d = pb - pa
      let ox = aw + bw - abs(d.x)
      let oy = ah + bh - abs(d.y)
      guard ox > 0, oy > 0 else { return nil }
      return ox < oy ? (Vec2(d.x < 0 ? -1 : 1, 0), ox) : (Vec2(0, d.y < 0 ? -1 : 1), oy)
    }
  }

  /// Circle against box; the normal points from the circle towards the box.
  static func circleBox(center c: Vec2, radius r: Double, box b: Vec2, hw: Double, hh: Double) -> (
    normal: Vec2, depth: Double
  )? {
    let local = c - b
    let closest = Vec2(min(max(local.x, -hw), hw), min(max(local.y, -hh), hh))
    let inside = closest == local
    if inside {
      // Centre inside the box: push out along the shallowest axis.
      let ox = hw - abs(local.x), oy = hh - abs(local.y)
      return ox < oy ? (Vec2(local.x < 0 ? 1 : -1, 0), ox + r) : (Vec2(0, local.y < 0 ? 1 : -1), oy + r)
    }
    let d = closest - local
    let dist2 = d.lengthSquared
    guard dist2 < r * r else { return nil }
    let dist = dist2.squareRoot()
    return (d / dist, r - dist)
  }

  /// Bounces and separates a solid pair. Only dynamic bodies move; boxes that are dynamic get no response.
  mutating func resolve(_ i: Int, _ j: Int, _ contact: (normal: Vec2, depth: Double)) {
    let di = kinds[i] == .dynamic, dj = kinds[j] == .dynamic
    guard di || dj else { return }
    let mi = di ? shapes[i].area : 0, mj = dj ? shapes[j].area : 0
    let invI = di ? 1 / mi : 0, invJ = dj ? 1 / mj : 0
    let n = contact.normal
    let approach = (velocities[j] - velocities[i]).dot(n)
    if approach < 0 {
      let e = min(restitutions[i], restitutions[j])
      let impulse = -(1 + e) * approach / (invI + invJ)
      if di { velocities[i] -= n * (impulse * invI) }
      if dj { velocities[j] += n * (impulse * invJ) }
    }
    // Positional correction: split the overlap by inverse mass so nothing sinks.
    let share = contact.depth / (invI + invJ)
    if di { positions[i] -= n * (share * invI) }
    if dj { positions[j] += n * (share * invJ) }
  }

  /// Compares this step's sorted touching pairs with the last step's.
  mutating func diffContacts(_ now: [ContactPair]) {
    began.removeAll(keepingCapacity: true)
    ended.removeAll(keepingCapacity: true)
    var a = 0, b = 0
    let old = touching
    while a < old.count || b < now.count {
      if b == now.count || (a < old.count && old[a] < now[b]) {
        ended.append(old[a]); a += 1
      } else if a == old.count || now[b] < old[a] {
        began.append(now[b]); b += 1
      } else {
        a += 1; b += 1
      }
    }
    touching = now
  }
}
