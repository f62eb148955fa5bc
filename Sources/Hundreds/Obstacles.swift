import ArcadeCore

/// The obstacles of a level that has them (`--obstacles`): square blocks, one to a row across the stage,
/// that start in the middle column and either stay there or slide along their row between two rails,
/// bouncing back at each. Circles bounce off them; a pressed circle that touches one loses.
///
/// They keep wide gaps to the walls and to each other, and circles grow no wider than the narrowest gap
/// (`largestRadius`), so a circle is never wedged between two immovable bodies (no body ends a step inside
/// another: `PhysicsWorld.separate`). A block is a fixed body that the game moves before each step, so a
/// circle bounces off it as off a wall, at the speed it came: a kinematic body would hand each circle it
/// meets head-on twice its own speed, and a circle caught between a block and a wall would be pumped to
/// thousands of px/s.
enum Obstacles {
  /// Half the side of a block, px: its center cell is always wholly inside it, so the mark drawn there is too.
  static let halfSize = 18.0
  /// How close a sliding block comes to a side wall, px.
  static let sideGap = 90.0
  /// The centers a sliding block moves between.
  static let leftRail = sideGap + halfSize
  static let rightRail = Stage.width - sideGap - halfSize

  /// The rows' heights: spread evenly down the stage.
  static func rows(count: Int) -> [Double] {
    (0..<count).map { Stage.height * Double($0 + 1) / Double(count + 1) }
  }

  /// Where each block starts and how it moves: from the middle column, the first row's block to the
  /// right, the next to the left, and so on.
  static func starts(count: Int, speed: Double) -> [(position: Vec2, velocity: Vec2)] {
    rows(count: count).enumerated().map { k, y in
      (Vec2(Stage.width / 2, y), Vec2(k % 2 == 0 ? speed : -speed, 0))
    }
  }

  /// A sliding block's velocity for the next tick: turned back when the tick would take its center past a rail.
  static func velocity(at position: Vec2, moving velocity: Vec2) -> Vec2 {
    let next = position.x + velocity.x * Ticks.dt
    return next > rightRail || next < leftRail ? -velocity : velocity
  }

  /// A block's center at each of the first `StartPositions.clearTicks` ticks, as `slideObstacles` will move it.
  static func path(from start: Vec2, velocity: Vec2) -> [Vec2] {
    var (p, v) = (start, velocity)
    var path = [p]
    path.reserveCapacity(StartPositions.clearTicks + 1)
    for _ in 0..<StartPositions.clearTicks {
      v = Self.velocity(at: p, moving: v)
      p += v * Ticks.dt
      path.append(p)
    }
    return path
  }

  /// The narrowest gap between two immovable bodies (a block and a wall, or two blocks), wherever the
  /// blocks are; nil without blocks.
  static func narrowestGap(count: Int, sliding: Bool) -> Double? {
    let rows = rows(count: count)
    guard let first = rows.first else { return nil }
    var gap = min(first - halfSize, sliding ? sideGap : Stage.width / 2 - halfSize)
    for (a, b) in zip(rows, rows.dropFirst()) { gap = min(gap, b - a - 2 * halfSize) }
    return gap
  }

  /// How wide a circle may grow, px: less than half the narrowest gap, so it always fits through it; the
  /// stage's own limit without blocks.
  static func largestRadius(count: Int, sliding: Bool) -> Double {
    guard let gap = narrowestGap(count: count, sliding: sliding) else { return Stage.maxRadius }
    return min(Stage.maxRadius, gap / 2 - 1)
  }

  /// How far a point is from a block centered at `center`, px (0 inside it).
  static func distance(from point: Vec2, toBlockAt center: Vec2) -> Double {
    let d = point - center
    let outside = Vec2(max(abs(d.x) - halfSize, 0), max(abs(d.y) - halfSize, 0))
    return outside.length
  }
}

/// One block as seen from outside the game (tests, drawing): a read-only snapshot.
public struct HundredsObstacle: Sendable, Equatable {
  public let position: Vec2
  public let velocity: Vec2
  /// Half its side, px.
  public let halfSize: Double
}

extension HundredsGame {
  /// Sliding blocks move one tick along their rows, turning back at their rails, before the world steps.
  mutating func slideObstacles() {
    guard settings.obstacleSpeed > 0 else { return }
    for (k, id) in obstacleBodies.enumerated() {
      let position = world.position(of: id)
      obstacleVelocities[k] = Obstacles.velocity(at: position, moving: obstacleVelocities[k])
      world.setPosition(position + obstacleVelocities[k] * Ticks.dt, of: id)
    }
  }
}
