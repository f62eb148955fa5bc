import ArcadeCore
import BoardWire
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// The live list as a menu screen (the title menu's Watch live, and where a watched run's end box goes): what it
/// lists, what a pick opens, where leaving a run goes.
@Suite("Screens: the live list")
struct LiveListScreenTests {
  /// A screen under the one tried that only notes the outcomes it is handed.
  struct Recording: Screen {
    var outcomes: [ChoiceBox.Outcome] = []
    mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition { .stay }
    mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
      outcomes.append(outcome)
      return .stay
    }
  }

  static func row(_ run: Int, _ name: String, _ game: String, playing: Bool) -> LiveRow {
    LiveRow(
      run: run, name: BoardText(name), game: game, date: "\(Screens.today)", tick: 3900, score: playing ? 40 : 122,
      state: playing ? .playing : .finished, official: run % 2 == 1)
  }

  static let answer = LiveAnswer(
    today: "\(Screens.today)",
    runs: [row(9, "ada", "heli", playing: true), row(4, "grace", "frog", playing: false)])

  @Test(
    "Watch live lists the runs being played, then today's finished ones, in columns; a pick watches that run while the list stops asking"
  )
  func listsAndPicks() throws {
    let source = FakeLiveSource()
    var stack = ScreenStack([Recording(), LiveListScreen(services: Screens.services(), source: source)])
    stack.advance(now: Screens.start)
    #expect(Screens.text(&stack).contains("Asking http://board.test:8470 for the runs being played…"))
    #expect(source.listsFollowing == 1)
    source.list = .success(Self.answer)
    stack.advance(now: Screens.start)
    let text = Screens.text(&stack)
    #expect(text.contains("▶ ada    heli  40   1:05  playing   official"), "\(text)")
    #expect(text.contains("  grace  frog  122  1:05  finished  practice"), "\(text)")
    stack.handle(Screens.press(.down), at: Screens.start)
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(source.followed == [4] && stack.top is WatchScreen && source.listsFollowing == 0)
    stack.handle(Screens.press(.character("q")), at: Screens.start)
    #expect(stack.top is LiveListScreen, "q leaves the run for the list it was picked from")
    stack.advance(now: Screens.start)
    #expect(source.listsFollowing == 1 && source.feed(4).stopped)
    stack.handle(Screens.press(.character("q")), at: Screens.start)
    #expect((stack.top as? Recording)?.outcomes == [.cancelled] && source.listsFollowing == 0)
  }

  @Test("nobody playing, or no answer, is one line; hostile names are shown through the gate, cut to 24 characters")
  func emptyTroubleAndHostile() {
    let source = FakeLiveSource()
    var stack = ScreenStack([LiveListScreen(services: Screens.services(), source: source)])
    source.list = .success(LiveAnswer(today: "\(Screens.today)", runs: []))
    stack.advance(now: Screens.start)
    #expect(
      Screens.text(&stack).contains("Nobody is playing on http://board.test:8470 now, and no run finished today."))
    source.list = .failure(LiveTrouble("cannot connect (Connection refused)", final: false))
    stack.advance(now: Screens.start)
    #expect(Screens.text(&stack, 120, 30).contains("The board: cannot connect (Connection refused)"))
    let hostile = HostileText.names.enumerated().map { Self.row($0.offset + 1, $0.element, "heli", playing: true) }
    source.list = .success(LiveAnswer(today: "\(Screens.today)", runs: hostile))
    stack.advance(now: Screens.start)
    let text = Screens.text(&stack, 220, 60)
    expectSafe(text, showing: "ada?[2J")
    #expect(text.contains(String(repeating: "W", count: 23) + "…"))
  }

  @Test("the menu's Watch live: without a board, one line says how to join one; with one, the live list")
  func menuItem() {
    var offline = ScreenStack([MenuScreen(services: Screens.services(), now: Screens.start)])
    offline.handle(Screens.press(.character("w")), at: Screens.start)
    #expect(Screens.text(&offline, 120, 30).contains(MenuScreen.noBoard))
    var services = Screens.services()
    services.live = FakeLiveSource()
    var online = ScreenStack([MenuScreen(services: services, now: Screens.start)])
    online.handle(Screens.press(.character("6")), at: Screens.start)
    #expect(online.top is LiveListScreen)
    online.handle(Screens.press(.escape), at: Screens.start)
    #expect(online.top is MenuScreen)
  }

  @Test(
    "arcade watch RUN: leaving the run leaves the list too; its end box's Pick the next run shows the list, which q then leaves"
  )
  func direct() throws {
    let source = FakeLiveSource()
    let services = Screens.services()
    func opened() -> ScreenStack {
      ScreenStack([
        Recording(), LiveListScreen(services: services, source: source, direct: true),
        WatchScreen(run: 9, source: source, services: services),
      ])
    }
    var left = opened()
    left.handle(Screens.press(.escape), at: Screens.start)
    #expect((left.top as? Recording)?.outcomes == [.cancelled])
    var next = opened()
    let tape = try WatchScreenTests.heliDaily()
    source.feed(9).send(WatchScreenTests.heli, tape.runs, end: LiveEnd(score: 3, official: false, rank: nil))
    let now = WatchScreenTests.playToTheBox(&next)
    next.handle(Screens.press(.enter), at: now)
    #expect(next.top is LiveListScreen)
    next.handle(Screens.press(.character("q")), at: now)
    #expect((next.top as? Recording)?.outcomes == [.cancelled])
  }
}
