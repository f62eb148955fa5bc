import ArcadeCore
import PuckCollector

extension PuckPlayer {
  /// The puck player's mouse hand, the way puck is meant to be played (a finger): the pointer travels at a hand's
  /// speed to a puck of a color with a pair left, rests a moment on it, presses, and drags it along a clear path
  /// onto the nearest puck of its color, then on to the next; with none of its color in reach it lets go. Drifting
  /// pucks are met where they will be (where each is heading can be seen), and the path is checked every tick
  /// and planned again when one of them would come too near. One input a tick, from the game's public state (a
  /// touch in world pixels, as the front end makes of the mouse). The level tests and the benchmark play with it.
  public struct Mouse {
    /// Hand speed, px per tick.
    public let speed: Double
    /// Ticks of looking before each grab.
    public let pause: Int
    /// Room kept beyond touching between the dragged puck and pucks of other colors, px.
    public let clearance: Double

    /// The puck to grab next, and the ticks rested on it so far.
    private var holder: Int?
    private var rested = 0
    /// The puck being dragged onto, and the corners of the path before it.
    private var target: Int?
    private var corners: [Vec2] = []

    public init(speed: Double = 4, pause: Int = 12, clearance: Double = 4) {
      (self.speed, self.pause, self.clearance) = (speed, pause, clearance)
    }

    /// The touch for the game's next tick.
    public mutating func input(for game: PuckGame) -> TickInput {
      guard game.status == .playing else { return .none }
      if let held = game.heldPuck { return drag(game, held: held) }
      return approach(game)
    }

    /// Moves the pointer to the chosen puck, rests on it, then presses on it when nothing of another color is near.
    private mutating func approach(_ game: PuckGame) -> TickInput {
      if let h = holder, !isWorthHolding(game.pucks[h], game) { holder = nil }
      if holder == nil {
        holder = choosePuck(game)
        rested = 0
      }
      guard let h = holder else { return .none }
      let spot = game.pucks[h].position
      if (spot - game.cursor).length > speed {
        return move(to: game.cursor + (spot - game.cursor) * (speed / (spot - game.cursor).length))
      }
      rested += 1
      guard rested > pause, PuckObstacles(game, color: game.pucks[h].color, clearance).allow([spot], speed: speed)
      else {
        return move(to: spot)
      }
      holder = nil
      target = nil
      return touch(.began, spot)
    }

    /// Drags the held puck along its path, planning a path when it has none or the old one is no longer clear.
    private mutating func drag(_ game: PuckGame, held: Int) -> TickInput {
      let here = game.pucks[held].position
      let obstacles = PuckObstacles(game, color: game.pucks[held].color, clearance)
      let onCourse = target.map {
        !game.pucks[$0].isCollected && obstacles.allow([here] + corners + [game.pucks[$0].position], speed: speed)
      }
      if onCourse != true, !plan(game, held: held, obstacles) {
        target = nil
        return touch(.ended, here)
      }
      while let c = corners.first, (c - here).length <= speed { corners.removeFirst() }
      let next = corners.first ?? game.pucks[target!].position
      let d = next - here
      return move(to: d.length <= speed ? next : here + d * (speed / d.length))
    }

    /// The nearest puck of the held one's color with a clear path to it, and that path's corners.
    private mutating func plan(_ game: PuckGame, held: Int, _ obstacles: PuckObstacles) -> Bool {
      let here = game.pucks[held].position, color = game.pucks[held].color
      let others = game.pucks.filter { !$0.isCollected && $0.id != held && $0.color == color }
        .sorted { ($0.position - here).lengthSquared < ($1.position - here).lengthSquared }
      for other in others {
        if let path = clearPath(from: here, to: other.position, obstacles) {
          (target, corners) = (other.id, Array(path.dropFirst().dropLast()))
          return true
        }
      }
      return false
    }

    /// Whether a puck is worth grabbing: loose, and its color has another loose puck.
    private func isWorthHolding(_ p: Puck, _ game: PuckGame) -> Bool {
      !p.isCollected && game.pucks.contains { !$0.isCollected && $0.color == p.color && $0.id != p.id }
    }

    /// The puck to grab: the one that makes the shortest trip (pointer to it, it to a puck of its color) along
    /// a clear straight drag; failing that, among the nearest few pairs, the first with a clear path.
    private func choosePuck(_ game: PuckGame) -> Int? {
      let loose = game.pucks.filter { isWorthHolding($0, game) }
      var pairs: [(holder: Puck, other: Puck, cost: Double)] = []
      for h in loose {
        for o in loose where o.color == h.color && o.id != h.id {
          pairs.append((h, o, (h.position - game.cursor).length + (o.position - h.position).length))
        }
      }
      pairs.sort { $0.cost < $1.cost }
      var obstacles: [Int: PuckObstacles] = [:]
      func avoiding(_ color: Int) -> PuckObstacles {
        if let known = obstacles[color] { return known }
        obstacles[color] = PuckObstacles(game, color: color, clearance)
        return obstacles[color]!
      }
      if let straight = pairs.first(where: {
        avoiding($0.holder.color).allow([$0.holder.position, $0.other.position], speed: speed)
      }) {
        return straight.holder.id
      }
      return pairs.prefix(8).first {
        clearPath(from: $0.holder.position, to: $0.other.position, avoiding($0.holder.color)) != nil
      }?.holder.id
    }

    /// The shortest clear path of axis-aligned legs (straight, one corner, or two through a row or column).
    private func clearPath(from a: Vec2, to b: Vec2, _ obstacles: PuckObstacles) -> [Vec2]? {
      let r = obstacles.radius
      var paths = [[a, b], [a, Vec2(b.x, a.y), b], [a, Vec2(a.x, b.y), b]]
      for y in stride(from: r + 2, through: 318 - r, by: 24) { paths.append([a, Vec2(a.x, y), Vec2(b.x, y), b]) }
      for x in stride(from: r + 2, through: 478 - r, by: 24) { paths.append([a, Vec2(x, a.y), Vec2(x, b.y), b]) }
      let lengths = paths.map { path in zip(path, path.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length } }
      return paths.indices.sorted { lengths[$0] < lengths[$1] }.lazy.map { paths[$0] }
        .first { obstacles.allow($0, speed: speed) }
    }

    private func move(to p: Vec2) -> TickInput { touch(.moved, p) }

    private func touch(_ phase: TouchPhase, _ p: Vec2) -> TickInput {
      TickInput(touch: Touch(phase, x: Int32(p.x.rounded()), y: Int32(p.y.rounded())))
    }
  }
}
