/// How two shapes overlap: the unit normal from the first body towards the second, and the depth.
struct Contact {
  var normal: Vec2
  var depth: Double
}

/// Read-only views of the shape caches, for the narrowphase's inner loop.
struct ShapeTable {
  let flags: UnsafeBufferPointer<BodyFlags>
  let radii: UnsafeBufferPointer<Double>
  let halfWidths: UnsafeBufferPointer<Double>
  let halfHeights: UnsafeBufferPointer<Double>

  /// The contact between bodies `i` and `j` at positions `pa` and `pb`, or nil if they are apart.
  @inline(__always) func contact(_ i: Int, _ pa: Vec2, _ j: Int, _ pb: Vec2) -> Contact? {
    switch (flags[i].isCircle, flags[j].isCircle) {
    case (true, true):
      let d = pb - pa
      let r = radii[i] + radii[j]
      let dist2 = d.lengthSquared
      guard dist2 < r * r else { return nil }
      let dist = dist2.squareRoot()
      return dist > 0 ? Contact(normal: d / dist, depth: r - dist) : Contact(normal: Vec2(1, 0), depth: r)
    case (true, false):
      return Self.circleBox(center: pa, radius: radii[i], box: pb, hw: halfWidths[j], hh: halfHeights[j])
    case (false, true):
      guard let c = Self.circleBox(center: pb, radius: radii[j], box: pa, hw: halfWidths[i], hh: halfHeights[i])
      else { return nil }
      return Contact(normal: -c.normal, depth: c.depth)
    case (false, false):
      let d = pb - pa
      let ox = halfWidths[i] + halfWidths[j] - abs(d.x)
      let oy = halfHeights[i] + halfHeights[j] - abs(d.y)
      guard ox > 0, oy > 0 else { return nil }
      return ox < oy
        ? Contact(normal: Vec2(d.x < 0 ? -1 : 1, 0), depth: ox) : Contact(normal: Vec2(0, d.y < 0 ? -1 : 1), depth: oy)
    }
  }

  /// Circle against box; the normal points from the circle towards the box.
  @inline(__always) static func circleBox(center c: Vec2, radius r: Double, box b: Vec2, hw: Double, hh: Double)
    -> Contact?
  {
    let local = c - b
    let closest = Vec2(min(max(local.x, -hw), hw), min(max(local.y, -hh), hh))
    if closest == local {
      // Centre inside the box: push out along the shallowest axis.
      let ox = hw - abs(local.x), oy = hh - abs(local.y)
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
