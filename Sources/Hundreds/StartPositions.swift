import ArcadeCore

/// Where the circles start: random whole-pixel points fully inside the stage, far enough apart that no
/// two touch in the first seconds of play (Docs/games.md "Fairness": no press is lost before it could be seen
/// coming).
enum StartPositions {
  /// How long the circles are kept apart, in ticks (2 s), and by how much more than touching, px: enough
  /// for the physics' bounces to differ a little from the ideal ones predicted here.
  static let clearTicks = 120
  static let margin = 8.0
  /// How long a circle is kept clear of the blocks, in ticks (0.5 s): a block's row is crossed by most paths
  /// within 2 s, and a bounce off a block loses nothing.
  static let blockClearTicks = 30
  /// Draws per circle before this layout is given up and a new one begun; layouts before the grid is used.
  static let attemptsPerCircle = 200
  static let layoutAttempts = 20

  /// The tutorial's `r + floor(random · (size − 2r))` on each axis; a draw whose path comes within
  /// `margin` of an earlier circle's path in the first `clearTicks` is drawn again. All circles start with
  /// the same velocity, so they move in step until a wall turns one: each path is followed with ideal
  /// bounces. With blocks (`blocks`: their centers, tick by tick) a path is followed only until it comes
  /// within `margin` of one, where a bounce off it would turn it, and a draw is drawn again when that is
  /// sooner than `blockClearTicks`. Should the stage be too crowded, a fixed layout is used instead.
  static func make(
    count: Int, radius: Double, velocity: Vec2, clearOf blocks: [[Vec2]] = [], rng: inout Xoshiro256StarStar
  ) -> [Vec2] {
    let r = Int(radius)
    let apart = 2 * radius + margin
    for _ in 0..<layoutAttempts {
      var paths: [[Vec2]] = []
      while paths.count < count {
        var found: [Vec2]?
        for _ in 0..<attemptsPerCircle {
          let x = Double(r + rng.int(in: 0...(Int(Stage.width) - 2 * r - 1)))
          let y = Double(r + rng.int(in: 0...(Int(Stage.height) - 2 * r - 1)))
          var candidate = path(from: Vec2(x, y), velocity: velocity, radius: radius)
          candidate.removeSubrange(firstTickNear(blocks, of: candidate, within: radius + margin)...)
          if candidate.count > blockClearTicks, paths.allSatisfy({ staysApart($0, candidate, by: apart) }) {
            found = candidate
            break
          }
        }
        guard let path = found else { break }
        paths.append(path)
      }
      if paths.count == count { return paths.map { $0[0] } }
    }
    return blocks.isEmpty ? grid(count: count) : sides(count: count)
  }

  /// A free circle's center at each of the first `clearTicks` ticks, bouncing off the walls like a mirror.
  static func path(from start: Vec2, velocity: Vec2, radius: Double) -> [Vec2] {
    var (p, v) = (start, velocity * Ticks.dt)
    let (low, high) = (Vec2(radius, radius), Vec2(Stage.width - radius, Stage.height - radius))
    var path = [p]
    path.reserveCapacity(clearTicks + 1)
    for _ in 0..<clearTicks {
      p = p + v
      if p.x > high.x { (p.x, v.x) = (2 * high.x - p.x, -v.x) }
      if p.x < low.x { (p.x, v.x) = (2 * low.x - p.x, -v.x) }
      if p.y > high.y { (p.y, v.y) = (2 * high.y - p.y, -v.y) }
      if p.y < low.y { (p.y, v.y) = (2 * low.y - p.y, -v.y) }
      path.append(p)
    }
    return path
  }

  /// True when two paths' centers are more than `distance` apart at every tick.
  static func staysApart(_ a: [Vec2], _ b: [Vec2], by distance: Double) -> Bool {
    // An index loop: this runs for each draw against each earlier path, and zip is slow in debug builds.
    let limit = distance * distance
    for i in 0..<min(a.count, b.count) where !((a[i] - b[i]).lengthSquared > limit) { return false }
    return true
  }

  /// The first tick at which a circle's path comes within `distance` of a block's path; the path's length
  /// when it never does.
  static func firstTickNear(_ blocks: [[Vec2]], of circle: [Vec2], within distance: Double) -> Int {
    guard !blocks.isEmpty else { return circle.count }
    // Index loops, as in `staysApart`: this runs for each draw, and nested iterators are slow in debug builds.
    for i in 0..<circle.count {
      for k in 0..<blocks.count
      where i < blocks[k].count && !(Obstacles.distance(from: circle[i], toBlockAt: blocks[k][i]) > distance) {
        return i
      }
    }
    return circle.count
  }

  /// With blocks, which fill the middle column: two columns of five places beside the blocks' rails, row by row.
  static func sides(count: Int) -> [Vec2] {
    (0..<count).map { k in
      let x: Double = k % 2 == 0 ? 45 : Stage.width - 45
      return Vec2(x, Stage.height / 10 * Double(2 * (k / 2) + 1))
    }
  }

  /// Centers of a 3x3 grid of cells, row by row: room for 9 circles of radius up to 53 px.
  static func grid(count: Int) -> [Vec2] {
    (0..<count).map { k in
      let column = Double(2 * (k % 3) + 1), row = Double(2 * (k / 3) + 1)
      return Vec2(Stage.width / 6 * column, Stage.height / 6 * row)
    }
  }
}
