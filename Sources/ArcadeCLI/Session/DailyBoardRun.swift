import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import BoardWire
import Dispatch
import Foundation
import Synchronization

/// A daily run's part on the board, on a thread of its own so the game never waits for it: the run starts there
/// (asked again, by its key, until the board answers), its inputs stream as they are played (a second behind at
/// most; after an outage they catch up), and at the end its tape is kept in the data folder's queue and sent, retried
/// with a growing pause for `retryFor` seconds; after that it waits in the queue for a later session. The board's
/// last word is noted in the local scores.
final class DailyBoardRun: BoardRun, @unchecked Sendable {  // Its state is under `state`'s lock.
  let key: String
  let game: String
  let date: CalendarDate
  let identity: BoardIdentity
  let connection: BoardConnection
  let storage: Storage
  let session: BoardNotes
  /// How long a finished run waits for the board's answer before the end alert shows, and how long it is retried.
  private let endWait: Double
  let retryFor: Double
  let state = Mutex(State())
  let wake = DispatchSemaphore(value: 0)

  struct State {
    var inputs: [InputRun] = []
    var recorded = 0
    var run: Int?
    var standing: Attempt?
    var refused: Refusal?
    /// The board's ticks of the stream, and whether it stopped taking it (a refusal that will not pass).
    var acknowledged = 0
    var streaming = true
    var pending: PendingSubmission?
    var queueFile: String?
    var delivery: Delivery?
    var localRun: Int?
    var recordedAs: Bool?
    /// The end alert told the board's answer (it came in time): the session's closing lines need not.
    var toldAtEnd = false
    /// The run was left unfinished: no more to stream, nothing to send.
    var abandoned = false
    /// Why the board's last request got no usable answer, for the end alert.
    var lastProblem: String?
  }

  init(
    game: String, date: CalendarDate, identity: BoardIdentity, connection: BoardConnection, storage: Storage,
    session: BoardNotes, endWait: Double, retryFor: Double
  ) {
    key = BoardIdentity.newToken()
    self.game = game
    self.date = date
    self.identity = identity
    self.connection = connection
    self.storage = storage
    self.session = session
    self.endWait = endWait
    self.retryFor = retryFor
    Thread.detachNewThread { [self] in work() }
  }

  var standing: Attempt? { state.withLock { $0.standing } }

  /// A line for after the session about the run's tape: still to reach the board, or what the board said when the
  /// end alert could not tell it.
  var closingLine: String? {
    state.withLock { state in
      guard let pending = state.pending else { return nil }
      guard let delivery = state.delivery else {
        return Delivery.later("the board has not answered yet").line(pending) + " (arcade board --pending)"
      }
      return state.toldAtEnd ? nil : delivery.line(pending)
    }
  }
  func record(_ input: TickInput) {
    state.withLock { state in
      if let last = state.inputs.indices.last, state.inputs[last].input == input {
        state.inputs[last].count += 1
      } else {
        state.inputs.append(InputRun(count: 1, input: input))
      }
      state.recorded += 1
    }
  }

  func finish(_ tape: Tape) -> BoardOutcome {
    let (run, attempt) = state.withLock { ($0.run, $0.standing) }
    let pending = PendingSubmission(
      board: connection.url, run: run, key: key, attempt: attempt?.rawValue, name: identity.name, game: game,
      date: "\(date)", score: tape.end?.score ?? 0, tape: tape.text)
    let file = storage.enqueue(pending)
    let claimed = (try? file.get()).flatMap { storage.claim($0) }
    state.withLock {
      $0.pending = pending
      $0.queueFile = claimed
    }
    wake.signal()
    let outcome = answer(within: endWait, file: file)
    state.withLock {
      $0.recordedAs = outcome.counts
      if case .kept = outcome {} else { $0.toldAtEnd = true }
    }
    return outcome
  }

  /// The board's answer to the tape if it comes within `seconds`; else the run is kept, sent in the background.
  private func answer(within seconds: Double, file: Result<String, StorageError>) -> BoardOutcome {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    while DispatchTime.now().uptimeNanoseconds < deadline {
      let (delivery, attempt) = state.withLock { ($0.delivery, $0.standing) }
      if let delivery { return delivery.outcome(attempt: attempt) }
      usleep(10_000)
    }
    if case .failure(let problem) = file {
      return .refused("no answer yet, and \(problem.description); the run is not kept to send")
    }
    let why = state.withLock { $0.lastProblem } ?? "no answer within \(Int(seconds * 1000)) ms"
    return .kept(why, attempt: standing)
  }

  func abandon() {
    state.withLock { $0.abandoned = true }
    wake.signal()
  }

  func recorded(localRun: Int?) {
    let settled = state.withLock { state -> Delivery? in
      state.localRun = localRun
      return state.delivery
    }
    if let settled { note(settled) }
  }
}

/// Lines for after the session (runs sent, runs kept to send, problems), from any thread.
final class BoardNotes: Sendable {
  private let lines = Mutex<[String]>([])
  func add(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
