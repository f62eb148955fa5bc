import ArcadeCore
import Autoplay
import GameCatalog
import PuckCollector

/// Each game's daily of `date` played by its autoplayer (`Autoplay`) for a minute at most, from the keyboard, and puck
/// by the mouse hand: runs to watch live, for the board's screenshots and its watchers' benchmark.
func liveTapes(_ date: CalendarDate) -> [(String, Tape)] {
  let puck = Catalog.entry(id: "puck")!.daily(date)
  var game = PuckGame(parameters: puck.parameters, seed: puck.seed)
  var hand = PuckPlayer.Mouse()
  return [
    ("frog", keyboardDaily(FrogPlayer(), date)),
    (
      "puck",
      record("puck", date, ticks: 60 * 60) { _ in
        let input = hand.input(for: game)
        game.step(input)
        return input
      }
    ),
    ("heli", keyboardDaily(HeliPlayer(), date)),
    ("hundreds", keyboardDaily(HundredsPlayer(), date)),
  ]
}

/// `player`'s game's daily of `date`, played from the keyboard for a minute at most.
private func keyboardDaily<P: Autoplayer>(_ player: P, _ date: CalendarDate) -> Tape {
  let setup = Catalog.entry(id: P.Played.info.id)!.daily(date)
  var player = player
  var run = KeyboardRun(
    P.Played(parameters: setup.parameters, seed: setup.seed), holds: P.Played.info.holds, keyboard: .noReleases)
  return record(P.Played.info.id, date, ticks: 60 * 60) { _ in run.step(holding: player.keys(run)) }
}
