import ArcadeCore
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector

/// Ten minutes at 60 ticks/s.
let tenMinutes = 36_000

/// A scripted player for the ten-minute tapes: seeded, so the tapes are reproducible, and careful, so the
/// game stays in play for the whole ten minutes instead of ending in the first minute.
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

/// Frog: endless rounds, nine lives; hops mostly up, never into a car the lookahead sees coming.
func frogLongTape() -> Tape {
  var player = CarefulPlayer<FrogGame>(
    rng: Xoshiro256StarStar(seed: 1001), lookahead: 30,
    plans: { rng, _ in
      let order: [Buttons] = [.up, .up, .up, .left, .right, .down]
      return (0..<6).map { _ in
        let b = order[rng.pick(order.count)]
        return [TickInput(pressed: b)] + Array(repeating: TickInput(), count: 11 + rng.pick(8))
      } + [Array(repeating: TickInput(), count: 6)]
    })
  player.safe = { before, after in after.status == .playing && after.lives == before.lives }
  return player.record(parameters: [("lives", "9"), ("rounds", "0")], seed: 7, ticks: tenMinutes)
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

/// Helicopter: a pilot that flies through the wider gap beside the next block (holding while it is below
/// its target height, with some anticipation), checked by a lookahead of idle ticks.
func heliLongTape() -> Tape {
  /// The free bands above and below a block, px (top, bottom).
  func gaps(_ block: Block) -> [(top: Double, bottom: Double)] {
    [(Stage.ceiling.maxY, block.y), (block.y + Stage.blockSize.y, Stage.floor.y)]
  }
  /// Distance from a point to a band, px (0 inside it).
  func distance(_ y: Double, _ band: (top: Double, bottom: Double)) -> Double {
    y < band.top ? band.top - y : y > band.bottom ? y - band.bottom : 0
  }
  /// The height to hold (top edge): inside the reachable band beside the next block (the one nearest the
  /// helicopter, wide enough), as close as it safely can to the band it will need for the block after.
  func target(_ game: HeliGame) -> Double {
    let margin = 10.0, size = Stage.helicopterSize.y
    let heliX = game.flight.position.x, center = game.flight.position.y + size / 2
    let ahead = game.blocks.filter { $0.x + Stage.blockSize.x >= heliX - 4 }.sorted { $0.x < $1.x }
    guard let first = ahead.first else { return 150 }
    let usable = { (b: Block) in gaps(b).filter { $0.bottom - $0.top >= size + 2 * margin } }
    guard let g1 = usable(first).min(by: { distance(center, $0) < distance(center, $1) }) else { return 150 }
    var desired = (g1.top + g1.bottom) / 2
    if ahead.count > 1, let g2 = usable(ahead[1]).min(by: { distance(desired, $0) < distance(desired, $1) }) {
      desired = (g2.top + g2.bottom) / 2
    }
    return min(max(desired - size / 2, g1.top + margin), g1.bottom - margin - size)
  }
  /// Whether the pilot would hold now: below its target height, looking 0.12 s ahead.
  func wantsHold(_ game: HeliGame) -> Bool {
    game.flight.position.y + game.flight.velocity.y * 0.12 > target(game)
  }
  let segment = 5
  func ticks(_ hold: Bool) -> [TickInput] { Array(repeating: TickInput(held: hold ? .action : []), count: segment) }
  /// A depth-first search over hold / let go, `depth` segments ahead, the pilot's choice first: the first
  /// choice of a path that survives them all.
  func survivingChoice(_ game: HeliGame, depth: Int) -> Bool? {
    let preferred = wantsHold(game)
    for hold in [preferred, !preferred] {
      var trial = game
      for input in ticks(hold) { trial.step(input) }
      guard trial.status == .playing else { continue }
      if depth <= 1 || survivingChoice(trial, depth: depth - 1) != nil { return hold }
    }
    return nil
  }
  let player = CarefulPlayer<HeliGame>(
    rng: Xoshiro256StarStar(seed: 1004), lookahead: 0,
    plans: { _, game in [ticks(survivingChoice(game, depth: 12) ?? wantsHold(game))] })
  var p = player
  return p.record(parameters: [], seed: 10, ticks: tenMinutes)
}

/// `ArcadeBench long-tapes [DIR]`: records the four ten-minute tapes (DIR defaults to Benchmarks/tapes).
func runLongTapes(_ arguments: [String]) {
  let directory = arguments.first ?? "Benchmarks/tapes"
  let tapes = [
    ("frog", frogLongTape()), ("puck", puckLongTape()), ("heli", heliLongTape()),
    ("hundreds", hundredsLongTape()),
  ]
  for (id, tape) in tapes {
    let path = "\(directory)/\(id)-10min.tape"
    writeTextFile(path, tape.text)
    let end = tape.end!
    print("\(path): \(tape.tickCount) ticks, \(end.status.rawValue) at the end, score \(end.score)")
  }
}
