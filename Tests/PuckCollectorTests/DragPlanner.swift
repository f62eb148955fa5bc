import ArcadeCore
import PuckCollector

/// Finds drag paths for scripted runs: a grid search over the stage that keeps the dragged puck's
/// center well clear of pucks it must not touch, then straightened into a few line segments.
struct DragPlanner {
  let radius: Double
  /// Distance kept beyond touching (2r), so rounding touch points to whole pixels never grazes.
  var clearance = 4.0
  var gridStep = 4.0
  let width = 480.0, height = 320.0

  func isFree(_ p: Vec2, avoiding obstacles: [Vec2]) -> Bool {
    guard p.x >= radius, p.x <= width - radius, p.y >= radius, p.y <= height - radius else { return false }
    let keep = 2 * radius + clearance
    return obstacles.allSatisfy { ($0 - p).lengthSquared >= keep * keep }
  }

  func lineIsFree(_ a: Vec2, _ b: Vec2, avoiding obstacles: [Vec2]) -> Bool {
    let samples = max(1, Int((b - a).length.rounded(.up)))
    return (0...samples).allSatisfy { isFree(a + (b - a) * (Double($0) / Double(samples)), avoiding: obstacles) }
  }

  /// A polyline from `start` to a point within `reach` of `target`, or nil when boxed in.
  func path(from start: Vec2, toWithin reach: Double, of target: Vec2, avoiding obstacles: [Vec2]) -> [Vec2]? {
    let cols = Int(width / gridStep) + 1, rows = Int(height / gridStep) + 1
    func point(_ i: Int) -> Vec2 { Vec2(Double(i % cols) * gridStep, Double(i / cols) * gridStep) }
    func near(_ p: Vec2) -> Bool { (p - target).lengthSquared < reach * reach }
    var free = [Bool](repeating: false, count: cols * rows)
    for i in free.indices { free[i] = isFree(point(i), avoiding: obstacles) }
    let first = free.indices.filter { free[$0] && (point($0) - start).lengthSquared <= 4 * gridStep * gridStep }
      .sorted { (point($0) - start).lengthSquared < (point($1) - start).lengthSquared }
      .first { lineIsFree(start, point($0), avoiding: obstacles) }
    guard let first else { return nil }
    var previous = [Int](repeating: -2, count: cols * rows)
    previous[first] = -1
    var queue = [first], head = 0
    var found: Int?
    while head < queue.count {
      let i = queue[head]
      head += 1
      if near(point(i)) { found = i; break }
      let (c, r) = (i % cols, i / cols)
      for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
        let (nc, nr) = (c + dc, r + dr)
        guard nc >= 0, nc < cols, nr >= 0, nr < rows else { continue }
        let n = nr * cols + nc
        guard previous[n] == -2, free[n] else { continue }
        previous[n] = i
        queue.append(n)
      }
    }
    guard var i = found else { return nil }
    var nodes: [Vec2] = []
    while i >= 0 {
      nodes.append(point(i))
      i = previous[i]
    }
    return straightened([start] + nodes.reversed(), avoiding: obstacles)
  }

  /// Keeps only the corners needed to stay clear (string pulling).
  func straightened(_ points: [Vec2], avoiding obstacles: [Vec2]) -> [Vec2] {
    var result = [points[0]]
    var anchor = 0
    while anchor < points.count - 1 {
      var next = anchor + 1
      while next + 1 < points.count && lineIsFree(points[anchor], points[next + 1], avoiding: obstacles) { next += 1 }
      result.append(points[next])
      anchor = next
    }
    return result
  }
}

/// Touch points every `speed` px along a polyline (whole pixels, as a terminal mouse reports).
func touchPoints(along path: [Vec2], speed: Double) -> [(Int32, Int32)] {
  var out: [(Int32, Int32)] = []
  for (a, b) in zip(path, path.dropFirst()) {
    let steps = max(1, Int(((b - a).length / speed).rounded(.up)))
    for k in 1...steps {
      let p = a + (b - a) * (Double(k) / Double(steps))
      out.append((Int32(p.x.rounded()), Int32(p.y.rounded())))
    }
  }
  return out
}
