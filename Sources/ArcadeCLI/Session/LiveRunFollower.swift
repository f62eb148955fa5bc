import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import BoardWire
import Synchronization

/// A run's inputs followed on a thread of its own (`BoardPoller`): asked from the tick after the last that came,
/// about twice a second while the run is played, until it ended on the board (every input and its result have come)
/// or the board refused for good. What came waits under a lock until the screen takes it. An answer that does not fit
/// what came before (another run, a stretch from elsewhere, inputs that do not read) is dropped and asked again.
final class LiveRunFollower: LiveRunFeed, Sendable {
  /// How often a run being played is asked for.
  static let interval = 0.5

  private struct State {
    var header: LiveRunHeader?
    /// Come and not taken yet.
    var inputs: [InputRun] = []
    /// Every tick that came.
    var received = 0
    var end: LiveEnd?
    var trouble: LiveTrouble?
  }

  let run: Int
  private let state = Mutex(State())
  private let poller = BoardPoller(every: interval)

  /// The simulation version of each game this arcade has: a run played by other rules would be drawn wrong.
  private let rules: [String: Int]

  /// `token`: the watcher's own, for a run that ended a while ago (the tapes' rule).
  init(run: Int, connection: BoardConnection, token: String?, rules: [String: Int]) {
    self.run = run
    self.rules = rules
    poller.start { [self] in
      let from = state.withLock { $0.received }
      let trouble: LiveTrouble?
      switch connection.live(run: run, from: from, token: token) {
      case .success(let answer): trouble = add(answer, asked: from)
      case .failure(let problem): trouble = LiveTrouble(problem.line, final: !problem.mayPass)
      }
      return state.withLock { state in
        state.trouble = trouble
        if trouble?.final == true || state.end != nil { return .done }
        return trouble == nil ? .answered : .failed
      }
    }
  }

  func take() -> LiveNews {
    state.withLock { state in
      defer { state.inputs = [] }
      return LiveNews(header: state.header, inputs: state.inputs, end: state.end, trouble: state.trouble)
    }
  }

  func stop() { poller.stop() }

  /// Adds an answer to what came; why it does not fit, when it does not.
  private func add(_ answer: LiveInputs, asked from: Int) -> LiveTrouble? {
    let odd = LiveTrouble("its answer does not follow on from the last", final: false)
    guard answer.run == run, answer.from == from, answer.tick >= from,
      let runs = try? Tape.inputRuns(parsing: answer.inputs, maxTicks: Tape.maxTicks - from),
      runs.reduce(0, { $0 + $1.count }) == answer.tick - from
    else { return odd }
    guard rules[answer.game] == answer.simulation else {
      return LiveTrouble(
        "the board plays \(answer.game.printable(limit: 20)) by rules version \(answer.simulation) and this arcade by "
          + "\(rules[answer.game].map(String.init) ?? "none"): watch it with an arcade of the board's version",
        final: true)
    }
    let header = LiveRunHeader(name: answer.name, game: answer.game, date: answer.date)
    return state.withLock { state in
      // A player may rename themselves mid-run; the game and the date are the run's.
      if let known = state.header, (known.game, known.date) != (header.game, header.date) { return odd }
      state.header = header
      state.inputs += runs
      state.received = answer.tick
      if answer.state == .finished, let end = answer.end { state.end = end }
      return nil
    }
  }
}
