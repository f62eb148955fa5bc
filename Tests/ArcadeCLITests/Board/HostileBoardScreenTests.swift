import ArcadeCore
import ArcadeStorage
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Issue 50, item 1, on the screens: the name box's problem line, the end alert's board line, the replay's byline and
/// the menu's Daily box, with the arcade's own board session talking to a board whose every string is hostile.
@Suite("A hostile board's strings, on the screens", .ownThreads)
struct HostileBoardScreenTests {
  let storage: Storage
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/data")
  }

  /// The screens' services with the arcade's board session on `board`; ada's name kept first when `named`. A run's
  /// end waits for the board's answer as long as a test may take, and is sent once.
  func services(_ board: HostileBoard, named: Bool) -> ScreenServices {
    if named { _ = storage.keepBoardIdentity(Ada.identity) }
    var services = Screens.services()
    services.board = BoardSession(
      url: board.url, storage: storage, name: nil, timeout: 5, endWait: 60, retryFor: 0)
    return services
  }

  /// Today's heli daily played on screen with `services`: Play, one press, and it falls to its end alert.
  static func playedDaily(_ services: ScreenServices) -> ScreenStack {
    var stack = startedDaily(services)
    playToTheEnd(&stack)
    return stack
  }

  /// Today's heli daily on screen with `services`: Play, and the press that begins it (on the board too).
  static func startedDaily(_ services: ScreenServices) -> ScreenStack {
    var stack = ScreenStack([
      GameScreen(services: services, entry: Ada.heli, setup: Ada.heli.daily(Screens.today), fromMenu: false)
    ])
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    stack.handle(Screens.press(.space), at: Screens.start)
    return stack
  }

  /// The helicopter falls to the end of its run, and the end alert shows.
  static func playToTheEnd(_ stack: inout ScreenStack) {
    for frame in 1...600 where !(stack.top?.isBox ?? false) {
      stack.advance(now: Screens.start + UInt64(frame) * Screens.frame)
    }
  }

  @Test(
    "the name box's problem line shows the board's refusal or why it did not answer, through the gate",
    arguments: [RefusalCode.badName, .databaseUnavailable])
  func nameBox(code: RefusalCode) throws {
    let board = try HostileBoard.everyStringHostile(tape: "", refusing: code)
    var stack = ScreenStack([
      GameScreen(
        services: services(board, named: false), entry: Ada.heli, setup: Ada.heli.daily(Screens.today),
        fromMenu: false)
    ])
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    #expect(Screens.text(&stack).contains("Your name on the board"))
    for key in "ada".unicodeScalars { stack.handle(Screens.press(.character(key)), at: Screens.start) }
    stack.handle(Screens.press(.enter), at: Screens.start)
    expectSafe(Screens.text(&stack, 220, 60), showing: HostileText.shownWords)
  }

  @Test(
    "the end alert's board line shows the board's refusal, or why the run is kept, through the gate",
    arguments: [RefusalCode.notYourRun, .databaseUnavailable])
  func endAlert(code: RefusalCode) throws {
    let board = try HostileBoard.everyStringHostile(tape: "", refusing: code)
    var stack = Self.playedDaily(services(board, named: true))
    let alert = Screens.text(&stack, 220, 60)
    #expect(alert.contains("Game over"))
    expectSafe(alert, showing: code.mayPass ? "Board: \(HostileText.shownWords)" : "Board: it refused this run: ")
    expectSafe(alert, showing: HostileText.shownWords)
  }

  @Test("the replay of a board's run shows whose it is through the gate")
  func replayByline() throws {
    let tape = Ada.tape
    for rank in HostileText.names.indices {
      let row = BoardRow(
        rank: rank + 1, run: rank + 1, name: BoardText(HostileText.names[rank]), score: 1, ticks: 1, official: true,
        state: .finished, tape: nil)
      var stack = ScreenStack([
        ReplayScreen(
          try Ada.heli.makeFromTape(tape), entry: Ada.heli, tape: tape, services: Screens.services(),
          byline: row.byline(date: Screens.today))
      ])
      expectSafe(Screens.text(&stack, 220, 60), showing: "Watching ")
    }
  }

  @Test("the menu's Daily box shows the player's place on a hostile board, and nothing of its strings")
  func dailyBox() throws {
    let board = try HostileBoard.everyStringHostile(tape: "")
    var stack = ScreenStack([MenuScreen(services: services(board, named: true), now: Screens.start)])
    stack.handle(Screens.press(.character("d")), at: Screens.start)
    expectSafe(Screens.text(&stack, 120, 30), showing: "board: 10th of 10")
  }
}
