/// Read-only views of what a collision response needs besides positions and velocities.
struct ResponseTable {
  let flags: UnsafeBufferPointer<BodyFlags>
  let inverseMasses: UnsafeBufferPointer<Double>
  let restitutions: UnsafeBufferPointer<Double>

  /// Bounces and separates a solid pair. Only dynamic bodies move (their inverse mass is 1 / area;
  /// everything else has 0): a dynamic body of either shape responds, a fixed or kinematic one never.
  @inline(__always) func resolve(
    _ i: Int, _ j: Int, _ contact: Contact, positions p: UnsafeMutableBufferPointer<Vec2>,
    velocities v: UnsafeMutableBufferPointer<Vec2>
  ) {
    let invI = inverseMasses[i], invJ = inverseMasses[j]
    let di = flags[i].isDynamic, dj = flags[j].isDynamic
    guard di || dj else { return }
    let n = contact.normal
    let approach = (v[j] - v[i]).dot(n)
    if approach < 0 {
      let e = min(restitutions[i], restitutions[j])
      let impulse = -(1 + e) * approach / (invI + invJ)
      if di { v[i] -= n * (impulse * invI) }
      if dj { v[j] += n * (impulse * invJ) }
    }
    // Positional correction: split the overlap by inverse mass so nothing sinks.
    let share = contact.depth / (invI + invJ)
    if di { p[i] -= n * (share * invI) }
    if dj { p[j] += n * (share * invJ) }
  }
}
