import ArcadeCore
import FrogCrossing

/// A player who sees the traffic only a moment ahead and presses a little late, as a person does: every
/// `spacing` ticks it hops or waits, taking the first move in its order of preference (towards the nearest
/// empty bay's column, up, wait, away, down) after which the frog can stay clear of the cars for `depth`
/// decisions in all (0.4 s by default). It never hops into a car it can see coming, but it can hop into a lane
/// it cannot leave in time, or land late in front of a car: denser and faster traffic catches it more often,
/// which is what its share of a level's bays filled measures.
struct ShortSightedPlayer {
  var spacing = 8
  var depth = 3
  /// Each hop lands up to this many ticks after the tick it was chosen for, unforeseen by the player.
  var lateness = 3
  /// Where the lateness comes from: the player's own seeded stream, never the game's.
  var rng = Xoshiro256StarStar(seed: 1)
  private var pending: (button: Buttons, tick: Int)?

  init(spacing: Int = 8, depth: Int = 3, lateness: Int = 3, rng: Xoshiro256StarStar = Xoshiro256StarStar(seed: 1)) {
    (self.spacing, self.depth, self.lateness, self.rng) = (spacing, depth, lateness, rng)
  }

  typealias Cell = RoadForecast.Cell
  private static let moves: [(Buttons, dx: Int, dy: Int)] = [
    (.up, 0, -Stage.hop), (.left, -Stage.hop, 0), (.right, Stage.hop, 0), ([], 0, 0), (.down, 0, Stage.hop),
  ]

  /// The buttons to press on the next tick of `game`.
  mutating func keys(_ game: FrogGame) -> Buttons {
    if let p = pending, p.tick <= game.tick {
      pending = nil
      return p.button
    }
    guard game.status == .playing, game.tick % spacing == 0 else { return [] }
    let button = choose(game)
    let late = lateness > 0 ? rng.int(in: 0...lateness) : 0
    guard late > 0, !button.isEmpty else { return button }
    pending = (button, game.tick + late)
    return []
  }

  /// The move for the next tick, as if it lands then.
  private func choose(_ game: FrogGame) -> Buttons {
    let road = RoadForecast(game, ticks: spacing * depth)
    let bays = RoadForecast.bayCells(game)
    let here = Cell(x: game.frogX, y: game.frogY)
    for (button, dx, dy) in preferred(from: here, to: bays) {
      let to = Cell(x: here.x + dx, y: here.y + dy)
      if bays.contains(to) && !button.isEmpty { return button }
      if clear(to, from: 0, depth: depth, road, bays) { return button }
    }
    return []
  }

  /// The frog on `cell` for the `spacing` ticks after `tick` is never touched, and can go on so for
  /// `depth - 1` more decisions (or reaches a bay).
  private func clear(_ cell: Cell, from tick: Int, depth: Int, _ road: RoadForecast, _ bays: [Cell]) -> Bool {
    guard road.isOpen(cell), (1...spacing).allSatisfy({ road.isSafe(cell, at: tick + $0) }) else { return false }
    guard depth > 1 else { return true }
    return Self.moves.contains { button, dx, dy in
      let to = Cell(x: cell.x + dx, y: cell.y + dy)
      return (bays.contains(to) && !button.isEmpty) || clear(to, from: tick + spacing, depth: depth - 1, road, bays)
    }
  }

  private func preferred(from cell: Cell, to bays: [Cell]) -> [(Buttons, dx: Int, dy: Int)] {
    let goal = bays.min { abs($0.x - cell.x) < abs($1.x - cell.x) }?.x ?? cell.x
    let (up, left, right, wait, down) = (Self.moves[0], Self.moves[1], Self.moves[2], Self.moves[3], Self.moves[4])
    if goal < cell.x { return [left, up, wait, right, down] }
    if goal > cell.x { return [right, up, wait, left, down] }
    return [up, wait, left, right, down]
  }
}

extension FrogGame {
  /// Plays this game with `player` until it ends (or `maxTicks` pass).
  mutating func play(_ player: ShortSightedPlayer, maxTicks: Int = 60 * 600) {
    var player = player
    while status == .playing && tick < maxTicks { step(TickInput(pressed: player.keys(self))) }
  }
}
