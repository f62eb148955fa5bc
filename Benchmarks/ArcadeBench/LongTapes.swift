import ArcadeCore
import Autoplay
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector

/// Ten minutes at 60 ticks/s.
let tenMinutes = 36_000

/// The values of these parameters of game `G`; a bad one ends the benchmark.
func parameterValues<G: Game>(of _: G.Type, _ parameters: [(name: String, value: String)]) -> ParameterValues {
  do { return try G.info.parameters.values(from: parameters) } catch { fail("\(G.info.id): \(error)") }
}

/// The tape, when its game lasted the ten minutes; else the benchmark ends, naming who played it.
func lastingTenMinutes(_ tape: Tape, playedBy player: String) -> Tape {
  guard tape.tickCount == tenMinutes else { fail("\(tape.game): \(player)'s game ended at tick \(tape.tickCount)") }
  return tape
}

/// A game's own autoplayer (`Autoplay`) plays it from the keyboard for ten minutes, with these parameters and seed.
func autoplayedTape<P: Autoplayer>(_ player: P, parameters: [(name: String, value: String)], seed: UInt64) -> Tape {
  var player = player
  let values = parameterValues(of: P.Played.self, parameters)
  return lastingTenMinutes(player.record(parameters: values, seed: seed, ticks: tenMinutes), playedBy: "the autoplayer")
}

/// Puck collector by the puck player's mouse hand, slow and careful (60 px/s, 2 s of looking before each grab), on
/// a board of 60 pucks in 8 colors drifting at 60 px/s for 600 s: it is still collecting when time is up.
func puckLongTape() -> Tape {
  let values = parameterValues(
    of: PuckGame.self, [("pucks", "60"), ("colors", "8"), ("drift", "60"), ("duration", "600")])
  var hand = PuckPlayer.Mouse(speed: 1, pause: 120)
  var recorder = TapeRecorder<PuckGame>(parameters: values, seed: 8)
  while recorder.game.status == .playing { recorder.step(hand.input(for: recorder.game)) }
  return lastingTenMinutes(recorder.finishedTape, playedBy: "the mouse hand")
}

/// Hundreds for ten minutes: a target that a tap every 1.5 s does not reach by then, and blocks that cap every
/// circle's size.
let hundredsLong = [("target", "999"), ("obstacles", "2"), ("obstacle-speed", "60")]
/// The hundreds player of the ten-minute tape: a calm one, a tap at most every 1.5 s.
func calmHundredsPlayer() -> HundredsPlayer {
  var player = HundredsPlayer()
  player.tapGap = 90
  return player
}

/// `ArcadeBench long-tapes [DIR]`: records the four ten-minute tapes (DIR defaults to Benchmarks/tapes), each played
/// by its game's autoplayer: frog with endless rounds and nine lives, heli by the default rules, puck by the mouse
/// hand (`puckLongTape`), and hundreds to 999 past two sliding blocks, which keep circles from jamming the stage,
/// one tap every 1.5 s.
func runLongTapes(_ arguments: [String]) {
  let directory = arguments.first ?? "Benchmarks/tapes"
  let tapes = [
    ("frog", autoplayedTape(FrogPlayer(), parameters: [("lives", "9"), ("rounds", "0")], seed: 7)),
    ("puck", puckLongTape()),
    ("heli", autoplayedTape(HeliPlayer(), parameters: [], seed: 10)),
    ("hundreds", autoplayedTape(calmHundredsPlayer(), parameters: hundredsLong, seed: 9)),
  ]
  for (id, tape) in tapes {
    let path = "\(directory)/\(id)-10min.tape"
    writeTextFile(path, tape.text)
    let end = tape.end!
    print("\(path): \(tape.tickCount) ticks, \(end.status.rawValue) at the end, score \(end.score)")
  }
}
