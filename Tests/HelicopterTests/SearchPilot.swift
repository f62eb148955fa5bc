import ArcadeCore
import Autoplay
import Helicopter

/// A pilot that never crashes before a goal tick when it can help it: it decides every `chunk`
/// ticks whether to hold, tries the `HeliHoldRule`'s choice first, and backtracks (depth first,
/// replaying copies of the game) when a choice leads to a crash. Deterministic, so a tape
/// script built on it always produces the same inputs.
struct SearchPilot {
  var autopilot = HeliHoldRule()
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
