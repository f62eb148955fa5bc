import ArcadeCore
import GameCatalog

/// Something done with one concrete game type, so the timed loops are specialised (no `any Game`).
protocol GameTypeTask {
  associatedtype Result
  func run<G: Game>(_ type: G.Type) -> Result
}

/// The games, in menu order, from the catalog (the one list of them).
let gameIDs = Catalog.ids

func withGameType<T: GameTypeTask>(_ id: String, _ task: T) -> T.Result {
  guard let entry = Catalog.entry(id: id) else {
    fail("unknown game '\(id)'; games: \(gameIDs.joined(separator: ", "))")
  }
  // The entry's concrete type, opened from a game it makes (not timed).
  func open<G: Game>(_: G) -> T.Result { task.run(G.self) }
  return open(entry.make(entry.info.parameters.defaults, 0))
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
  var ticks = 0
  for input in tape.inputs.prefix(limit ?? Int.max) {
    game.step(input)
    ticks += 1
  }
  return (ticks, game.stateHash)
}
