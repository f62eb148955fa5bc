import ArcadeCore
import Helicopter

/// A simple pilot for the golden and demo tapes: it reads the game's public state, picks a height to
/// fly at (the middle of the cave, or of the roomier gap beside the next block) and holds whenever
/// the helicopter, looking a little ahead, is below that height. The tapes store only its inputs.
struct Autopilot {
  /// Height to cruise at when no block is near, px (center of the helicopter).
  var cruise = 160.0
  /// The wanted vertical speed per px of distance to the target height, 1/s.
  var gain = 3.0
  /// The fastest wanted vertical speed, px/s.
  var maxSpeed = 160.0
  /// Seconds ahead to start lining up with a block.
  var horizon = 1.1

  /// The center height to aim for now.
  func target(_ game: HeliGame) -> Double {
    let heli = game.flight.box
    let reach = heli.maxX + game.field.speed * horizon
    guard let next = game.blocks.first(where: { $0.box.maxX > heli.x - 4 && $0.x < reach }) else { return cruise }
    let center = heli.y + heli.height / 2
    let gaps = [(Stage.ceiling.maxY, next.y), (next.box.maxY, Stage.floor.y)]
      .filter { $0.1 - $0.0 >= heli.height + 8 }
      .map { (top: $0.0, bottom: $0.1, middle: ($0.0 + $0.1) / 2) }
    // The roomiest gap, unless another one is nearly as roomy and closer.
    let best = gaps.min { a, b in
      let (ra, rb) = (a.bottom - a.top, b.bottom - b.top)
      if abs(ra - rb) > 20 { return ra > rb }
      return abs(a.middle - center) < abs(b.middle - center)
    }
    return best?.middle ?? cruise
  }

  /// Holds when falling faster (or rising slower) than the speed that would bring the helicopter
  /// smoothly to the target height.
  func wantsHold(_ game: HeliGame) -> Bool {
    let heli = game.flight.box
    let wanted = min(max(gain * (target(game) - heli.y - heli.height / 2), -maxSpeed), maxSpeed)
    return game.flight.velocity.y > wanted
  }
}

/// A pilot that never crashes before a goal tick when it can help it: it decides every `chunk`
/// ticks whether to hold, tries the `Autopilot`'s choice first, and backtracks (depth first,
/// replaying copies of the game) when a choice leads to a crash. Deterministic, so a tape
/// script built on it always produces the same inputs.
struct SearchPilot {
  var autopilot = Autopilot()
  var chunk = 6

  /// Hold decisions, one per chunk, that keep the game playing up to `goal`; nil if there are none.
  func plan(_ game: HeliGame, until goal: Int) -> [Bool]? {
    var decisions: [Bool] = []
    return search(game, goal: goal, decisions: &decisions) ? decisions : nil
  }

  private func search(_ game: HeliGame, goal: Int, decisions: inout [Bool]) -> Bool {
    if game.tick >= goal { return true }
    let preferred = autopilot.wantsHold(game)
    for hold in [preferred, !preferred] {
      var next = game
      for _ in 0..<chunk where next.status == .playing && next.tick < goal {
        next.step(TickInput(held: hold ? .action : []))
      }
      guard next.status == .playing else { continue }
      decisions.append(hold)
      if search(next, goal: goal, decisions: &decisions) { return true }
      decisions.removeLast()
    }
    return false
  }
}
