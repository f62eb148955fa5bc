import ArcadeCore
import Autoplay
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector

/// Ten minutes at 60 ticks/s.
let tenMinutes = 36_000

/// A scripted player for a ten-minute tape where the game's own autoplayer would not give ten minutes of play:
/// seeded, so the tape is reproducible, and careful, so the game stays in play for the whole ten minutes.
///
/// Each turn it draws a few candidate plans (short input sequences) from its own generator and keeps the
/// first one that, tried on a copy of the game (games are values) followed by `lookahead` idle ticks, does
/// not end the game or cost a life; if none is safe it waits. Only the recorded inputs matter: the tape is
/// then replayed by the benchmark without the player.
struct CarefulPlayer<G: Game> {
  var rng: Xoshiro256StarStar
  let lookahead: Int
  /// Candidate plans for the next turn.
  let plans: (inout Xoshiro256StarStar, G) -> [[TickInput]]
  /// Whether `after` is still a good state, compared with `before` (default: still playing).
  var safe: (G, G) -> Bool = { _, after in after.status == .playing }

  mutating func record(parameters: [(name: String, value: String)], seed: UInt64, ticks: Int) -> Tape {
    let values: ParameterValues
    do { values = try G.info.parameters.values(from: parameters) } catch { fail("\(G.info.id): \(error)") }
    var recorder = TapeRecorder<G>(parameters: values, seed: seed)
    while recorder.game.tick < ticks {
      let game = recorder.game
      var chosen = [TickInput](repeating: TickInput(), count: 10)
      for plan in plans(&rng, game) {
        var trial = game
        for input in plan { trial.step(input) }
        for _ in 0..<lookahead { trial.step(TickInput()) }
        if safe(game, trial) {
          chosen = plan
          break
        }
      }
      for input in chosen where recorder.game.tick < ticks { recorder.step(input) }
    }
    return recorder.finishedTape
  }
}

extension Xoshiro256StarStar {
  mutating func pick(_ n: Int) -> Int { Int(below(UInt64(n))) }
}

/// A game's own autoplayer (`Autoplay`) plays it from the keyboard for ten minutes, with these parameters and seed.
func autoplayedTape<P: Autoplayer>(_ player: P, parameters: [(name: String, value: String)], seed: UInt64) -> Tape {
  let values: ParameterValues
  do { values = try P.Played.info.parameters.values(from: parameters) } catch { fail("\(P.Played.info.id): \(error)") }
  var player = player
  let tape = player.record(parameters: values, seed: seed, ticks: tenMinutes)
  guard tape.tickCount == tenMinutes else {
    fail("\(P.Played.info.id): the autoplayer's game ended at tick \(tape.tickCount)")
  }
  return tape
}

/// Puck collector: 60 pucks in 6 colors for 600 s; drags a random puck to a random spot, avoiding a drag
/// that touches another color or collects the last pair.
func puckLongTape() -> Tape {
  let player = CarefulPlayer<PuckGame>(
    rng: Xoshiro256StarStar(seed: 1002), lookahead: 0,
    plans: { rng, game in
      let left = game.pucks.filter { !$0.isCollected }
      guard !left.isEmpty else { return [] }
      return (0..<6).map { _ in
        let puck = left[rng.pick(left.count)]
        let from = puck.position
        let to = Vec2(Double(20 + rng.pick(440)), Double(20 + rng.pick(280)))
        let steps = 20 + rng.pick(40)
        var plan: [TickInput] = []
        for i in 0...steps {
          let f = Double(i) / Double(steps)
          let p = from + (to - from) * f
          let phase: TouchPhase = i == 0 ? .began : .moved
          plan.append(TickInput(touch: Touch(phase, x: Int32(p.x.rounded()), y: Int32(p.y.rounded()))))
        }
        plan.append(TickInput(touch: Touch(.ended, x: Int32(to.x.rounded()), y: Int32(to.y.rounded()))))
        return plan + Array(repeating: TickInput(), count: 30 + rng.pick(60))
      }
    })
  var p = player
  return p.record(
    parameters: [("pucks", "60"), ("colors", "6"), ("duration", "600")], seed: 8, ticks: tenMinutes)
}

/// Hundreds: target 999 with continuous growth; holds a random circle for up to a second, never long enough
/// to touch another circle (and never reaching the target, which would end the game).
func hundredsLongTape() -> Tape {
  var player = CarefulPlayer<HundredsGame>(
    rng: Xoshiro256StarStar(seed: 1003), lookahead: 0,
    plans: { rng, _ in
      (0..<5).map { _ in
        let slot = Buttons.slot(1 + rng.pick(5))
        let hold = 5 + rng.pick(55)
        return [TickInput(pressed: slot, held: slot)] + Array(repeating: TickInput(held: slot), count: hold)
          + Array(repeating: TickInput(), count: 20 + rng.pick(60))
      }
    })
  return player.record(
    parameters: [("target", "999"), ("growth", "hold")], seed: 9, ticks: tenMinutes)
}

/// `ArcadeBench long-tapes [DIR]`: records the four ten-minute tapes (DIR defaults to Benchmarks/tapes): frog with
/// endless rounds and nine lives and heli by the default rules, each played by its autoplayer; puck and hundreds
/// by scripts that keep the game going (their autoplayers end a 60-puck board within a minute, and jam hundreds'
/// stage with circles grown as large as they fit, a worst case rather than ten minutes of play).
func runLongTapes(_ arguments: [String]) {
  let directory = arguments.first ?? "Benchmarks/tapes"
  let tapes = [
    ("frog", autoplayedTape(FrogPlayer(), parameters: [("lives", "9"), ("rounds", "0")], seed: 7)),
    ("puck", puckLongTape()),
    ("heli", autoplayedTape(HeliPlayer(), parameters: [], seed: 10)),
    ("hundreds", hundredsLongTape()),
  ]
  for (id, tape) in tapes {
    let path = "\(directory)/\(id)-10min.tape"
    writeTextFile(path, tape.text)
    let end = tape.end!
    print("\(path): \(tape.tickCount) ticks, \(end.status.rawValue) at the end, score \(end.score)")
  }
}
