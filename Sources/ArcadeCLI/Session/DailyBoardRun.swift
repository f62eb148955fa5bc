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
  private let game: String
  private let date: CalendarDate
  private let identity: BoardIdentity
  private let connection: BoardConnection
  private let storage: Storage
  private let session: BoardNotes
  /// How long a finished run waits for the board's answer before the end alert shows, and how long it is retried.
  private let endWait: Double
  private let retryFor: Double
  private let state = Mutex(State())
  private let wake = DispatchSemaphore(value: 0)

  private struct State {
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

  /// A line for after the session when the run's tape is still to reach the board.
  var stillToSend: String? {
    state.withLock { state in
      guard let pending = state.pending, state.delivery == nil else { return nil }
      return Delivery.later("the board has not answered yet").line(pending) + " (arcade board --pending)"
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
    state.withLock { $0.recordedAs = outcome.counts }
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

  /// The thread's loop: start, stream each second, and send the tape once the run ended.
  private func work() {
    var pause = 0.5
    var giveUpAt: UInt64?
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      let snapshot = state.withLock { $0 }
      if snapshot.abandoned { return }
      var failed: BoardProblem?
      if let pending = snapshot.pending {
        if giveUpAt == nil { giveUpAt = now + UInt64(retryFor * 1e9) }
        var pending = pending
        pending.run = snapshot.run
        let delivery = connection.deliver(pending, token: identity.token)
        if case .later(let why) = delivery, now < giveUpAt! {
          failed = .unreachable(why)
        } else {
          finished(delivery, pending)
          return
        }
      } else if snapshot.run == nil, snapshot.refused == nil {
        failed = startRun(ticks: snapshot.recorded)
      } else if snapshot.run != nil, snapshot.streaming, snapshot.recorded > snapshot.acknowledged {
        failed = stream(snapshot)
      }
      state.withLock { $0.lastProblem = failed?.line }
      pause = failed?.mayPass == true ? min(pause * 2, 8) : 1
      _ = wake.wait(timeout: .now() + (failed == nil ? 1 : pause))
    }
  }

  private func startRun(ticks: Int) -> BoardProblem? {
    let asked = StartRequest(
      name: identity.name, token: identity.token, game: game, date: "\(date)", key: key, tick: ticks)
    switch connection.start(asked) {
    case .success(let answer):
      state.withLock {
        $0.run = answer.run
        $0.standing = answer.attempt
      }
      return nil
    case .failure(.refused(let refusal)) where !refusal.code.mayPass:
      // Another day's daily, a name that is another's, ...: the tape goes as practice at the end, or is refused then.
      state.withLock {
        $0.refused = refusal
        $0.standing = .practice
      }
      return nil
    case .failure(let problem):
      return problem
    }
  }

  private func stream(_ snapshot: State) -> BoardProblem? {
    guard let run = snapshot.run else { return nil }
    let sent = InputRun.slice(snapshot.inputs, ticks: snapshot.acknowledged..<snapshot.recorded)
    let request = InputsRequest(token: identity.token, from: snapshot.acknowledged, inputs: Tape.inputLines(sent))
    switch connection.stream(run: run, request) {
    case .success(let answer):
      state.withLock {
        $0.acknowledged = answer.tick
        $0.standing = answer.attempt
      }
      return nil
    case .failure(.refused(let refusal)) where refusal.code == .streamGap:
      state.withLock { $0.acknowledged = min(refusal.tick ?? 0, $0.recorded) }
      return nil
    case .failure(let problem) where !problem.mayPass:
      state.withLock { $0.streaming = false }
      return problem
    case .failure(let problem):
      return problem
    }
  }

  /// The board's last word on the run (or the end of trying for this session): the queue, the local scores and the
  /// session's notes hear of it.
  private func finished(_ delivery: Delivery, _ pending: PendingSubmission) {
    let file = state.withLock { state -> String? in
      state.delivery = delivery
      return state.queueFile
    }
    if let file {
      if case .later = delivery { storage.release(file) } else { storage.remove(file) }
    }
    session.add(delivery.line(pending))
    note(delivery)
  }

  /// Notes the board's word in the local scores when it differs from what they were told.
  private func note(_ delivery: Delivery) {
    guard case .kept(let result) = delivery else { return }
    let (localRun, recordedAs) = state.withLock { ($0.localRun, $0.recordedAs) }
    guard let localRun, recordedAs != result.official else { return }
    state.withLock { $0.recordedAs = result.official }
    for warning in storage.settleDaily(run: localRun, official: result.official) { session.add("warning: " + warning) }
  }
}

/// Lines for after the session (runs sent, runs kept to send, problems), from any thread.
final class BoardNotes: Sendable {
  private let lines = Mutex<[String]>([])
  func add(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
