import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import BoardWire

/// What sending a finished daily run to its board came to.
enum Delivery: Equatable {
  /// The board kept it: official with its rank, or practice.
  case kept(RunResult)
  /// The board has it already (sent before, the answer lost).
  case already
  /// The board refused it for good (its words, through the gate).
  case refused(String)
  /// No usable answer, or a refusal that may pass (why): it stays queued and goes again later.
  case later(String)

  /// The end alert's outcome of it, `attempt` being what the run counted as when it started.
  func outcome(attempt: Attempt?) -> BoardOutcome {
    switch self {
    case .kept(let result):
      guard result.official, let rank = result.rank else { return .practice(result.practice ?? .other) }
      return .official(rank: rank, of: result.of)
    case .already: return .refused("the board has this run already")
    case .refused(let why): return .refused(why)
    case .later(let why): return .kept(why, attempt: attempt)
    }
  }

  /// One line for after the session, naming the run.
  func line(_ pending: PendingSubmission) -> String {
    let what = "the \(pending.game) daily of \(pending.date) (score \(pending.score))"
    switch self {
    case .kept(let result):
      return "sent \(what) to \(pending.board): "
        + (result.official ? "official, \(ordinal(result.rank ?? 0)) of \(result.of)" : "practice")
    case .already: return "\(what) was on \(pending.board) already"
    case .refused(let why): return "\(pending.board) refused \(what): \(why)"
    case .later(let why): return "\(what) is kept to send to \(pending.board) later (\(why))"
    }
  }
}

extension BoardConnection {
  /// Sends a finished daily run: its tape to the run the board started (asking the start again by the run's key when
  /// its answer never came); as practice when the board never started it, when the run was of another day, or when it
  /// came too late to be taken. Only a refusal that cannot pass ends it; anything else is `later`.
  func deliver(_ pending: PendingSubmission, token: String) -> Delivery {
    var run = pending.run
    let tape = pending.tape
    if run == nil, let key = pending.key {
      let ticks = (try? Tape(text: tape))?.tickCount ?? 0
      let asked = StartRequest(
        name: pending.name, token: token, game: pending.game, date: pending.date, key: key, tick: ticks)
      switch start(asked) {
      case .success(let answer): run = answer.run
      case .failure(let problem) where problem.code == .notToday || problem.code == .dateToCome: break
      case .failure(let problem): return Self.delivery(of: problem)
      }
    }
    if let run {
      switch finish(run: run, FinishRequest(token: token, tape: tape)) {
      case .success(let result): return .kept(result)
      case .failure(let problem) where problem.code == .expired: break
      case .failure(let problem): return Self.delivery(of: problem)
      }
    }
    switch practice(PracticeRequest(name: pending.name, token: token, tape: tape)) {
    case .success(let result): return .kept(result)
    case .failure(let problem): return Self.delivery(of: problem)
    }
  }

  private static func delivery(of problem: BoardProblem) -> Delivery {
    if problem.mayPass { return .later(problem.line) }
    if problem.code == .alreadySent || problem.code == .duplicateRun { return .already }
    return .refused(problem.line)
  }
}
