import ArcadeCore
import Hundreds

/// Plays hundreds (the default rule: +2 per press) with the number keys alone: it taps one circle's
/// key at a time (down for one tick), the roomiest circle first, when a copy of the run shows the tap
/// scoring and no loss for the next `lookahead` ticks, and waits `tapGap` ticks before the next. When no
/// tap is safe it looks again `retryTicks` later. Without a lookahead it plays by eye, as a person
/// does: it taps the roomiest circle whenever its rim is more than `roomByEye` px from every other circle
/// and block, not seeing what the next moments bring (the levels' difficulty is measured so).
public struct HundredsPlayer: Autoplayer {
  public var lookahead: Int? = 20
  public var retryTicks = 2
  public var roomByEye = 12.0
  /// Ticks from one tap to the next at the quickest: the default lets a tap's press end first; more plays calmly.
  public var tapGap = 8
  private var nextTapTick = 0

  public init() {}

  /// A player who judges by eye: no lookahead.
  public static var byEye: HundredsPlayer {
    var player = HundredsPlayer()
    player.lookahead = nil
    return player
  }

  /// How far a circle's rim is from the nearest other circle's rim or block.
  public static func room(_ k: Int, in game: HundredsGame) -> Double {
    let circles = game.circles
    let c = circles[k]
    let toCircles = circles.indices.filter { $0 != k }.map {
      (circles[$0].position - c.position).length - circles[$0].radius - c.radius
    }
    let toBlocks = game.obstacles.map { b in
      let d = c.position - b.position
      return Vec2(max(abs(d.x) - b.halfSize, 0), max(abs(d.y) - b.halfSize, 0)).length - c.radius
    }
    return (toCircles + toBlocks).min() ?? .infinity
  }

  /// The keys for the next tick of a run whose board `board` shows (nil while there is none to play,
  /// e.g. while an arcade run's card shows).
  public mutating func keys<S: Simulation>(_ run: KeyboardRun<S>, board: (S) -> HundredsGame?) -> Buttons {
    guard run.game.tick >= nextTapTick, let game = board(run.game), !game.circles.contains(where: \.isPressed)
    else { return [] }
    guard let lookahead else {
      let rooms = game.circles.indices.map { Self.room($0, in: game) }
      guard let k = rooms.indices.max(by: { rooms[$0] < rooms[$1] }), rooms[k] > roomByEye else { return [] }
      nextTapTick = game.tick + tapGap
      return .slot(k + 1)
    }
    let roomiest = game.circles.indices.filter { $0 < 9 }.sorted { Self.room($0, in: game) > Self.room($1, in: game) }
    for k in roomiest {
      var trial = run
      trial.tap(.slot(k + 1), then: lookahead)
      if trial.game.status != .lost && trial.game.score > run.game.score {
        nextTapTick = run.game.tick + tapGap
        return .slot(k + 1)
      }
    }
    nextTapTick = run.game.tick + retryTicks
    return []
  }

  public mutating func keys(_ run: KeyboardRun<HundredsGame>) -> Buttons { keys(run) { $0 } }
}
