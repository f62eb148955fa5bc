import ArcadeCore
import GameCatalog

/// `ArcadeBench board-tapes DATE DIR [COUNT]`: finished daily tapes of DATE for the board's benchmark and screenshot:
/// COUNT helicopter runs of under 5 s, each tapping every few ticks (a run of its own length and score), and one puck run left
/// to its time-up; COUNT puck runs of the cursor wandering, each its own; and each game's daily played by its
/// autoplayer for a minute at most, runs to watch live (`liveTapes`). Written as DIR/heli-N.tape, DIR/puck-0.tape,
/// DIR/puck-wander-N.tape and DIR/GAME-live.tape.
func runBoardTapes(_ arguments: [String]) {
  guard arguments.count >= 2, let date = CalendarDate(arguments[0]) else {
    fail("board-tapes DATE DIR [COUNT]: DATE as YYYY-MM-DD")
  }
  let folder = arguments[1]
  let count = arguments.count > 2 ? Int(arguments[2]) ?? 8 : 8
  mkdirAll(folder)
  for n in 0..<count {
    // Taps every 9 to 9 + count ticks for 2.5 s, then falls: a run under the 5 s past which the board knows a
    // copy, so players may send the same tape.
    let every = 9 + n
    let tape = record("heli", date) { tick in
      tick % every == 0 && tick < 150 ? TickInput(pressed: .action, held: .action) : .none
    }
    writeTextFile("\(folder)/heli-\(n).tape", tape.text)
  }
  writeTextFile("\(folder)/puck-0.tape", record("puck", date) { _ in .none }.text)
  // Puck runs of 16 s with the keyboard cursor wandering, each player's its own way (a walk from a seed of its own,
  // so no two agree for long, as the copy rule sees them): for the live benchmark, runs streamed as they are played.
  for n in 0..<count {
    var walk = Xoshiro256StarStar(seed: UInt64(n + 1))
    let tape = record("puck", date) { tick in
      guard tick % 6 == 0 else { return .none }
      return TickInput(pressed: [Buttons.up, .down, .left, .right][Int(walk.below(4))])
    }
    writeTextFile("\(folder)/puck-wander-\(n).tape", tape.text)
  }
  for (game, tape) in liveTapes(date) { writeTextFile("\(folder)/\(game)-live.tape", tape.text) }
}

/// A game's daily of `date` played with `input` per tick until it ends, or for `ticks` (an hour).
func record(_ game: String, _ date: CalendarDate, ticks: Int = 60 * 60 * 60, _ input: (Int) -> TickInput)
  -> Tape
{
  let entry = Catalog.entry(id: game)!
  var recorder = entry.start(entry.daily(date))
  while !recorder.game.isSettled && recorder.game.tick < ticks {
    _ = recorder.step(input(recorder.game.tick))
  }
  return recorder.finishedTape
}
