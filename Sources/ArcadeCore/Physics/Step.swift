extension PhysicsWorld {
  /// Advances the world by `dt` seconds. See the type's documentation for the order of work.
  public mutating func step(dt: Double) {
    integrate(dt: dt)
    findCandidatePairs()
    var now: [ContactPair] = []
    swap(&now, &scratch.nowTouching)
    now.removeAllKeepingCapacity()
    Self.collide(
      candidates: candidates, positions: &positions, velocities: &velocities, touching: &now,
      flags: flags, radii: radii, halfWidths: halfWidths, halfHeights: halfHeights,
      inverseMasses: inverseMasses, restitutions: restitutions)
    diffContacts(&now)
    swap(&now, &scratch.nowTouching)
  }

  /// The narrowphase and response, pair by pair in (id, id) order: each pair sees the positions and
  /// velocities left by the pairs before it. Pairs that overlap go to `touching`; sensors only report.
  private static func collide(
    candidates: [ContactPair], positions: inout [Vec2], velocities: inout [Vec2], touching: inout [ContactPair],
    flags: [BodyFlags], radii: [Double], halfWidths: [Double], halfHeights: [Double],
    inverseMasses: [Double], restitutions: [Double]
  ) {
    let n = flags.count
    precondition(
      positions.count == n && velocities.count == n && radii.count == n && halfWidths.count == n
        && halfHeights.count == n && inverseMasses.count == n && restitutions.count == n)
    positions.withUnsafeMutableBufferPointer { p in
      velocities.withUnsafeMutableBufferPointer { v in
        flags.withUnsafeBufferPointer { f in
          radii.withUnsafeBufferPointer { r in
            halfWidths.withUnsafeBufferPointer { hw in
              halfHeights.withUnsafeBufferPointer { hh in
                inverseMasses.withUnsafeBufferPointer { im in
                  restitutions.withUnsafeBufferPointer { e in
                    let shapes = ShapeTable(flags: f, radii: r, halfWidths: hw, halfHeights: hh)
                    let response = ResponseTable(flags: f, inverseMasses: im, restitutions: e)
                    for pair in candidates {
                      let i = Int(pair.a.index), j = Int(pair.b.index)
                      guard let contact = shapes.contact(i, p[i], j, p[j]) else { continue }
                      touching.append(pair)
                      if !f[i].isSensor && !f[j].isSensor {
                        response.resolve(i, j, contact, positions: p, velocities: v)
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
