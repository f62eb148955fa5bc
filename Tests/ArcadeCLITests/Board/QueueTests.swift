import ArcadeCore
import ArcadeStorage
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Issue 50, item 3: a run kept to send is never lost to a failure that may pass (a 503, a 429, a 5xx, a timeout, no
/// connection, a redirect, never followed); only a final refusal, by its code, ends it, and says so.
@Suite("Runs kept to send, against a failing board", .ownThreads)
struct QueueTests {
  var harness: Harness

  init() throws {
    harness = try Harness()
    harness.games = Catalog.entries
    _ = harness.storage.keepBoardIdentity(Ada.identity)
  }

  /// Keeps ada's run to send to `url` (`Ada.queued`).
  func queue(for url: String, run: Int?) throws {
    _ = try harness.storage.enqueue(Ada.queued(to: url, run: run)).get()
  }

  /// The queue sent as an arcade session sends it at its start, each request given `timeout` seconds: its lines.
  func sendPending(to url: String, timeout: Double = 5) -> [String] {
    BoardSession(url: url, storage: harness.storage, name: nil, timeout: timeout).sendPending()
  }

  /// What `arcade board --pending` lists.
  func listed(_ url: String) -> [String] { harness.run("board", "--pending", "--board", url).outLines }

  /// A failure that may pass, as a board on 127.0.0.1 gives it.
  enum Passing: String, CaseIterable, Sendable {
    case unavailable, rateLimited, serverError, badGateway, timeout, noConnection, redirect

    /// The board's answer to every request.
    func answer(redirectTo elsewhere: String) -> HostileBoard.Answer {
      switch self {
      case .unavailable: .refusal(.databaseUnavailable, "database or disk is full; try again later")
      case .rateLimited: .refusal(.rateLimited, "too many requests from your address; try again in a minute")
      case .serverError: .refusal(.serverError, "the board failed")
      case .badGateway: .plain(502, "Bad Gateway")
      case .timeout: .silence
      case .noConnection: .silence  // never asked: the board is stopped first
      case .redirect: .redirect(to: elsewhere + BoardAPI.runs)
      }
    }

    /// Why the run is kept, as the arcade says it.
    var why: String {
      switch self {
      case .unavailable: "database or disk is full; try again later"
      case .rateLimited: "too many requests from your address; try again in a minute"
      case .serverError: "the board failed"
      case .badGateway: "it answered HTTP 502, not a board's answer"
      case .timeout: "no whole answer within 1.0 s"
      case .noConnection: "cannot connect (Connection refused)"
      case .redirect: "it answered a redirect elsewhere, not a board's answer"
      }
    }
  }

  @Test(
    "a failure that may pass keeps the run queued, says so in one line, and arcade board --pending lists it; a redirect's host hears nothing",
    arguments: Passing.allCases, [7, nil] as [Int?])
  func keptOnAFailureThatMayPass(failure: Passing, run: Int?) throws {
    let elsewhere = try HostileBoard { _ in .message(200, [String: String]()) }
    let board = try HostileBoard { _ in failure.answer(redirectTo: elsewhere.url) }
    if failure == .noConnection { board.stop() }
    try queue(for: board.url, run: run)
    let lines = sendPending(to: board.url, timeout: failure == .timeout ? 1 : 5)
    #expect(lines == ["\(Ada.run) is kept to send to \(board.url) later (\(failure.why))"])
    let kind = run == nil ? "its start not answered" : "your official attempt"
    #expect(
      listed(board.url) == ["heli daily \(Harness.today) score \(Ada.score) for \(board.url) (\(kind))"]
    )
    #expect(elsewhere.log.isEmpty, "the redirect was followed: \(elsewhere.log)")
  }

  @Test(
    "a final refusal, by its code whatever the status, ends the run and says so; a code that may pass keeps it whatever the status",
    arguments: [
      (HostileBoard.Answer.refusal(.notYourRun, "that run is not yours"), "that run is not yours", false),
      (.refusal(.doesNotVerify, "the tape does not verify"), "the tape does not verify", false),
      (.refusal(.notYourRun, "that run is not yours", status: 503), "that run is not yours", false),
      (.refusal(.databaseUnavailable, "the database is away", status: 403), "the database is away", true),
    ])
  func endedOnlyByAFinalCode(answer: HostileBoard.Answer, words: String, kept: Bool) throws {
    let board = try HostileBoard { _ in answer }
    try queue(for: board.url, run: 7)
    let lines = sendPending(to: board.url)
    if kept {
      #expect(lines == ["\(Ada.run) is kept to send to \(board.url) later (\(words))"])
      #expect(listed(board.url).count == 1)
    } else {
      #expect(lines == ["\(board.url) refused \(Ada.run): \(words)"])
      #expect(listed(board.url) == ["nothing waits to be sent to a board"])
    }
    #expect(board.log == ["POST \(BoardAPI.run(7))"])
  }

  @Test(
    "a daily whose board answers 503 or 429 from its start to its end: the end alert says the run is kept, and arcade board --pending lists it",
    arguments: [RefusalCode.databaseUnavailable, .rateLimited])
  func keptAtTheEnd(code: RefusalCode) async throws {
    let board = try HostileBoard { _ in .refusal(code, "try again later") }
    var services = Screens.services()
    services.board = BoardSession(
      url: board.url, storage: harness.storage, name: nil, timeout: 5, endWait: 60, retryFor: 0)
    var stack = HostileBoardScreenTests.playedDaily(services)
    let alert = Screens.text(&stack, 220, 60)
    #expect(
      alert.contains("Board: try again later. The run is kept and sent when it answers (arcade board --pending)."),
      "\(alert)")
    // The run's thread puts its file back in the queue just after the end alert has its answer.
    await EndToEnd.eventually(timeout: 20) { harness.storage.pendingSubmissions().count == 1 }
    let listed = listed(board.url)
    #expect(listed.count == 1 && listed.first?.hasPrefix("heli daily \(Harness.today) score ") == true, "\(listed)")
    #expect(listed.first?.hasSuffix(" for \(board.url) (its start not answered)") == true, "\(listed)")
  }
}
