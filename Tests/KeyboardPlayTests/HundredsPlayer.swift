import ArcadeCore
import Hundreds

/// Plays hundreds (the default rule: +2 per press) with the number keys alone: it taps one circle's
/// key at a time (down for one tick), the roomiest circle first, when a copy of the run shows the tap
/// scoring and no loss for the next `lookahead` ticks, and waits until that tap's press is over.
struct HundredsPlayer {
  var lookahead = 20
  private var nextTapTick = 0

  /// How far a circle's rim is from the nearest other circle's rim.
  static func room(_ k: Int, in circles: [HundredsCircle]) -> Double {
    circles.indices.filter { $0 != k }.map {
      (circles[$0].position - circles[k].position).length - circles[$0].radius - circles[k].radius
    }.min() ?? .infinity
  }

  mutating func keys(_ run: KeyboardRun<HundredsGame>) -> Buttons {
    let game = run.game
    guard game.tick >= nextTapTick, !game.circles.contains(where: \.isPressed) else { return [] }
    let circles = game.circles
    let roomiest = circles.indices.filter { $0 < 9 }.sorted { Self.room($0, in: circles) > Self.room($1, in: circles) }
    for k in roomiest {
      var trial = run
      trial.tap(.slot(k + 1), then: lookahead)
      if trial.game.status != .lost && trial.game.score > game.score {
        nextTapTick = game.tick + 8
        return .slot(k + 1)
      }
    }
    return []
  }
}
