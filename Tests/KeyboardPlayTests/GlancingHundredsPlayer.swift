import ArcadeCore
import Autoplay
import Hundreds

/// Taps like `HundredsPlayer`, the roomiest circle first and at most every 8 ticks, but without looking
/// ahead, as a player who judges by eye: it taps whenever the roomiest circle's rim is more than `room` px
/// from every other circle and block, and does not see what the next moments bring.
struct GlancingHundredsPlayer: Autoplayer {
  var room = 12.0
  private var nextTapTick = 0

  mutating func keys(_ run: KeyboardRun<HundredsGame>) -> Buttons {
    let game = run.game
    guard game.tick >= nextTapTick, !game.circles.contains(where: \.isPressed) else { return [] }
    let rooms = game.circles.indices.map { HundredsPlayer.room($0, in: game) }
    guard let k = rooms.indices.max(by: { rooms[$0] < rooms[$1] }), rooms[k] > room else { return [] }
    nextTapTick = game.tick + 8
    return .slot(k + 1)
  }
}
