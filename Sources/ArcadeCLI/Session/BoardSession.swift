import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import Dispatch
import Foundation

/// The daily board as one arcade session uses it (`BoardLink`): the player's identity and the queue of runs to send
/// live in the data folder; every request a player waits for waits `timeout` at most (half a second), so a slow or
/// absent board never holds a game up longer.
final class BoardSession: BoardLink {
  let connection: BoardConnection
  /// The start's own timeout (2 s): it runs beside the game, holding no one up, and the board allows it 2 s of
  /// latency.
  let startTimeout: Double
  let storage: Storage
  /// The config file's name, taken as the player's when no identity was made yet.
  private let configuredName: String?
  /// Lines for after the session (a run kept to send, a queued run sent, a problem).
  private(set) var notes: [String] = []

  init(url: String, storage: Storage, name: String?, timeout: Double = 0.5, startTimeout: Double = 2) {
    self.startTimeout = startTimeout
    connection = BoardConnection(url: url, timeout: timeout)
    self.storage = storage
    configuredName = name
  }

  var url: String { connection.url }

  var playerName: String? { identity?.name }

  /// The identity kept in the data folder, made from the config file's name the first time there is one.
  var identity: BoardIdentity? {
    if let kept = storage.boardIdentity() { return kept }
    guard let configuredName, choose(name: configuredName) == nil else { return nil }
    return storage.boardIdentity()
  }

  func choose(name: String) -> String? {
    guard Self.isName(name) else { return "A name is 1 to 24 letters, digits, '-', '_' or '.'." }
    if let problem = storage.keepBoardIdentity(BoardIdentity(name: name, token: BoardIdentity.newToken())) {
      return "Not kept: \(problem)."
    }
    return nil
  }

  static func isName(_ name: String) -> Bool {
    (1...24).contains(name.count)
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
      }
  }

  func startDaily(game: String, date: CalendarDate) -> BoardStart {
    let start = BoardStart()
    guard let identity else {
      start.settle(.init(run: nil, problem: "no name for the board", refused: true))
      return start
    }
    let connection = BoardConnection(url: url, timeout: startTimeout)
    DispatchQueue.global().async {
      switch connection.start(name: identity.name, token: identity.token, game: game, date: date) {
      case .success(let run): start.settle(.init(run: run))
      case .failure(.unreachable(let why)): start.settle(.init(run: nil, problem: why))
      case .failure(.refused(_, let message)): start.settle(.init(run: nil, problem: message, refused: true))
      }
    }
    return start
  }

  func finishDaily(_ ticket: BoardStart, tape: Tape, score: Int) -> String {
    guard let identity else { return "Board: no name given, so this run is not on it." }
    // The start's answer came long ago, or comes within its own timeout.
    let start = ticket.wait(seconds: connection.timeout) ?? .init(run: nil, problem: "no answer as the run started")
    if start.refused { return "Board: it refused the run's start: \(start.problem ?? "")" }
    let pending = PendingSubmission(
      board: url, run: start.run, name: identity.name, game: tape.game, date: Self.date(of: tape), score: score,
      tape: tape.text)
    guard let run = start.run else {
      return keep(pending, "no answer as the run started (\(start.problem ?? "")); kept to send later, as practice")
    }
    switch connection.submit(run: run, token: identity.token, tape: tape.text) {
    case .success(let accepted): return Self.line(accepted)
    case .failure(.unreachable(let why)): return keep(pending, "no answer (\(why)); kept to send on a later start")
    case .failure(.refused(_, let message)): return "Board: it refused this run: \(message)"
    }
  }

  /// Queues a run to send later; the end alert's line.
  private func keep(_ pending: PendingSubmission, _ why: String) -> String {
    if let problem = storage.enqueue(pending) { return "Board: \(why.prefix { $0 != ";" }); and \(problem)" }
    notes.append("a daily run for \(url) is kept to send on a later start (arcade board --pending lists it)")
    return "Board: \(why)."
  }

  /// "Board: official, 3rd of 12 today."; "Board: practice (your official run of today is in)."
  static func line(_ accepted: BoardAcceptance) -> String {
    guard accepted.official, let rank = accepted.rank else {
      return "Board: practice (your official run of the day is in)."
    }
    return "Board: official, \(ordinal(rank)) of \(accepted.of) today."
  }

  static func date(of tape: Tape) -> String {
    if case .daily(let date) = tape.mode { return "\(date)" }
    return ""
  }

  func standings(games: [String], date: CalendarDate) -> [String: String] {
    guard let name = playerName else { return [:] }
    let found = Locked<[String: String]>([:])
    let connection = connection
    // At once, so four slow boards cost one timeout, not four.
    DispatchQueue.concurrentPerform(iterations: games.count) { i in
      guard case .success(let rows) = connection.board(game: games[i], date: date) else { return }
      let officials = rows.filter(\.official).count
      guard let mine = rows.first(where: { $0.name == name }) else { return }
      let place = mine.rank.map { "\(ordinal($0)) of \(officials)" } ?? "practice"
      found.update { $0[games[i]] = place }
    }
    return found.value
  }

  /// Sends the runs kept for this board, oldest first, until one gets no answer (the board is still away); returns
  /// a line for each sent or refused. A run refused as too late goes again as practice; one the board already has
  /// (409) is done. Never sent twice: each is taken (renamed) before it is sent.
  func sendPending() -> [String] {
    guard let identity else { return [] }
    var lines: [String] = []
    for (file, pending) in storage.pendingSubmissions() where pending.board == url {
      guard let claimed = storage.claim(file) else { continue }
      var result: Result<BoardAcceptance, BoardProblem>
      if let run = pending.run {
        result = connection.submit(run: run, token: identity.token, tape: pending.tape)
        if case .failure(.refused(422, let message)) = result, message.hasPrefix("too slow") {
          result = connection.practice(name: identity.name, token: identity.token, tape: pending.tape)
        }
      } else {
        result = connection.practice(name: identity.name, token: identity.token, tape: pending.tape)
      }
      let what = "the \(pending.game) daily of \(pending.date) (score \(pending.score))"
      switch result {
      case .success(let accepted):
        storage.remove(claimed)
        lines.append("sent \(what) to \(url): " + Self.line(accepted).dropFirst("Board: ".count))
      case .failure(.refused(409, _)):
        storage.remove(claimed)
        lines.append("\(what) was on \(url) already")
      case .failure(.refused(_, let message)):
        storage.remove(claimed)
        lines.append("\(url) refused \(what): \(message)")
      case .failure(.unreachable):
        storage.release(claimed)
        return lines
      }
    }
    return lines
  }
}

/// A value shared between threads under a lock.
final class Locked<Value>: @unchecked Sendable {
  private var stored: Value
  private let lock = NSLock()
  init(_ value: Value) { stored = value }
  func update(_ change: (inout Value) -> Void) {
    lock.lock()
    change(&stored)
    lock.unlock()
  }
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
