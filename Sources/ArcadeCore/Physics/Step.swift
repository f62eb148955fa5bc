extension PhysicsWorld {
  /// Advances the world by `dt` seconds. See the type's documentation for the order of work.
  public mutating func step(dt: Double) {
    integrate(dt: dt)
    findCandidates()
    swap(&lastTouching, &touching)
    touching.removeAll(keepingCapacity: true)
    collide()
    separate()
    diffContacts()
  }

  /// Dynamic bodies gain gravity, then their speed is capped, then every moving body advances by its
  /// velocity. Fixed and removed bodies stay put.
  private mutating func integrate(dt: Double) {
    let gravityStep = gravity * dt
    for i in kinds.indices where alive[i] && kinds[i] != .fixed {
      var v = velocities[i]
      if kinds[i] == .dynamic {
        v += gravityStep
        // The speed cap: no body moves more than its own smallest half-extent in one step.
        let h = shapes[i].halfExtents
        let limit = min(h.x, h.y) / dt
        let speed2 = v.lengthSquared
        if speed2 > limit * limit { v = v * (limit / speed2.squareRoot()) }
        velocities[i] = v
      }
      positions[i] += v * dt
    }
  }

  /// Every living pair whose bounding boxes overlap, in (id, id) order, before any response. A pair
  /// matters only if one side is dynamic (it may be pushed) or a sensor (it reports overlaps).
  private mutating func findCandidates() {
    candidates.removeAll(keepingCapacity: true)
    let n = kinds.count
    for i in 0..<n where alive[i] {
      let hi = shapes[i].halfExtents
      let matters = kinds[i] == .dynamic || sensors[i]
      for j in (i + 1)..<max(n, i + 1) where alive[j] && (matters || kinds[j] == .dynamic || sensors[j]) {
        if boxesOverlap(positions[i], hi, positions[j], shapes[j].halfExtents) {
          candidates.append(ContactPair(BodyID(Int32(i)), BodyID(Int32(j))))
        }
      }
    }
  }

  /// The narrowphase and response, pair by pair in (id, id) order: each pair sees the positions and
  /// velocities left by the pairs before it. Pairs that overlap go to `touching`; sensors only report.
  private mutating func collide() {
    for pair in candidates {
      let i = Int(pair.a.index), j = Int(pair.b.index)
      guard let contact = Contact.between(shapes[i], at: positions[i], shapes[j], at: positions[j]) else {
        continue
      }
      touching.append(pair)
      if !sensors[i] && !sensors[j] { resolve(i, j, contact) }
    }
  }

  /// Bounces and separates a solid pair. Only dynamic bodies move (their inverse mass is 1 / area;
  /// everything else has 0). Every bounce is elastic, as the games' bodies bounce.
  mutating func resolve(_ i: Int, _ j: Int, _ contact: Contact) {
    let di = kinds[i] == .dynamic, dj = kinds[j] == .dynamic
    guard di || dj else { return }
    let invI = di ? 1 / shapes[i].area : 0, invJ = dj ? 1 / shapes[j].area : 0
    let n = contact.normal
    let approach = (velocities[j] - velocities[i]).dot(n)
    if approach < 0 {
      let impulse = -2 * approach / (invI + invJ)
      if di { velocities[i] -= n * (impulse * invI) }
      if dj { velocities[j] += n * (impulse * invJ) }
    }
    // Positional correction: split the overlap by inverse mass so nothing sinks.
    let share = contact.depth / (invI + invJ)
    if di { positions[i] -= n * (share * invI) }
    if dj { positions[j] += n * (share * invJ) }
  }

  /// A merge of last step's sorted touching pairs with this step's: pairs only in the old list ended,
  /// pairs only in the new one began.
  private mutating func diffContacts() {
    began.removeAll(keepingCapacity: true)
    ended.removeAll(keepingCapacity: true)
    var a = 0, b = 0
    while a < lastTouching.count || b < touching.count {
      if b == touching.count || (a < lastTouching.count && lastTouching[a] < touching[b]) {
        ended.append(lastTouching[a])
        a += 1
      } else if a == lastTouching.count || touching[b] < lastTouching[a] {
        began.append(touching[b])
        b += 1
      } else {
        a += 1
        b += 1
      }
    }
  }
}
