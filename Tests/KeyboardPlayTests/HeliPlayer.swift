import ArcadeCore
import Helicopter

/// Flies the helicopter by taps alone: each tick it may tap the action key (down for one tick, at most
/// one tap every `tapGap` ticks, six a second, so taps never merge into a hold); it aims for the middle of the roomier gap beside the next block and,
/// like a player who sees the cave ahead, tries tapping and not tapping on copies of the run, keeping
/// the choice that flies longer over the next `horizon` ticks.
struct HeliPlayer {
  var tapGap = 10
  var horizon = 90
  private var sinceTap = Int.max / 2

  /// The centre height to aim for: the middle of the cave, or of the roomier gap beside the next block.
  static func target(_ game: HeliGame) -> Double {
    let heli = game.flight.box
    let cruise = (Stage.ceiling.maxY + Stage.floor.y) / 2
    let reach = heli.maxX + game.field.speed * 1.1
    guard let next = game.blocks.first(where: { $0.box.maxX > heli.x - 4 && $0.x < reach }) else { return cruise }
    let gaps = [(Stage.ceiling.maxY, next.box.y), (next.box.maxY, Stage.floor.y)]
    let (top, bottom) = gaps.max { $0.1 - $0.0 < $1.1 - $1.0 }!
    return (top + bottom) / 2
  }

  /// A tap when the helicopter, a moment ahead, would be below its target.
  static func wantsTap(_ game: HeliGame) -> Bool {
    let heli = game.flight.box
    return heli.y + heli.height / 2 + game.flight.velocity.y * 0.2 > target(game)
  }

  /// Ticks the run survives (up to `ticks`) with taps by `wantsTap`, the first decision being `first`.
  private func rollout(_ run: KeyboardRun<HeliGame>, first: Bool, ticks: Int) -> Int {
    var run = run
    var since = sinceTap
    for t in 0..<ticks {
      let tap = since >= tapGap && (t == 0 ? first : Self.wantsTap(run.game))
      since = tap ? 0 : since + 1
      run.step(holding: tap ? .action : [])
      if run.game.status != .playing { return t }
    }
    return ticks
  }

  mutating func keys(_ run: KeyboardRun<HeliGame>) -> Buttons {
    sinceTap += 1
    guard sinceTap >= tapGap else { return [] }
    let preferred = Self.wantsTap(run.game)
    let tap =
      rollout(run, first: preferred, ticks: horizon) >= rollout(run, first: !preferred, ticks: horizon)
      ? preferred : !preferred
    if tap { sinceTap = 0 }
    return tap ? .action : []
  }
}
