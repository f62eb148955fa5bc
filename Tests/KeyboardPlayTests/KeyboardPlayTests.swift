import ArcadeCore
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector
import Testing

/// Plays a game from its defaults and a seed until it ends or `ticks` pass, the player choosing keys each tick.
func play<G: Game>(
  _: G.Type, seed: UInt64, keyboard: Keyboard.Kind, ticks: Int, _ player: (KeyboardRun<G>) -> Buttons
) -> KeyboardRun<G> {
  var run = KeyboardRun(
    G(parameters: G.info.parameters.defaults, seed: seed), holds: G.info.holds, keyboard: keyboard)
  while run.game.status == .playing && run.game.tick < ticks { run.step(holding: player(run)) }
  return run
}

@Suite("Keyboard-only play, as a terminal sends keys (Docs/design.md \"Taps are taps\")")
struct KeyboardPlayTests {
  @Test("frog: a keyboard player wins, one hop per tap", arguments: Keyboard.Kind.allCases)
  func frog(keyboard: Keyboard.Kind) {
    var player = FrogPlayer()
    let run = play(FrogGame.self, seed: 7, keyboard: keyboard, ticks: 60 * 120) { player.keys($0) }
    #expect(run.game.status == .won, "\(run.game.filledBays) bays at tick \(run.game.tick)")
  }

  @Test("hundreds (default rule): a keyboard player wins by taps, +2 each", arguments: Keyboard.Kind.allCases)
  func hundreds(keyboard: Keyboard.Kind) {
    var player = HundredsPlayer()
    let run = play(HundredsGame.self, seed: 7, keyboard: keyboard, ticks: 60 * 300) { player.keys($0) }
    #expect(run.game.status == .won, "score \(run.game.score) at tick \(run.game.tick)")
  }

  @Test("helicopter: a keyboard player flies 60 s by taps", arguments: Keyboard.Kind.allCases)
  func helicopter(keyboard: Keyboard.Kind) {
    var player = HeliPlayer()
    let run = play(HeliGame.self, seed: 7, keyboard: keyboard, ticks: 3600) { player.keys($0) }
    #expect(run.game.status == .playing && run.game.tick == 3600, "crashed at tick \(run.game.tick)")
  }
}

@Suite("Keyboard-only puck collecting")
struct PuckKeyboardPlayTests {
  // Seeds 1-8 give 11-15 of the 20 pucks in the 16 s, never a clash: every key-down costs the 500 ms repeat delay.
  @Test(
    "puck: a keyboard player clears at least half the board in the time, a cell per press",
    arguments: Keyboard.Kind.allCases)
  func puck(keyboard: Keyboard.Kind) {
    var player = PuckPlayer()
    let run = play(PuckGame.self, seed: 3, keyboard: keyboard, ticks: 60 * 60) { player.keys($0) }
    let collected = run.game.pucks.filter(\.isCollected).count
    #expect(
      run.game.status != .lost && collected * 2 >= run.game.pucks.count, "\(collected) collected, \(run.game.status)")
  }
}
