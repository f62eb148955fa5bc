import ArcadeBoardClient
import ArcadeScreens
import BoardWire
import Synchronization

/// The board's live list, asked for every few seconds on a thread of its own (`BoardPoller`) while a screen shows it.
final class LiveListFollower: LiveListFeed, Sendable {
  /// How often the list is asked for.
  static let interval = 3.0

  private let last = Mutex<Result<LiveAnswer, LiveTrouble>?>(nil)
  private let poller = BoardPoller(every: interval)

  init(connection: BoardConnection) {
    poller.start { [self] in
      switch connection.live() {
      case .success(let answer):
        last.withLock { $0 = .success(answer) }
        return .answered
      case .failure(let problem):
        last.withLock { $0 = .failure(LiveTrouble(problem.line, final: !problem.mayPass)) }
        return problem.mayPass ? .failed : .done
      }
    }
  }

  var latest: Result<LiveAnswer, LiveTrouble>? { last.withLock { $0 } }

  func stop() { poller.stop() }
}
