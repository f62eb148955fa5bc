extension PhysicsWorld {
  /// Advances the world by `dt` seconds. See the type's documentation for the order of work.
  public mutating func step(dt: Double) {
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
  static func circleBox(center c: Vec2, radius r: Double, box b: Vec2, hw: Double, hh: Double) -> (normal: Vec2, depth: Double)? {
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
