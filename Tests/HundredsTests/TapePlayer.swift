import ArcadeCore
import Hundreds

/// Plays a game by script while recording its tape; holds a circle only when a look-ahead on a
/// copy of the game shows the hold ends without a loss (or on purpose, to lose).
struct TapePlayer {
  var recorder: TapeRecorder<HundredsGame>
  var game: HundredsGame { recorder.game }
  var presses = 0

  init(seed: UInt64, _ changes: [(String, String)] = []) {
    let values = try! HundredsGame.info.parameters.values(from: changes.map { (name: $0.0, value: $0.1) })
    recorder = TapeRecorder(parameters: values, seed: seed)
  }

  var tape: Tape { recorder.finishedTape }
  var isPlaying: Bool { game.status == .playing }

  mutating func play(_ inputs: [TickInput]) {
    for input in inputs { recorder.step(input) }
  }

  mutating func idle(_ ticks: Int) { play(Array(repeating: .none, count: ticks)) }

  /// Holds the first circle, from `key` on in key order, for which the hold is safe; else waits a tick.
  /// `byTouch` uses the mouse instead of the number key.
  mutating func safeHold(from key: Int, ticks: Int, byTouch: Bool = false) {
    let n = game.circles.count
    for offset in 0..<n {
      let k = (key - 1 + offset) % n + 1
      let inputs = byTouch ? game.touchHold(k, ticks: ticks) : HundredsGame.keyHold(k, ticks: ticks)
      if game.survives(inputs) {
        play(inputs)
        presses += 1
        return
      }
    }
    idle(1)
  }

  /// Steers the keyboard cursor onto circle `key` (one arrow press per tick, at most 40), then, if
  /// safe, holds space for `ticks` ticks.
  mutating func cursorHold(_ key: Int, ticks: Int) {
    for _ in 0..<40 {
      let d = game.circles[key - 1].position - game.cursor
      guard d.length > 11 else { break }
      var b: Buttons = []
      if d.x > 11 { b.insert(.right) } else if d.x < -11 { b.insert(.left) }
      if d.y > 11 { b.insert(.down) } else if d.y < -11 { b.insert(.up) }
      play([TickInput(pressed: b)])
    }
    let hold =
      [TickInput(pressed: .action, held: .action)] + Array(repeating: TickInput(held: .action), count: ticks - 1)
      + [TickInput.none]
    let target = game.circles[key - 1]
    guard (target.position - game.cursor).length < target.radius - 3, game.survives(hold) else { return idle(1) }
    play(hold)
    presses += 1
  }

  /// Holds circle `key` until it touches another circle (or `limit` ticks pass), then lets the
  /// closing animation run.
  mutating func holdUntilLost(_ key: Int, limit: Int) {
    let slot = Buttons.slot(key)
    play([TickInput(pressed: slot, held: slot)])
    var held = 1
    while isPlaying, held < limit {
      play([TickInput(held: slot)])
      held += 1
    }
    idle(HundredsGame.lossAnimationTicks)
  }
}
