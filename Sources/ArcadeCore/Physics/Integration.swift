extension PhysicsWorld {
  /// Semi-implicit Euler in id order: dynamic bodies gain gravity, then their speed is capped, then every
  /// moving body advances by its velocity. Fixed and removed bodies stay put.
  mutating func integrate(dt: Double) {
    Self.integrate(
      positions: &positions, velocities: &velocities, flags: flags, smallest: smallestHalfExtents,
      gravityStep: gravity * dt, dt: dt)
  }

  private static func integrate(
    positions: inout [Vec2], velocities: inout [Vec2], flags: [BodyFlags], smallest: [Double],
    gravityStep: Vec2, dt: Double
  ) {
    let n = flags.count
    precondition(positions.count == n && velocities.count == n && smallest.count == n)
    positions.withUnsafeMutableBufferPointer { p in
      velocities.withUnsafeMutableBufferPointer { v in
        flags.withUnsafeBufferPointer { f in
          smallest.withUnsafeBufferPointer { s in
            for i in 0..<n {
              let fi = f[i]
              guard fi.isAliveAndMoving else { continue }
              var vel = v[i]
              if fi.isDynamic {
                vel += gravityStep
                // The speed cap: no body moves more than its own smallest half-extent in one step.
                let limit = s[i] / dt
                let speed2 = vel.lengthSquared
                if speed2 > limit * limit { vel = vel * (limit / speed2.squareRoot()) }
                v[i] = vel
              }
              p[i] += vel * dt
            }
          }
        }
      }
    }
  }
}
