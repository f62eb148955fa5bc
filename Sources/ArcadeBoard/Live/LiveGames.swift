import ArcadeCore
import GameCatalog
import Synchronization

/// The runs being played, re-simulated on this server as their inputs arrive: each one's game at the tick its
/// stream reached, and its trajectory (the state at each whole second, `CopyRule`), so the board knows a live run's
/// tick, score and state, and a copy of it before it ends. Another server that shares the database rebuilds a run it
/// did not follow from the stream the database keeps. At most `capacity` runs are held; the longest idle go first.
final class LiveGames: Sendable {
  /// Where a run's game stands after a stretch of inputs.
  struct Progress: Equatable {
    let tick: Int
    let score: Int
    let status: GameStatus
    /// The states of the whole seconds this stretch crossed (all of them, when the run was rebuilt), and how many
    /// of the run's came before them.
    let seconds: [UInt64]
    let secondsBefore: Int
  }

  private struct Followed: @unchecked Sendable {  // Used by one thread at a time: taken out of the map to step.
    var recorder: any RunRecorder
    var seconds: Int
    var used: UInt64
  }

  let games: [CatalogEntry]
  let capacity: Int
  private let followed = Mutex<[Int: Followed]>([:])
  private let clock = Mutex<UInt64>(0)

  init(games: [CatalogEntry], capacity: Int = 4096) {
    self.games = games
    self.capacity = capacity
  }

  /// Steps run `run`'s game through `added`, the inputs from tick `from`; `earlier` gives the run's inputs before
  /// them, read only when this server has not followed the run to `from`.
  func advance(_ run: StartedRun, from: Int, added: [InputRun], earlier: () -> [InputRun]) -> Progress? {
    guard let entry = games.first(where: { $0.info.id == run.game }) else { return nil }
    var game: Followed
    var stepping = added
    var before = followed.withLock { $0.removeValue(forKey: run.id) }
    if before.map({ $0.recorder.game.tick != from }) ?? true {
      before = Followed(recorder: entry.start(entry.daily(run.date)), seconds: 0, used: 0)
      stepping = earlier() + added
    }
    game = before!
    let secondsBefore = game.seconds
    var seconds: [UInt64] = []
    for run in stepping {
      for _ in 0..<run.count {
        _ = game.recorder.step(run.input)
        if game.recorder.game.tick % Ticks.perSecond == 0 { seconds.append(game.recorder.game.stateHash) }
      }
    }
    game.seconds += seconds.count
    game.used = clock.withLock {
      $0 += 1
      return $0
    }
    let progress = Progress(
      tick: game.recorder.game.tick, score: game.recorder.game.score, status: game.recorder.game.status,
      seconds: seconds, secondsBefore: secondsBefore)
    let kept = game
    followed.withLock { followed in
      if followed.count >= capacity, let stalest = followed.min(by: { $0.value.used < $1.value.used })?.key {
        followed.removeValue(forKey: stalest)
      }
      followed[run.id] = kept
    }
    return progress
  }

  /// Forgets a run (it ended).
  func forget(_ id: Int) { _ = followed.withLock { $0.removeValue(forKey: id) } }
}
