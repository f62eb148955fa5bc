import ArcadeCore
import ArcadeStorage
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// A daily the board started as the official attempt, whose end it does not answer while the end alert waits: the
/// alert says no answer came, the run is kept as the official attempt, and while the arcade still sends it,
/// `arcade board --pending` lists it as being sent (it said nothing waits).
@Suite("A daily's end the board does not answer", .ownThreads)
struct UnansweredEndTests {
  var harness: Harness
  let board: HostileBoard

  init() throws {
    harness = try Harness()
    harness.games = Catalog.entries
    _ = harness.storage.keepBoardIdentity(Ada.identity)
    let started = StartAnswer(
      run: 1, game: "heli", date: "\(Screens.today)", seed: "1", attempt: .official, practice: nil)
    board = try HostileBoard { request in
      switch request.path {
      case BoardAPI.runs: .message(201, started)
      case BoardAPI.inputs(1): .message(200, InputsAnswer(run: 1, tick: 0, attempt: .official, practice: nil))
      default: .silence
      }
    }
  }

  /// The daily played on screen to its end alert (which waits half a second), ended once the board's answer to its
  /// start is in; the run is sent again for 10 s. The alert's text.
  func played() async -> String {
    let session = BoardSession(
      url: board.url, storage: harness.storage, name: nil, timeout: 5, endWait: 0.5, retryFor: 10)
    var services = Screens.services()
    services.board = session
    var stack = HostileBoardScreenTests.startedDaily(services)
    await EndToEnd.eventually(timeout: 20) {
      session.attempt(game: "heli", date: Screens.today) == .used("played this session")
    }
    HostileBoardScreenTests.playToTheEnd(&stack)
    return Screens.text(&stack, 220, 60)
  }

  @Test("the end alert says no answer came within its wait, and that the run is kept as the official attempt")
  func endAlert() async {
    let alert = await played()
    #expect(
      alert.contains(
        "Board: no answer within 500 ms. The run is kept and sent as your official attempt (arcade board --pending)."),
      "\(alert)")
  }

  @Test("arcade board --pending lists the run the arcade is still sending, as being sent")
  func listedWhileSent() async {
    _ = await played()
    let listed = harness.run("board", "--pending", "--board", board.url).outLines
    #expect(listed.count == 1 && listed.first?.hasPrefix("heli daily \(Harness.today) score ") == true, "\(listed)")
    #expect(listed.first?.hasSuffix(" for \(board.url) (your official attempt, being sent now)") == true, "\(listed)")
  }
}
