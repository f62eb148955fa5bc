import ArcadeCore
import GameCatalog

/// `ArcadeBench board-tapes DATE DIR [COUNT]`: finished daily tapes of DATE for the board's benchmark and screenshot:
/// COUNT helicopter runs of under 5 s, each tapping every few ticks (a run of its own length and score), and one puck run left
/// to its time-up. Written as DIR/heli-N.tape and DIR/puck-0.tape; and DIR/GAME-live.tape, each game's daily played by
/// its autoplayer for a minute at most, runs to watch live (`liveTapes`).
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
