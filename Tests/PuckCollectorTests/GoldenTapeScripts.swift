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
    // Collect two pucks, then drag the held puck straight into the nearest puck of another colour.
    GoldenTapeScript(name: "wrong-colour", status: .lost, score: 100, tick: 87) {
      var run = ScriptedRun(seed: 2)
      run.collectEverything(pauseBetweenDrags: 10, limit: 2)
      run.crashIntoOtherColour()
      run.finish()
      return run.recorder.finishedTape
    },
    // Clear the board colour by colour until no pair is left: a win with the time bonus.
    GoldenTapeScript(name: "clear", status: .won, score: 890, tick: 400) {
      var run = ScriptedRun(seed: 2)
      run.collectEverything(pauseBetweenDrags: 4)
      run.finish()
      return run.recorder.finishedTape
    },
    // Keyboard only: glide the cursor onto seed 1's red #8, grab it with space, glide it right onto the red
    // #11 (collected on tick 81), drop it, and let the time run out.
    GoldenTapeScript(name: "keyboard", status: .timeUp, score: 50, tick: 990) {
      var run = ScriptedRun(seed: 1)
      run.step(TickInput(pressed: .right, held: .right))
      for _ in 0..<67 { run.step(TickInput(held: .right)) }
      run.step(TickInput(pressed: .up, held: .up))
      for _ in 0..<6 { run.step(TickInput(held: .up)) }
      run.step()
      run.step(TickInput(pressed: .action, held: .action))
      for _ in 0..<4 { run.step(TickInput(held: .right)) }
      run.step(TickInput(pressed: .action, held: .action))
      for _ in 0..<40 { run.step(TickInput(held: .down)) }
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
