import ArcadeCore
import Autoplay
import FrogCrossing

/// Scripted play on a tape recorder: fixed inputs, waits, and autopilot runs.
extension TapeRecorder where S == FrogGame {
  init(_ flags: [(String, String)] = [], seed: UInt64) {
    let values = try! FrogGame.info.parameters.values(from: flags.map { (name: $0.0, value: $0.1) })
    self.init(parameters: values, seed: seed)
  }

  /// Presses, then waits; returns what happened on the press's tick.
  @discardableResult
  mutating func press(_ buttons: Buttons, then idle: Int = 0) -> TickEvents {
    let events = step(TickInput(pressed: buttons))
    wait(idle)
    return events
  }

  mutating func wait(_ ticks: Int) {
    for _ in 0..<ticks where game.status == .playing { step(.none) }
  }

  /// Waits until the game has ended and its closing animation is done.
  mutating func waitUntilSettled() {
    while !game.isSettled { step(.none) }
  }

  /// Drives the frog into one of `targets` (by default any empty bay). Stops early if the frog
  /// loses a life on the way. Returns false when no safe plan exists right now.
  @discardableResult
  mutating func autopilot(_ pilot: FrogRoutePlanner = FrogRoutePlanner(), to targets: [FrogRoutePlanner.Cell]? = nil)
    -> Bool
  {
    let goal = targets ?? FrogRoutePlanner.bayCells(game)
    guard game.status == .playing, let plan = pilot.plan(game, to: goal) else { return false }
    let lives = game.lives
    for input in plan {
      guard game.status == .playing, game.lives == lives else { break }
      step(input)
    }
    return true
  }

  /// Plays whole frogs with the autopilot until the game ends or `maxTicks` pass; `misplay` may
  /// take over a frog (return true once it has played it) to lose lives on purpose.
  mutating func autoplay(
    _ pilot: FrogRoutePlanner = FrogRoutePlanner(), maxTicks: Int = 100_000,
    misplay: (inout Self, Int) -> Bool = { _, _ in false }
  ) {
    var frog = 0
    while game.status == .playing && game.tick < maxTicks {
      frog += 1
      if misplay(&self, frog) { continue }
      if !autopilot(pilot) { wait(pilot.spacing) }
    }
  }

  /// A careless frog: hops straight up every `spacing` ticks until something stops it.
  mutating func hopBlindly(spacing: Int = 8) {
    let lives = game.lives
    while game.status == .playing && game.lives == lives { press(.up, then: spacing - 1) }
  }

  /// A dawdling frog: sits still until its clock runs out.
  mutating func dawdle() {
    let lives = game.lives
    while game.status == .playing && game.lives == lives { step(.none) }
  }
}
