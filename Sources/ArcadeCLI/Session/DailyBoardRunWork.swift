import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import BoardWire
import Dispatch

extension DailyBoardRun {
  /// The thread's loop: start, stream each second, and send the tape once the run ended.
  func work() {
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

  func startRun(ticks: Int) -> BoardProblem? {
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

  func stream(_ snapshot: State) -> BoardProblem? {
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
  func finished(_ delivery: Delivery, _ pending: PendingSubmission) {
    let file = state.withLock { state -> String? in
      state.delivery = delivery
      return state.queueFile
    }
    if let file {
      if case .later = delivery { storage.release(file) } else { storage.remove(file) }
    }
    note(delivery)
  }

  /// Notes the board's word in the local scores when it differs from what they were told.
  func note(_ delivery: Delivery) {
    guard case .kept(let result) = delivery else { return }
    let (localRun, recordedAs) = state.withLock { ($0.localRun, $0.recordedAs) }
    guard let localRun, recordedAs != result.official else { return }
    state.withLock { $0.recordedAs = result.official }
    for warning in storage.settleDaily(run: localRun, official: result.official) { session.add("warning: " + warning) }
  }
}
