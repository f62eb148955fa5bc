import ArcadeCore
import ArcadeRuns
import Foundation
import Helicopter
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage
@testable import GameCatalog

/// Racing a ghost on screen: its own simulation beside the player's, drawn faint where the world does not
/// depend on the player, measured live and at the end, and never touching the player's run.
@Suite("Screens: racing a ghost")
struct GhostRaceScreenTests {
  static let heli = Screens.entry("heli")
  static let heliDaily = heli.daily(Screens.today)

  /// A heli daily run recorded headless: the action held on the given ticks, until it settles.
  static func heliRun(holding: (Int) -> Bool) -> Tape {
    var recorder = heli.start(heliDaily)
    while !recorder.game.isSettled {
      let held = holding(recorder.game.tick + 1)
      _ = recorder.step(TickInput(pressed: held ? .action : [], held: held ? .action : []))
    }
    return recorder.finishedTape
  }

  /// The ghost: holds for its first 40 ticks, then falls to the floor.
  static let ghostTape = heliRun { $0 <= 40 }

  /// `arcade play heli --daily` (racing `ghost` when given) played on screen at 80x24: Play, a space press at
  /// 0.5 s and 1.5 s, to the end alert. Returns the stack and the store that kept its tape.
  static func playedRound(ghost: Ghost?) throws -> (ScreenStack, FakeStore) {
    let store = FakeStore()
    let screen = GameScreen(
      services: Screens.services(store: store), entry: heli, setup: heliDaily, fromMenu: false, ghost: ghost)
    var stack = ScreenStack([screen])
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    stack.handle(Screens.press(.space), at: Screens.start)
    var now = Screens.start
    for frame in 1...600 where !(stack.top?.isBox ?? false) {
      now = Screens.start + UInt64(frame) * Screens.frame
      if frame == 15 || frame == 45 { stack.handle(Screens.press(.space), at: now) }
      stack.advance(now: now)
    }
    #expect(stack.top?.isBox == true, "the round settled and its end alert shows")
    return (stack, store)
  }

  @Test("a ghost never changes the run: the kept tape, its checkpoints and end hash are the same without it")
  func ghostNeverTouchesTheRun() throws {
    let (_, alone) = try Self.playedRound(ghost: nil)
    let (_, racing) = try Self.playedRound(ghost: Ghost(tape: Self.ghostTape, source: .best))
    let mine = try #require(alone.lastTape("heli"))
    let raced = try #require(racing.lastTape("heli"))
    #expect(mine.tickCount > 100)
    #expect(raced == mine, "same inputs, same tape: runs, checkpoints and end line")
    #expect(raced.end?.hash == mine.end?.hash)
    #expect(mine.runs != Self.ghostTape.runs, "the ghost flew otherwise")
    #expect(racing.scoreTapes.last! == mine, "the score's tape (for best/) is the same run too")
  }

  @Test("over 600 ticks too: a frog round raced by a ghost keeps the same tape, checkpoint hash included")
  func checkpointsUntouched() throws {
    let frog = Screens.entry("frog")
    let setup = frog.classic(parameters: frog.info.parameters.defaults, seed: 11)
    var recorder = frog.start(setup)
    for tick in 1...700 { _ = recorder.step(TickInput(pressed: [10, 40, 90].contains(tick) ? .up : [])) }
    let ghost = Ghost(tape: recorder.finishedTape, source: .best)
    var tapes: [Tape] = []
    for racing in [nil, ghost] {
      let store = FakeStore()
      var stack = ScreenStack([
        GameScreen(services: Screens.services(store: store), entry: frog, setup: setup, fromMenu: false, ghost: racing)
      ])
      stack.handle(Screens.press(.character("p")), at: Screens.start)
      for frame in 1...350 {
        if frame == 100 { stack.handle(Screens.press(.right), at: Screens.start + 99 * Screens.frame) }
        stack.advance(now: Screens.start + UInt64(frame) * Screens.frame)
        _ = Screens.draw(&stack)
      }
      #expect(Screens.gameOnTop(stack)?.race?.game.tick == (racing == nil ? nil : 700))
      stack.leaveAll()
      tapes.append(try #require(store.lastTape("frog")))
    }
    #expect(tapes[0].tickCount == 700 && tapes[0].checkpoints.map(\.tick) == [600])
    #expect(tapes[1] == tapes[0])
  }

  @Test("the ghost's helicopter is drawn faint in the player's cave, where the ghost flies, under the player's own")
  func ghostHelicopterIsDrawn() throws {
    let store = FakeStore()
    let ghost = Ghost(tape: Self.ghostTape, source: .best)
    var stack = ScreenStack([
      GameScreen(
        services: Screens.services(store: store), entry: Self.heli, setup: Self.heliDaily, fromMenu: false, ghost: ghost
      )
    ])
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    stack.handle(Screens.press(.space), at: Screens.start)
    // 40 ticks: the ghost held all of them, the player tapped once (0.1 s): the ghost is higher.
    for frame in 1...20 { stack.advance(now: Screens.start + UInt64(frame) * Screens.frame) }
    let screen = try #require(Screens.gameOnTop(stack))
    let race = try #require(screen.race)
    #expect(race.game.tick == 40 && screen.game.tick == 40)
    let mine = try #require(screen.game as? HeliGame)
    let theirs = try #require(race.game as? HeliGame)
    #expect(theirs.flight.position.y < mine.flight.position.y - 10)
    let canvas = Screens.draw(&stack)
    let ghostRows = Set(
      (0..<canvas.rows).filter { row in (0..<canvas.columns).contains { canvas[$0, row].style == Style.ghost } })
    let myRows = Set((0..<canvas.rows).filter { row in Screens.lines(canvas)[row].contains("▶") })
    #expect(ghostRows.count >= 2, "the ghost's rotor, hull and skids")
    #expect(Screens.lines(canvas).enumerated().contains { $0.element.contains("▶") && ghostRows.contains($0.offset) })
    #expect(!myRows.isSubset(of: ghostRows), "the player's own helicopter is drawn in its own colors")
    #expect(ghostRows.min()! < myRows.min()!, "the ghost is higher, as it is in its run")
  }

  /// Counter (in TestSupport): each action press scores 10, 30 wins. `presses` are the ticks the ghost pressed.
  static func counterGhost(presses: [Int], seed: UInt64 = 4) -> Ghost {
    var recorder = TapeRecorder<CounterGame>(parameters: CounterGame.info.parameters.defaults, seed: seed)
    for tick in 1...40 { recorder.step(TickInput(pressed: presses.contains(tick) ? .action : [])) }
    return Ghost(tape: recorder.finishedTape, source: .tape("runs/x.tape"))
  }

  @Test("the bar row shows the ghost's score and ahead/behind live; the end alert measures the final scores")
  func aheadAndBehind() throws {
    let entry = CatalogEntry(CounterGame.self)
    let ghost = Self.counterGhost(presses: [5, 15])
    var stack = ScreenStack([
      GameScreen(
        services: Screens.services(), entry: entry,
        setup: entry.classic(parameters: entry.info.parameters.defaults, seed: 4),
        fromMenu: false, ghost: ghost)
    ])
    stack.handle(Screens.press(.enter), at: Screens.start)
    func bar() -> String {
      (Screens.lines(Screens.draw(&stack)).last { !$0.isEmpty } ?? "").trimmingCharacters(in: .whitespaces)
    }
    let keys = "  space enter count  p pause  ? F1 help  q Esc quit"
    func frames(_ range: ClosedRange<Int>) {
      for frame in range { stack.advance(now: Screens.start + UInt64(frame) * Screens.frame) }
    }
    frames(1...4)  // 8 ticks: the ghost pressed at 5
    #expect(bar() == "ghost 10 · behind by 10" + keys, "the race first, then the keys: \(bar())")
    stack.handle(Screens.press(.space), at: Screens.start + 4 * Screens.frame)
    frames(5...5)
    // A longer status leaves room only for the keys' short forms.
    #expect(bar() == "ghost 10 · level with the ghost  space count  p pause  ? help  q quit", "\(bar())")
    for frame in 6...7 {
      stack.handle(Screens.press(.space), at: Screens.start + UInt64(frame - 1) * Screens.frame)
      frames(frame...frame)
    }
    let alert = Screens.text(&stack)
    #expect(alert.contains("Score: 30") && alert.contains("Against the run of x.tape (20): ahead by 10."), "\(alert)")
    #expect(alert.contains("▶ Race again"))
  }

  @Test("Race your best shows on the title card only when a kept run of the same setup exists, and races it")
  func raceYourBest() throws {
    let store = FakeStore()
    let end = try #require(Self.ghostTape.end)
    let line = ScoreEntry(
      game: "heli", score: end.score, status: end.status, table: .daily(Screens.today), seed: Self.heliDaily.seed,
      ticks: end.tick)
    let services = Screens.services(store: store)
    var classic = ScreenStack([Screens.game("heli", services)])
    #expect(!Screens.text(&classic).contains("Race your best"))
    _ = store.record(line, tape: Self.ghostTape)
    var daily = ScreenStack([GameScreen(services: services, entry: Self.heli, setup: Self.heliDaily, fromMenu: true)])
    #expect(Screens.text(&daily).contains("Race your best (\(end.score))"))
    var other = ScreenStack([Screens.game("heli", services, seed: Self.heliDaily.seed)])
    #expect(!Screens.text(&other).contains("Race your best"), "a classic game of the same seed is another setup")
    daily.handle(Screens.press(.character("r")), at: Screens.start)
    #expect(Screens.gameOnTop(daily)?.race?.ghost.races(Self.ghostTape) == true)
  }

  @Test("a daily round's end alert says official for the date's first finished run, practice after it")
  func officialThenPractice() throws {
    let folder = try TemporaryFolder()
    let store = SessionStore(storage: Storage(directory: folder.path + "/arcade"))
    var services = Screens.services()
    services.scores = store
    var alerts: [String] = []
    for _ in 1...2 {
      var stack = ScreenStack([GameScreen(services: services, entry: Self.heli, setup: Self.heliDaily, fromMenu: false)]
      )
      stack.handle(Screens.press(.character("p")), at: Screens.start)
      stack.handle(Screens.press(.space), at: Screens.start)
      for frame in 1...600 where !(stack.top?.isBox ?? false) {
        stack.advance(now: Screens.start + UInt64(frame) * Screens.frame)
      }
      alerts.append(Screens.text(&stack))
    }
    #expect(alerts[0].contains("Your official result of the daily 2026-12-02."), "\(alerts[0])")
    #expect(alerts[0].contains("First score of this daily!"))
    let official = try #require(store.officialResult(game: "heli", date: Screens.today))
    #expect(alerts[1].contains("Practice: your official result of 2026-12-02 stays \(official.score)."), "\(alerts[1])")
  }

  @Test("the menu's Daily challenge box lists today's games with your official result, and plays the one picked")
  func dailyBox() throws {
    let store = FakeStore()
    _ = store.record(
      ScoreEntry(
        game: "frog", score: 120, status: .won, table: .daily(Screens.today), seed: 1, ticks: 60, official: true),
      tape: nil)
    var stack = ScreenStack([MenuScreen(services: Screens.services(store: store), now: Screens.start)])
    stack.handle(Screens.press(.character("d")), at: Screens.start)
    let text = Screens.text(&stack)
    for line in [
      "Today (2026-12-02, UTC) each game has one seed", "Frog Crossing   official 120 (won)",
      "Puck Collector  not played", "Helicopter      not played", "Hundreds        not played", "Back",
    ] {
      #expect(text.contains(line), "\(line)\n\(text)")
    }
    stack.handle(Screens.press(.character("3")), at: Screens.start)
    let game = try #require(Screens.gameOnTop(stack))
    #expect(game.entry.info.id == "heli" && game.setup == Self.heliDaily && game.fromMenu)
  }

  @Test("with a broken clock (after 9999) the menu's Daily challenge says so in one line, and offers only Back")
  func dailyBoxBrokenClock() throws {
    var services = Screens.services()
    services.now = { 253_402_300_800 }
    var stack = ScreenStack([MenuScreen(services: services, now: Screens.start)])
    stack.handle(Screens.press(.character("d")), at: Screens.start)
    let text = Screens.text(&stack)
    #expect(text.contains("The system clock reads a time outside 1970-01-01 to 9999-12-31"), "\(text)")
    #expect(!text.contains("Helicopter"), "no game to play")
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(Screens.gameOnTop(stack) == nil)
  }

  @Test("the title card of another date's daily says it is practice; today's says the first finished run is official")
  func practiceOnTheCard() throws {
    let other = Self.heli.daily(CalendarDate("2030-01-01")!)
    var card = ScreenStack([GameScreen(services: Screens.services(), entry: Self.heli, setup: other, fromMenu: true)])
    #expect(Screens.text(&card).contains("Practice: only today's daily (UTC) can be an official result."))
    var today = ScreenStack([
      GameScreen(services: Screens.services(), entry: Self.heli, setup: Self.heliDaily, fromMenu: true)
    ])
    #expect(Screens.text(&today).contains("Your first finished run today is your official result."))
  }
}
