import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import BoardWire
import Dispatch
import Synchronization

/// The daily board as one arcade session uses it (`BoardLink`): the player's name and token live in the data folder
/// and are settled with the board before a run; each daily run's part on the board is a `DailyBoardRun`; runs kept
/// in the queue are sent at the session's start. A request the player waits for waits `timeout` at most.
final class BoardSession: BoardLink, @unchecked Sendable {  // Its state is under locks of its own.
  let connection: BoardConnection
  let storage: Storage
  /// The config file's name: claimed on the board the first time there is no name yet.
  private let configuredName: String?
  /// How long a run's end waits for the board, and how long its tape is retried in this session.
  private let endWait: Double
  private let retryFor: Double
  /// Lines for after the session (runs sent, runs kept to send, problems).
  let notes = BoardNotes()
  /// The runs begun this session, in order, with their game and date.
  private let begun = Mutex<[(game: String, date: CalendarDate, run: DailyBoardRun)]>([])
  private let triedConfiguredName = Mutex(false)
  /// Why the config file's name was not kept, when it was not.
  private let configuredProblem = Mutex<String?>(nil)

  init(
    url: String, storage: Storage, name: String?, timeout: Double = 2, endWait: Double = 1, retryFor: Double = 120
  ) {
    connection = BoardConnection(url: url, timeout: timeout)
    self.storage = storage
    configuredName = name
    self.endWait = endWait
    self.retryFor = retryFor
  }

  var url: String { connection.url }

  /// The lines for after the session: what came of the runs sent, and those still to send.
  var afterwords: [String] {
    begun.withLock { $0.compactMap(\.run.closingLine) } + notes.all
  }

  /// The identity kept in the data folder.
  var identity: BoardIdentity? { storage.boardIdentity() }

  /// The identity kept; without one, the config file's name claimed on the board (asked once a session).
  var playingIdentity: BoardIdentity? {
    if let kept = identity { return kept }
    guard let configuredName, !triedConfiguredName.withLock({ $0 }) else { return nil }
    triedConfiguredName.withLock { $0 = true }
    let problem: String
    switch claim(name: configuredName) {
    case .kept, .other: return identity
    case .taken(let name):
      problem = "The config file's name, \(name), is another player's on this board; choose another."
    case .invalid(let rule): problem = rule
    case .unreachable(let why): problem = "The board did not answer (\(why)). Enter asks again; Esc plays without it."
    }
    configuredProblem.withLock { $0 = problem }
    return nil
  }

  var suggestedName: (name: String, problem: String)? {
    guard let configuredName, let problem = configuredProblem.withLock({ $0 }) else { return nil }
    return (configuredName, problem)
  }

  var playerName: String? { playingIdentity?.name }

  func claim(name: String) -> NameCheck {
    guard BoardAPI.isName(name) else { return .invalid("A name is 1 to 24 letters, digits, '-', '_' or '.'.") }
    let token = storage.boardIdentity()?.token ?? BoardIdentity.newToken()
    switch connection.claim(PlayerRequest(name: name, token: token)) {
    case .success(let answer):
      let kept = answer.state == .other ? answer.name.raw : name
      guard BoardAPI.isName(kept) else { return .invalid("The board answered with a name that is not one.") }
      if let problem = storage.keepBoardIdentity(BoardIdentity(name: kept, token: token)) {
        return .unreachable("your name could not be kept: \(problem)")
      }
      return answer.state == .other ? .other(kept) : .kept(kept)
    case .failure(.refused(let refusal)) where refusal.code == .nameTaken: return .taken(name)
    case .failure(.refused(let refusal)) where !refusal.code.mayPass: return .invalid(refusal.error.description)
    case .failure(let problem): return .unreachable(problem.line)
    }
  }

  func begin(game: String, date: CalendarDate) -> (any BoardRun)? {
    guard let identity = playingIdentity else { return nil }
    let run = DailyBoardRun(
      game: game, date: date, identity: identity, connection: connection, storage: storage, session: notes,
      endWait: endWait, retryFor: retryFor)
    begun.withLock { $0.append((game, date, run)) }
    return run
  }

  func attempt(game: String, date: CalendarDate) -> AttemptNote {
    let played = begun.withLock { $0.contains { $0.game == game && $0.date == date && $0.run.standing == .official } }
    if played { return .used("played this session") }
    let queued = storage.pendingSubmissions().contains {
      $0.submission.board == url && $0.submission.game == game && $0.submission.date == "\(date)"
        && $0.submission.attempt == Attempt.official.rawValue
    }
    if queued { return .used("kept to send") }
    guard let name = playerName, case .success(let board) = quick.board(game: game, date: date) else { return .unknown }
    guard let mine = board.runs.first(where: { $0.name.raw == name && ($0.official || $0.state != .finished) }) else {
      return .open
    }
    switch mine.state {
    case .playing: return .used("being played")
    case .unfinished: return .used("not finished")
    case .finished, .other: return .used("official \(mine.score ?? 0)")
    }
  }

  func standings(games: [String], date: CalendarDate) -> [String: String] {
    guard let name = playerName else { return [:] }
    let found = Mutex<[String: String]>([:])
    let connection = quick
    // At once, so four slow boards cost one timeout, not four.
    DispatchQueue.concurrentPerform(iterations: games.count) { i in
      guard case .success(let board) = connection.board(game: games[i], date: date),
        let mine = board.runs.first(where: { $0.name.raw == name })
      else { return }
      let officials = board.runs.filter(\.official).count
      let place = mine.rank.map { "\(ordinal($0)) of \(officials)" } ?? "practice"
      found.withLock { $0[games[i]] = place }
    }
    return found.withLock { $0 }
  }

  /// The board for what the player only glances at (the title card, the menu's box): half a second at most.
  private var quick: BoardConnection { BoardConnection(url: url, timeout: 0.5) }

  /// Sends the runs kept for this board, oldest first, until one gets no answer (the board is still away); a line
  /// for each. Never sent twice: each is taken (renamed) before it is sent.
  func sendPending() -> [String] {
    guard let identity = playingIdentity else { return [] }
    var lines: [String] = []
    for (file, pending) in storage.pendingSubmissions() where pending.board == url {
      guard let claimed = storage.claim(file) else { continue }
      let delivery = connection.deliver(pending, token: identity.token)
      lines.append(delivery.line(pending))
      if case .later = delivery {
        storage.release(claimed)
        return lines
      }
      storage.remove(claimed)
      if case .kept(let result) = delivery, let localRun = pending.localRun {
        lines += storage.settleDaily(run: localRun, official: result.official).map { "warning: " + $0 }
      }
    }
    return lines
  }
}
