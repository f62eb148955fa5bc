/// Whether two axis-aligned boxes, given by their centers and half extents, overlap. Strict: boxes that
/// only touch along an edge do not. The code base's one box overlap test: the physics world's pair test,
/// its box-against-box contact, and every game's own box question go through it.
@inlinable
public func boxesOverlap(_ a: Vec2, _ halfA: Vec2, _ b: Vec2, _ halfB: Vec2) -> Bool {
  let d = b - a
  return d.x.magnitude < halfA.x + halfB.x && d.y.magnitude < halfA.y + halfB.y
}

/// How two shapes overlap: the unit normal from the first body towards the second, and the depth.
struct Contact {
  var normal: Vec2
  var depth: Double

  /// The contact between shape `a` at `pa` and shape `b` at `pb`, or nil if they are apart.
  static func between(_ a: Shape, at pa: Vec2, _ b: Shape, at pb: Vec2) -> Contact? {
    switch (a, b) {
    case (.circle(let ra), .circle(let rb)):
      let d = pb - pa
      let r = ra + rb
      let dist2 = d.lengthSquared
      guard dist2 < r * r else { return nil }
      let dist = dist2.squareRoot()
      return dist > 0 ? Contact(normal: d / dist, depth: r - dist) : Contact(normal: Vec2(1, 0), depth: r)
    case (.circle(let r), .box(let hw, let hh)):
      return circleBox(center: pa, radius: r, box: pb, hw: hw, hh: hh)
    case (.box(let hw, let hh), .circle(let r)):
      guard let c = circleBox(center: pb, radius: r, box: pa, hw: hw, hh: hh) else { return nil }
      return Contact(normal: -c.normal, depth: c.depth)
    case (.box, .box):
      let ha = a.halfExtents, hb = b.halfExtents
      guard boxesOverlap(pa, ha, pb, hb) else { return nil }
      let d = pb - pa
      let ox = ha.x + hb.x - d.x.magnitude
      let oy = ha.y + hb.y - d.y.magnitude
      return ox < oy
        ? Contact(normal: Vec2(d.x < 0 ? -1 : 1, 0), depth: ox) : Contact(normal: Vec2(0, d.y < 0 ? -1 : 1), depth: oy)
    }
  }

  /// Circle against box; the normal points from the circle towards the box.
  private static func circleBox(center c: Vec2, radius r: Double, box b: Vec2, hw: Double, hh: Double) -> Contact? {
    let local = c - b
    let closest = Vec2(min(max(local.x, -hw), hw), min(max(local.y, -hh), hh))
    if closest == local {
      // Center inside the box: push out along the shallowest axis.
      let ox = hw - local.x.magnitude, oy = hh - local.y.magnitude
      return ox < oy
        ? Contact(normal: Vec2(local.x < 0 ? 1 : -1, 0), depth: ox + r)
        : Contact(normal: Vec2(0, local.y < 0 ? 1 : -1), depth: oy + r)
    }
    let d = closest - local
    let dist2 = d.lengthSquared
    guard dist2 < r * r else { return nil }
    let dist = dist2.squareRoot()
    return Contact(normal: d / dist, depth: r - dist)
  }
}
