import ArcadeCore
import Autoplay
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector
import Testing

/// A game of its default parameters and this seed.
func fresh<G: Game>(_: G.Type, seed: UInt64) -> G { G(parameters: G.info.parameters.defaults, seed: seed) }

@Suite("Keyboard-only play, as a terminal sends keys (Docs/design.md \"Taps are taps\")")
struct KeyboardPlayTests {
  @Test("frog: a keyboard player wins, one hop per tap", arguments: Keyboard.Kind.allCases)
  func frog(keyboard: Keyboard.Kind) {
    var player = FrogPlayer()
    let run = player.play(fresh(FrogGame.self, seed: 7), keyboard: keyboard, ticks: 60 * 120)
    #expect(run.game.status == .won, "\(run.game.filledBays) bays at tick \(run.game.tick)")
  }

  @Test("hundreds (default rule): a keyboard player wins by taps, +2 each", arguments: Keyboard.Kind.allCases)
  func hundreds(keyboard: Keyboard.Kind) {
    var player = HundredsPlayer()
    let run = player.play(fresh(HundredsGame.self, seed: 7), keyboard: keyboard, ticks: 60 * 300)
    #expect(run.game.status == .won, "score \(run.game.score) at tick \(run.game.tick)")
  }

  @Test("hundreds: a calm player (a tap every 1.5 s) scores 80 in a minute past two sliding blocks, +2 a tap")
  func calmHundreds() throws {
    let values = try HundredsGame.info.parameters.values(from: [
      ("target", "999"), ("obstacles", "2"), ("obstacle-speed", "60"),
    ])
    var player = HundredsPlayer()
    player.tapGap = 90
    let run = player.play(HundredsGame(parameters: values, seed: 9), ticks: 3600)
    #expect(run.game.status == .playing && run.game.tick == 3600)
    #expect(run.game.score == 80, "40 taps in 3,600 ticks, one each 90")
  }

  @Test("helicopter: a keyboard player flies 60 s by taps", arguments: Keyboard.Kind.allCases)
  func helicopter(keyboard: Keyboard.Kind) {
    var player = HeliPlayer()
    let run = player.play(fresh(HeliGame.self, seed: 7), keyboard: keyboard, ticks: 3600)
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
    let run = player.play(fresh(PuckGame.self, seed: 3), keyboard: keyboard, ticks: 60 * 60)
    let collected = run.game.pucks.filter(\.isCollected).count
    #expect(
      run.game.status != .lost && collected * 2 >= run.game.pucks.count, "\(collected) collected, \(run.game.status)")
  }
}

@Suite("An autoplayer's tape")
struct AutoplayerTapeTests {
  @Test("the tape an autoplayer records replays to the same end as its play: frog, seed 7, 10 s by keyboard")
  func recordedTapeReplays() throws {
    var player = FrogPlayer()
    let played = player.play(fresh(FrogGame.self, seed: 7), ticks: 600).game
    var recorder = FrogPlayer()
    let tape = recorder.record(parameters: FrogGame.info.parameters.defaults, seed: 7, ticks: 600)
    #expect(tape.tickCount == played.tick)
    #expect(try tape.verify(as: FrogGame.self) == .verified(try #require(tape.end)))
    #expect(tape.end == played.end)
  }
}
