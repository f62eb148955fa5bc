import ArcadeCore
import PuckCollector

/// The scripted inputs behind the golden tapes in `Assets/tapes/puck/`: each is a few lines of intent
/// turned into per-tick touches by `ScriptedRun` from the game's own state, so re-recording after a
/// deliberate rule change (`ARCADE_RECORD_TAPES=1`) needs no hand edits.
struct GoldenTapeScript: Sendable {
  let name: String
  /// The outcome the tape must end with.
  let status: GameStatus
  let score: Int
  let tick: Int
  let record: @Sendable () -> Tape

  static let all: [GoldenTapeScript] = [
    // Collect three pucks, let go, and wait for the bar to reach 20 %: time up on tick 960 with 150.
    GoldenTapeScript(name: "timeup", status: .timeUp, score: 150, tick: 990) {
      var run = ScriptedRun(seed: 3)
      run.collectEverything(pauseBetweenDrags: 20, limit: 3)
      run.drop()
      run.finish()
      return run.recorder.finishedTape
    },
    // Collect two pucks, then drag the held puck straight into the nearest puck of another color.
    GoldenTapeScript(name: "wrong-color", status: .lost, score: 100, tick: 87) {
      var run = ScriptedRun(seed: 2)
      run.collectEverything(pauseBetweenDrags: 10, limit: 2)
      run.crashIntoOtherColor()
      run.finish()
      return run.recorder.finishedTape
    },
    // Clear the board color by color until no pair is left: a win with the time bonus.
    GoldenTapeScript(name: "clear", status: .won, score: 890, tick: 400) {
      var run = ScriptedRun(seed: 2)
      run.collectEverything(pauseBetweenDrags: 4)
      run.finish()
      return run.recorder.finishedTape
    },
    // Keyboard only, as a terminal sends it: a press right, then auto-repeats every 2 ticks from tick 30 onto
    // seed 1's red #8 (23 cells in all), a press up, space grabs it, two presses right collect the red #11 (on
    // tick 94), space drops it, two presses down; then the time runs out.
    GoldenTapeScript(name: "keyboard", status: .timeUp, score: 50, tick: 990) {
      var run = ScriptedRun(seed: 1)
      run.step(TickInput(pressed: .right))
      run.wait(29)
      for _ in 0..<22 {
        run.step(TickInput(pressed: .right))
        run.step()
      }
      for key in [Buttons.up, .action, .right, .right, .action, .down, .down] {
        run.wait(4)
        run.step(TickInput(pressed: key))
      }
      run.finish()
      return run.recorder.finishedTape
    },
    // The title menu's attract mode: unhurried drags, the pointer gliding between them.
    GoldenTapeScript(name: "demo", status: .won, score: 830, tick: 802) {
      var run = ScriptedRun(seed: 5)
      run.speed = 5
      run.glide = true
      run.wait(30)
      run.collectEverything(pauseBetweenDrags: 12)
      run.finish()
      return run.recorder.finishedTape
    },
  ]
}
