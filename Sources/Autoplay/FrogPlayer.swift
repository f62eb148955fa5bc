import ArcadeCore
import FrogCrossing

/// Crosses the roads with the arrow keys alone: every `spacing` ticks it taps one key (down for one tick) or waits,
/// trying its moves in order of preference (towards the nearest empty bay's column, up, wait, sideways, down) and
/// taking the first after which a copy of the run can still go on safely for `depth` more decisions (or, cornered, for
/// the most it can). With `lateness` it plays as a person does, seeing the traffic only that moment ahead and pressing
/// a little late: each hop lands up to that many ticks after the tick it was chosen for, unforeseen, so dense and fast
/// traffic catches it (the levels' difficulty is measured so). With `plansRoutes` it instead plans each frog's whole
/// way to a bay (`FrogRoutePlanner`) and taps it out, planning again when a frog is lost or none gets through: the
/// player that shows every level can be won.
public struct FrogPlayer: Autoplayer, Sendable {
  public var spacing = 8
  public var depth = 3
  public var plansRoutes = false
  /// The most ticks a hop lands late (0: on time).
  public var lateness = 0
  /// Where the lateness comes from: the player's own seeded stream, never the game's.
  public var rng = Xoshiro256StarStar(seed: 1)
  private var pending: (move: Buttons, tick: Int)?
  /// The keys of the planned route still to tap, one per tick, and the frogs left when it was planned.
  private var route: (keys: ArraySlice<Buttons>, lives: Int) = ([], 0)

  public init(spacing: Int = 8, depth: Int = 3, lateness: Int = 0, seed: UInt64 = 1) {
    (self.spacing, self.depth, self.lateness, self.rng) = (spacing, depth, lateness, Xoshiro256StarStar(seed: seed))
  }

  /// A player that plans each frog's route, hopping at most every `spacing` ticks.
  public static func routePlanning(spacing: Int) -> FrogPlayer {
    var player = FrogPlayer(spacing: spacing)
    player.plansRoutes = true
    return player
  }

  /// The next key of the route, planned anew when it is done or a frog was lost on it (`spacing` ticks of
  /// waiting when no safe route exists now).
  private mutating func nextOnRoute(_ game: FrogGame) -> Buttons {
    if route.keys.isEmpty || route.lives != game.lives {
      let planner = FrogRoutePlanner(spacing: spacing)
      let planned = planner.plan(game, to: FrogRoutePlanner.bayCells(game))?.map(\.pressed)
      route = (ArraySlice(planned ?? Array(repeating: [], count: spacing)), game.lives)
    }
    return route.keys.popFirst() ?? []
  }

  public static func moves(_ game: FrogGame) -> [Buttons] {
    let goal = game.bays.filter { !$0.filled }.map(\.frogColumnX).min { abs($0 - game.frogX) < abs($1 - game.frogX) }
    let toward: Buttons = goal.map { $0 < game.frogX ? .left : $0 > game.frogX ? .right : [] } ?? []
    let away: Buttons = toward == .left ? .right : .left
    let ordered: [Buttons] = toward.isEmpty ? [.up, [], .left, .right, .down] : [toward, .up, [], away, .down]
    return ordered
  }

  /// Whether the run, with the frog's `lives`, can go on for `depth` more decisions without losing one; a
  /// board no longer shown (an arcade run's card after the level is won) is safe.
  private func safe<S: Simulation>(_ run: KeyboardRun<S>, board: (S) -> FrogGame?, lives: Int, depth: Int) -> Bool {
    guard let game = board(run.game), game.status != .won else { return true }
    if game.status != .playing || game.lives < lives { return false }
    guard depth > 0 else { return true }
    return Self.moves(game).contains { move in
      var next = run
      next.tap(move, then: spacing - 1)
      return safe(next, board: board, lives: lives, depth: depth - 1)
    }
  }

  /// The first of its moves after which the run can go on safely for `depth` decisions; failing that, for
  /// one decision fewer, and so on (a frog cornered in traffic takes the move that keeps it longest); else none.
  private func choose<S: Simulation>(_ run: KeyboardRun<S>, board: (S) -> FrogGame?, _ game: FrogGame) -> Buttons {
    for depth in stride(from: depth, through: 1, by: -1) {
      for move in Self.moves(game) {
        var next = run
        next.tap(move, then: spacing - 1)
        if safe(next, board: board, lives: game.lives, depth: depth - 1) { return move }
      }
    }
    return []
  }

  /// The keys for the next tick of a run whose board `board` shows (nil while there is none to play, e.g.
  /// while an arcade run's card shows).
  public mutating func keys<S: Simulation>(_ run: KeyboardRun<S>, board: (S) -> FrogGame?) -> Buttons {
    guard let game = board(run.game), game.status == .playing else {
      (pending, route.keys) = (nil, [])
      return []
    }
    if plansRoutes { return nextOnRoute(game) }
    if let late = pending, late.tick <= game.tick {
      pending = nil
      return late.move
    }
    guard game.tick % spacing == 0 else { return [] }
    let move = choose(run, board: board, game)
    let late = lateness > 0 ? rng.int(in: 0...lateness) : 0
    guard late > 0, !move.isEmpty else { return move }
    pending = (move, game.tick + late)
    return []
  }

  public mutating func keys(_ run: KeyboardRun<FrogGame>) -> Buttons { keys(run) { $0 } }
}
