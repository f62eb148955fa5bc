import ArcadeCore
import BoardWire
import Foundation
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// A run watched as it is played, its inputs sent by a fake board's feed: what the watcher's screen shows, tick by
/// tick, with made-up clock readings.
@Suite("Screens: watching a run live")
struct WatchScreenTests {
  static let hundreds = LiveRunHeader(name: "ada", game: "hundreds", date: "\(Screens.today)")
  static let heli = LiveRunHeader(name: "ada", game: "heli", date: "\(Screens.today)")

  /// Today's heli daily: one press to take off, a tap every 25 ticks, to its crash.
  static func heliDaily() throws -> Tape {
    let entry = try #require(Catalog.entry(id: "heli"))
    var recorder = entry.start(entry.daily(Screens.today))
    var tick = 0
    while !recorder.game.isSettled {
      _ = recorder.step(tick % 25 == 0 ? TickInput(pressed: .action, held: .action) : TickInput())
      tick += 1
    }
    return recorder.finishedTape
  }

  /// `ticks` ticks of hundreds with nothing pressed (it never ends so).
  static func idle(_ ticks: Int) -> [InputRun] { [InputRun(count: ticks, input: TickInput())] }

  /// A stack watching run 7 of `source`, at `now`.
  static func watching(_ source: FakeLiveSource, at now: UInt64 = Screens.start) -> ScreenStack {
    var stack = ScreenStack([WatchScreen(run: 7, source: source, services: Screens.services())])
    stack.advance(now: now)
    return stack
  }

  static func watchScreen(_ stack: ScreenStack) -> WatchScreen? {
    stack.screens.last { $0 is WatchScreen } as? WatchScreen
  }

  /// Plays frames until a box shows (a minute at most); the clock reading then.
  static func playToTheBox(_ stack: inout ScreenStack, from start: UInt64 = Screens.start) -> UInt64 {
    var now = start
    stack.advance(now: now)
    while stack.top?.isBox == false && now < start + 60 * Screens.second {
      now += Screens.frame
      stack.advance(now: now)
    }
    return now
  }

  /// The tick the status line shows ("tick 240/300"), as a test reads it off a terminal.
  static func tick(_ stack: inout ScreenStack) -> Int { ReplayScreenTests.tick(&stack) }

  @Test(
    "a run being played is watched from a second behind its newest input, at real speed; where the inputs run out the picture waits, says so, and goes on when more come"
  )
  func playsBehindAndWaits() {
    let source = FakeLiveSource()
    var stack = Self.watching(source)
    #expect(Screens.text(&stack).contains("Asking the board for run 7…"))
    source.feed(7).send(Self.hundreds, Self.idle(300))
    var now = Screens.start
    stack.advance(now: now)
    stack.advance(now: now)
    #expect(Self.tick(&stack) == 240, "\(Screens.text(&stack))")
    #expect(Screens.text(&stack).contains("▶ 1× tick 240/300 · 1.0 s behind"))
    #expect(Screens.text(&stack, 120, 40).contains("Live: ada · Hundreds · daily challenge \(Screens.today)"))
    for _ in 0..<30 {
      now += Screens.frame
      stack.advance(now: now)
    }
    #expect(Self.tick(&stack) == 300)
    now += 5 * Screens.second
    stack.advance(now: now)
    #expect(Self.tick(&stack) == 300)
    #expect(Screens.text(&stack).contains("… tick 300/300 · waiting for ada's next inputs (none for 6 s)"))
    source.feed(7).send(Self.hundreds, Self.idle(60))
    stack.advance(now: now)
    now += Screens.frame
    stack.advance(now: now)
    #expect(Self.tick(&stack) == 302, "no jump after a wait: two ticks a frame")
  }

  /// The screen without its header and status lines: the game's area.
  static func gameArea(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.contains(" tick ") && !$0.contains("Replay: ") && !$0.contains("Run of ada")
    }
  }

  @Test("the watcher draws the game as the replay does: every 20 frames, the game's area of replay --at the same tick")
  func drawnAsTheReplay() throws {
    let tape = try Self.heliDaily()
    let entry = Screens.entry("heli")
    let source = FakeLiveSource()
    var stack = Self.watching(source)
    source.feed(7).send(Self.heli, tape.runs, end: LiveEnd(score: tape.end!.score, official: true, rank: 1))
    var now = Screens.start
    stack.advance(now: now)
    var compared = 0
    while stack.top?.isBox == false {
      for _ in 0..<20 {
        now += Screens.frame
        stack.advance(now: now)
      }
      let tick = Self.tick(&stack)
      guard stack.top?.isBox == false, tick > 0 else { break }
      let game = try entry.makeFromTape(tape)
      var replay = ScreenStack([ReplayScreen(game, entry: entry, tape: tape, services: Screens.services(), at: tick)])
      #expect(Self.gameArea(Screens.text(&stack)) == Self.gameArea(Screens.text(&replay)), "at tick \(tick)")
      compared += 1
    }
    #expect(compared >= 3)
  }

  @Test("space pauses (the newest inputs still counted), . steps a tick, l goes back to a second behind the newest")
  func pauseStepAndBackToLive() {
    let source = FakeLiveSource()
    var stack = Self.watching(source)
    source.feed(7).send(Self.hundreds, Self.idle(600))
    stack.advance(now: Screens.start)
    stack.advance(now: Screens.start)
    stack.handle(Screens.press(.space), at: Screens.start)
    source.feed(7).send(Self.hundreds, Self.idle(600))
    stack.advance(now: Screens.start + 10 * Screens.second)
    #expect(Screens.text(&stack).contains("II 1× tick 540/1200 · 11.0 s behind"), "\(Screens.text(&stack))")
    stack.handle(Screens.press(.character(".")), at: Screens.start + 10 * Screens.second)
    #expect(Self.tick(&stack) == 541)
    stack.handle(Screens.press(.character("l")), at: Screens.start + 10 * Screens.second)
    stack.advance(now: Screens.start + 10 * Screens.second)
    #expect(Self.tick(&stack) == 1140 && Screens.text(&stack).contains("▶ 1× tick 1140/1200"))
    stack.handle(Screens.press(.character("r")), at: Screens.start + 10 * Screens.second)
    #expect(Self.tick(&stack) == 0)
  }

  @Test(
    "a run that ended plays from its start; once every input is shown, its result: score, official and rank; Pick the next run and Leave say which"
  )
  func endBox() throws {
    let tape = try Self.heliDaily()
    for (key, outcome) in [(Key.enter, ChoiceBox.Outcome.chosen(0)), (.character("q"), .chosen(1))] {
      let source = FakeLiveSource()
      var stack = ScreenStack([
        LiveListScreenTests.Recording(), WatchScreen(run: 7, source: source, services: Screens.services()),
      ])
      source.feed(7).send(
        Self.heli, tape.runs,
        end: LiveEnd(score: tape.end!.score, official: true, rank: 3))
      stack.advance(now: Screens.start)
      #expect(Self.tick(&stack) == 0 && Screens.text(&stack).contains("▶ 1× tick 0/\(tape.tickCount)"))
      #expect(!Screens.text(&stack).contains("behind"), "a run that ended is not behind anything")
      let now = Self.playToTheBox(&stack)
      let text = Screens.text(&stack)
      #expect(text.contains("ada's run is over"), "\(text)")
      #expect(text.contains("Game over · score \(tape.end!.score) · \(Ticks.clockTime(tape.tickCount))"))
      #expect(text.contains("On the board: the official result, 3rd today."))
      stack.handle(Screens.press(key), at: now)
      #expect((stack.top as? LiveListScreenTests.Recording)?.outcomes == [outcome])
      #expect(source.feed(7).stopped)
    }
  }

  @Test(
    "the board away mid-run: what came plays on, then the picture waits, the status line saying why, until it answers")
  func boardAway() {
    let source = FakeLiveSource()
    var stack = Self.watching(source)
    source.feed(7).send(Self.hundreds, Self.idle(120))
    source.feed(7).fail(LiveTrouble("cannot connect (Connection refused)", final: false))
    var now = Screens.start
    for _ in 0..<60 {
      now += Screens.frame
      stack.advance(now: now)
    }
    let text = Screens.text(&stack, 160, 40)
    #expect(Self.tick(&stack) == 120, "\(text)")
    #expect(text.contains("waiting for ada's next inputs · the board: cannot connect (Connection refused)"), "\(text)")
    source.feed(7).send(Self.hundreds, Self.idle(60))
    stack.advance(now: now + Screens.frame)
    stack.advance(now: now + 2 * Screens.frame)
    #expect(Self.tick(&stack) == 122 && !Screens.text(&stack, 160, 40).contains("the board:"))
  }

  @Test("the board's refusal before any input is a box with its words (through the gate); Back leaves the run")
  func refused() {
    let source = FakeLiveSource()
    var stack = ScreenStack([
      LiveListScreenTests.Recording(), WatchScreen(run: 7, source: source, services: Screens.services()),
    ])
    source.feed(7).fail(LiveTrouble(BoardText("refused \u{1B}[2J now").description, final: true))
    stack.advance(now: Screens.start)
    let text = Screens.text(&stack)
    #expect(text.contains("Cannot watch run 7") && text.contains("The board: refused ?[2J now"), "\(text)")
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect((stack.top as? LiveListScreenTests.Recording)?.outcomes == [.cancelled])
  }

  @Test("a name from the board is shown only through the gate: no escape reaches the header, the status or the box")
  func hostileName() throws {
    let tape = try Self.heliDaily()
    for name in HostileText.names {
      let source = FakeLiveSource()
      var stack = Self.watching(source)
      let header = LiveRunHeader(name: BoardText(name), game: "heli", date: "\(Screens.today)")
      source.feed(7).send(header, Array(tape.runs.prefix(1)))
      stack.advance(now: Screens.start)
      for _ in 0..<100 { stack.advance(now: Screens.start + 6 * Screens.second) }
      let wide = Screens.text(&stack, 220, 60)
      #expect(HostileText.findings(in: wide).isEmpty && wide.contains("waiting for ada") == name.hasPrefix("ada"))
      source.feed(7).send(header, Array(tape.runs.dropFirst()), end: LiveEnd(score: 1, official: false, rank: nil))
      _ = Self.playToTheBox(&stack, from: Screens.start + 6 * Screens.second)
      let box = Screens.text(&stack, 220, 60)
      #expect(box.contains("'s run is over") && box.contains("On the board: practice, not ranked."))
      #expect(HostileText.findings(in: box).isEmpty, "\(box.debugDescription)")
    }
  }
}
