import ArcadeCore
import FrogCrossing

/// Crosses the roads with the arrow keys alone: every `spacing` ticks it taps one key (down for one
/// tick) or waits, trying its moves in order of preference (towards the nearest empty bay's column,
/// up, wait, sideways, down) and taking the first after which a copy of the run can still go on
/// safely for `depth` more decisions.
public struct FrogPlayer: Autoplayer {
  public var spacing = 8
  public var depth = 3

  public init() {}

  public static func moves(_ game: FrogGame) -> [Buttons] {
    let goal = game.bays.filter { !$0.filled }.map(\.frogColumnX).min { abs($0 - game.frogX) < abs($1 - game.frogX) }
    let toward: Buttons = goal.map { $0 < game.frogX ? .left : $0 > game.frogX ? .right : [] } ?? []
    let away: Buttons = toward == .left ? .right : .left
    let ordered: [Buttons] = toward.isEmpty ? [.up, [], .left, .right, .down] : [toward, .up, [], away, .down]
    return ordered
  }

  private func safe(_ run: KeyboardRun<FrogGame>, lives: Int, depth: Int) -> Bool {
    if run.game.status == .won { return true }
    if run.game.status != .playing || run.game.lives < lives { return false }
    guard depth > 0 else { return true }
    return Self.moves(run.game).contains { move in
      var next = run
      next.tap(move, then: spacing - 1)
      return safe(next, lives: lives, depth: depth - 1)
    }
  }

  public mutating func keys(_ run: KeyboardRun<FrogGame>) -> Buttons {
    guard run.game.tick % spacing == 0 else { return [] }
    for move in Self.moves(run.game) {
      var next = run
      next.tap(move, then: spacing - 1)
      if safe(next, lives: run.game.lives, depth: depth - 1) { return move }
    }
    return []
  }
}
