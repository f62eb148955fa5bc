import ArcadeCore
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector

/// Something done with one concrete game type, so the timed loops are specialised (no `any Game`).
protocol GameTypeTask {
  associatedtype Result
  func run<G: Game>(_ type: G.Type) -> Result
}

/// The four games in menu order.
let gameIDs = ["frog", "puck", "heli", "hundreds"]

func withGameType<T: GameTypeTask>(_ id: String, _ task: T) -> T.Result {
  switch id {
  case "frog": task.run(FrogGame.self)
  case "puck": task.run(PuckGame.self)
  case "heli": task.run(HeliGame.self)
  case "hundreds": task.run(HundredsGame.self)
  default: fail("unknown game '\(id)'; games: \(gameIDs.joined(separator: ", "))")
  }
}

/// Replays a tape headless through the real check (`Tape.verify`), failing loudly on a mismatch.
func verifyOrFail<G: Game>(_ tape: Tape, as type: G.Type, name: String) -> Int {
  do {
    guard case .verified(let end) = try tape.verify(as: type) else { fail("\(name) does not verify") }
    return end.tick
  } catch {
    fail("\(name): \(error)")
  }
}

/// Steps the first `limit` ticks of a tape (all of them when nil) and returns the state hash.
func stepTape<G: Game>(_ tape: Tape, as type: G.Type, limit: Int?) -> (ticks: Int, hash: UInt64) {
  guard var game = try? tape.makeGame(type) else { fail("the tape is not a \(G.info.id) tape") }
  let limit = limit ?? Int.max
  var ticks = 0
  outer: for run in tape.runs {
    for _ in 0..<run.count {
      if ticks >= limit { break outer }
      game.step(run.input)
      ticks += 1
    }
  }
  return (ticks, game.stateHash)
}
