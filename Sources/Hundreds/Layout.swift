import ArcadeCore

/// Where the circles start: random whole-pixel points fully inside the stage, no two overlapping.
enum Layout {
  /// Draws per circle before giving up on random placement.
  static let attemptsPerCircle = 1000

  /// The tutorial's `r + floor(random · (size − 2r))` on each axis; a draw that overlaps an earlier
  /// circle is drawn again. Should the stage be too crowded, a fixed 3x3 grid is used instead.
  static func startPositions(count: Int, radius: Double, rng: inout Xoshiro256StarStar) -> [Vec2] {
    let r = Int(radius)
    var placed: [Vec2] = []
    while placed.count < count {
      var found: Vec2?
      for _ in 0..<attemptsPerCircle {
        let x = Double(r + rng.int(in: 0...(Int(Stage.width) - 2 * r - 1)))
        let y = Double(r + rng.int(in: 0...(Int(Stage.height) - 2 * r - 1)))
        let p = Vec2(x, y)
        if placed.allSatisfy({ ($0 - p).lengthSquared > 4 * radius * radius }) {
          found = p
          break
        }
      }
      guard let p = found else { return grid(count: count) }
      placed.append(p)
    }
    return placed
  }

  /// Centres of a 3x3 grid of cells, row by row: room for 9 circles of radius up to 53 px.
  static func grid(count: Int) -> [Vec2] {
    (0..<count).map { k in
      let column = Double(2 * (k % 3) + 1), row = Double(2 * (k / 3) + 1)
      return Vec2(Stage.width / 6 * column, Stage.height / 6 * row)
    }
  }
}
