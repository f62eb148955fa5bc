import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeAudio
@testable import ArcadeCLI
@testable import ArcadeScreens

/// The front end's screens without a terminal: an event in, the next screen and its drawing out.
/// Times are made-up readings of the monotonic clock.
enum Screens {
  static let second: UInt64 = 1_000_000_000
  /// One frame at 30 fps, rounded up so that exactly two ticks at 60/s are due after it.
  static let frame: UInt64 = 33_333_334
  static let start: UInt64 = 1_000 * second
  /// The date the screens are told is today.
  static let today = CalendarDate("2026-12-02")!
  /// The wall clock the screens read: noon (UTC) of `today`.
  static let now = today.daysSinceEpoch * 86_400 + 43_200

  /// What the screens are given: fakes for the store and the terminal (80x24, no key releases), no sound.
  static func services(
    attract: Bool = false, store: FakeStore = FakeStore(), terminal: FakeTerminal = FakeTerminal(),
    sound: any SoundSink = SoundOutput(route: .off)
  ) -> ScreenServices {
    var options = FrontEndOptions()
    options.attract = attract
    return ScreenServices(
      options: options, scores: store, tapes: store, sound: sound, terminal: terminal, now: { now })
  }

  static func entry(_ id: String) -> CatalogEntry { Catalog.entry(id: id)! }

  static func game(
    _ id: String, _ services: ScreenServices = services(), seed: UInt64 = 3, fromMenu: Bool = false
  ) -> GameScreen {
    let entry = entry(id)
    return GameScreen(
      services: services, entry: entry, setup: entry.classic(parameters: entry.info.parameters.defaults, seed: seed),
      fromMenu: fromMenu)
  }

  /// The stack drawn on a screen of that size.
  static func draw(_ stack: inout ScreenStack, _ columns: Int = 80, _ rows: Int = 24) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows)
    stack.draw(into: &canvas)
    return canvas
  }

  /// The drawing as lines of text, trailing spaces cut.
  static func text(_ stack: inout ScreenStack, _ columns: Int = 80, _ rows: Int = 24) -> String {
    lines(draw(&stack, columns, rows)).joined(separator: "\n")
  }

  static func lines(_ canvas: Canvas) -> [String] {
    canvas.render().split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The top screen as a game screen (nil when it is another kind).
  static func gameOnTop(_ stack: ScreenStack) -> GameScreen? { stack.top as? GameScreen }

  static func press(_ key: Key) -> InputEvent { .key(key, .press) }

}

@Suite("Screens: menu and title card")
struct MenuScreenTests {
  @Test(
    "the menu without attract mode: a framed box of its games (here frog, puck, heli, hundreds), Daily challenge, Watch live, Credits, Best scores, Quit; it sleeps"
  )
  func menuSnapshot() {
    let four = ["frog", "puck", "heli", "hundreds"].compactMap(Catalog.entry(id:))
    var stack = ScreenStack([MenuScreen(services: Screens.services(), now: Screens.start, entries: four)])
    #expect(
      Screens.text(&stack) == """




        ┌──────────────────────────────────────────────────────────────────────────────┐
        │                                 A R C A D E                                  │
        │                                                                              │
        │ Pick with arrows and Enter, a number (1-9), or the mouse; ? for help.        │
        │                                                                              │
        │ ▶ Frog Crossing - Guide the frog across two busy roads into the three bays.  │
        │   Puck Collector - Drag a puck onto pucks of its color before time is up.    │
        │   Helicopter - Hold to rise, let go to fall; dodge the blocks in the cave.   │
        │   Hundreds - Press the bouncing circles to grow them to 100 without a touch. │
        │   Daily challenge                                                            │
        │   Watch live                                                                 │
        │   Credits                                                                    │
        │   Best scores                                                                │
        │   Quit                                                                       │
        └──────────────────────────────────────────────────────────────────────────────┘





        """)
    #expect(stack.deadline == nil, "nothing moves: the menu sleeps until an event")
  }

  @Test(
    "the menu lists every game of the catalog in its order, then Daily challenge, Watch live, Credits, Best scores, Quit"
  )
  func menuOfTheCatalog() {
    var stack = ScreenStack([MenuScreen(services: Screens.services(), now: Screens.start)])
    let items = Screens.text(&stack).split(separator: "\n").compactMap { line -> String? in
      guard let text = line.split(separator: "│").first?.dropFirst(3), line.contains("│ ") else { return nil }
      return text.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let games = Catalog.entries.map { "\($0.info.title) - \($0.info.summary)" }
    let rest = ["Daily challenge", "Watch live", "Credits", "Best scores", "Quit"]
    #expect(Array(items.suffix(games.count + rest.count)) == games + rest)
  }

  @Test("Enter on the menu opens the game's title card over its first frame: Play, Credits, Back to the menu")
  func menuEnterOpensTitleCard() throws {
    var stack = ScreenStack([MenuScreen(services: Screens.services(), now: Screens.start)])
    stack.handle(Screens.press(.enter), at: Screens.start)
    let game = try #require(Screens.gameOnTop(stack))
    #expect(game.entry.info.id == "frog" && game.phase == .title)
    let drawn = Screens.text(&stack)
    for item in ["Frog Crossing", "▶ Play", "Credits", "Back to the menu"] { #expect(drawn.contains(item)) }
    #expect(stack.deadline == nil, "the title card waits for the player: the clock has not started")
  }

  @Test("Credits over the title card: the credits box over the dimmed first frame, and no other box")
  func creditsReplaceTheCardOnScreen() {
    var stack = ScreenStack([Screens.game("frog")])
    stack.handle(Screens.press(.character("c")), at: Screens.start)
    #expect(stack.top?.isBox == true)
    let canvas = Screens.draw(&stack)
    let drawn = Screens.lines(canvas).joined(separator: "\n")
    #expect(drawn.contains("Credits") && drawn.contains("▶ Back"))
    #expect(!drawn.contains("Play"), "the title card is not drawn under the credits:\n\(drawn)")
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(Screens.text(&stack).contains("▶ Credits"), "Back returns to the card, Credits still picked")
  }

  @Test(
    "attract mode: every row is the menu alone, on a clean band from above its title to below Quit, or the demo alone",
    arguments: [[80, 24], [120, 40], [220, 60]])
  func attractDemoOnABand(size: [Int]) throws {
    let (columns, rows) = (size[0], size[1])
    var stack = ScreenStack([MenuScreen(services: Screens.services(attract: true), now: Screens.start)])
    for game in Catalog.ids {
      var now = Screens.start
      for _ in 0..<20 {
        now += Screens.second / 4
        stack.advance(now: now)
      }
      let demo = try #require((stack.top as? MenuScreen)?.demo)
      #expect(demo.entry.info.id == game)
      var demoAlone = Canvas(columns: columns, rows: rows)
      demo.drawDemo(on: &demoAlone)
      let canvas = Screens.draw(&stack, columns, rows)
      let lines = Screens.lines(canvas)
      let title = try #require(lines.firstIndex { $0.contains("A R C A D E") })
      let quit = try #require(lines.firstIndex { $0.hasSuffix("Quit") })
      let band = (title - 1)...(quit + 1)
      for row in 0..<rows {
        for column in 0..<columns {
          let cell = canvas[column, row]
          if band.contains(row) {
            // The demo is dimmed: no dimmed cell on the band, only the menu's text and blanks.
            #expect(
              !cell.style.attributes.contains(.dim), "\(game) \(columns)x\(rows): demo on the band at \(column),\(row)")
          } else {
            #expect(cell == demoAlone[column, row], "\(game) \(columns)x\(rows): demo cell \(column),\(row)")
          }
        }
      }
      #expect(demoAlone.cells.contains { $0 != .blank }, "the demo has a picture")
      stack.handle(Screens.press(.down), at: now)
    }
  }

  @Test("the attract demo fills a large screen as its game would: at 220x60 it is drawn at the game's canvas there")
  func attractDemoScales() throws {
    var stack = ScreenStack([MenuScreen(services: Screens.services(attract: true), now: Screens.start)])
    let menu = try #require(stack.top as? MenuScreen)
    let info = try #require(menu.demo).entry.info
    let canvas = Screens.draw(&stack, 220, 60)
    let drawnColumns = (0..<220).filter { c in (0..<60).contains { canvas[c, $0] != .blank } }
    let room = try #require(info.canvasSize(fitting: CanvasSize(columns: 220, rows: 59)))
    #expect(room.columns > info.canvasSize.columns, "the game has a larger canvas at 220x60")
    #expect(drawnColumns.count > info.canvasSize.columns, "the demo is drawn wider than the smallest canvas")
    #expect(drawnColumns.count <= room.columns)
    let huge = Screens.draw(&stack, 1000, 300)
    let hugeColumns = (0..<1000).filter { c in (0..<300).contains { huge[c, $0] != .blank } }
    #expect(hugeColumns.count <= TapePlayer.demoRoom.columns, "a huge window gets the largest room's demo")
  }

  @Test("the attract demo steps in whole frames: its tick is a multiple of a frame's ticks at every wake-up")
  func attractDemoFrames() throws {
    var stack = ScreenStack([MenuScreen(services: Screens.services(attract: true), now: Screens.start)])
    var now = Screens.start
    let ticksPerFrame = 60 / TapePlayer.demoFramesPerSecond
    for wait: UInt64 in [10, 70, 5, 200, 33, 1, 90] {
      now += wait * 1_000_000
      stack.advance(now: now)
      let demo = try #require((stack.top as? MenuScreen)?.demo)
      #expect(demo.tick % ticksPerFrame == 0, "tick \(demo.tick)")
      #expect(try #require(stack.deadline) > now, "the next wake-up is ahead")
    }
    #expect(try #require((stack.top as? MenuScreen)?.demo).tick > 0)
  }
}

@Suite("Screens: play")
struct PlayScreenTests {
  /// `arcade play GAME` after its one Enter: the game running from `Screens.start`.
  static func playing(_ id: String, _ services: ScreenServices = Screens.services(), seed: UInt64 = 3) -> ScreenStack {
    var stack = ScreenStack([Screens.game(id, services, seed: seed)])
    stack.handle(Screens.press(.enter), at: Screens.start)
    return stack
  }

  @Test(
    "one start gate: Enter on the title card and the game runs (the helicopter from its first press); 100 ms later it is at tick 6, in every game",
    arguments: Catalog.ids)
  func oneEnterStarts(id: String) throws {
    var stack = Self.playing(id)
    var start = Screens.start
    if Screens.entry(id).info.waitsFor != nil {
      #expect(try #require(Screens.gameOnTop(stack)).phase == .ready)
      #expect(stack.deadline == nil, "the clock waits for the first press")
      start += 5 * Screens.second
      stack.advance(now: start)
      #expect(try #require(Screens.gameOnTop(stack)).game.tick == 0)
      stack.handle(Screens.press(.space), at: start)
    }
    let game = try #require(Screens.gameOnTop(stack))
    #expect(game.phase == .playing)
    #expect(try #require(stack.deadline) > start, "the loop sleeps until the next frame")
    stack.advance(now: start + Screens.second / 10)
    #expect(try #require(Screens.gameOnTop(stack)).game.tick == 6)
    #expect(!Screens.text(&stack).contains("any key"), "no second gate")
  }

  @Test("frames fall due every 2 ticks at 30 fps: the deadline is one frame after the last")
  func framePacing() throws {
    var stack = Self.playing("frog")
    stack.advance(now: Screens.start + Screens.frame)
    #expect(Screens.gameOnTop(stack)?.game.tick == 2)
    let deadline = try #require(stack.deadline)
    #expect(deadline > Screens.start + Screens.frame && deadline <= Screens.start + 2 * Screens.frame)
  }

  @Test("p pauses: the pause box (Resume, Help) over the dimmed game, no hint bar, no deadline, and the clock stopped")
  func pauseBox() throws {
    var stack = Self.playing("frog")
    stack.advance(now: Screens.start + Screens.frame)
    stack.handle(Screens.press(.character("p")), at: Screens.start + Screens.frame)
    #expect(stack.top?.isBox == true)
    #expect(stack.deadline == nil)
    let canvas = Screens.draw(&stack)
    let lines = Screens.lines(canvas)
    let row = try #require(lines.firstIndex { $0.contains("The game is paused.") })
    #expect(lines[row + 2].contains("▶ Resume") && lines[row + 3].contains("  Help"))
    #expect(!lines.joined().contains("p pause"), "the hint bar is not under a box")
    // Outside the box's rows, every cell drawn is the game's, dimmed.
    let (top, bottom) = (row - 3, row + 4)
    #expect(lines[top].contains("┌") && lines[bottom].contains("└"))
    let outside = (0..<24).filter { $0 < top || $0 > bottom }.flatMap { r in (0..<80).map { canvas[$0, r] } }
    let drawn = outside.filter { $0.glyph != " " }
    let bright = drawn.filter { !$0.style.attributes.contains(.dim) }
    #expect(!drawn.isEmpty && bright.isEmpty, "\(bright.prefix(3).map { "\($0.glyph) \($0.style)" })")
    // A minute later, p again: the game goes on from where it was, not a minute on.
    let later = Screens.start + 60 * Screens.second
    stack.handle(Screens.press(.character("p")), at: later)
    #expect(stack.top?.isBox == false)
    stack.advance(now: later + Screens.frame)
    #expect(Screens.gameOnTop(stack)?.game.tick == 4)
  }

  @Test("q mid-game asks first; n keeps playing, q then y leaves and the tape is saved")
  func leaveAsks() throws {
    let store = FakeStore()
    var stack = Self.playing("frog", Screens.services(store: store))
    for frame in 1...30 { stack.advance(now: Screens.start + UInt64(frame) * Screens.frame) }
    stack.handle(Screens.press(.character("q")), at: Screens.start + Screens.second)
    #expect(Screens.text(&stack).contains("Leave this game? Its tape is kept."))
    stack.handle(Screens.press(.character("n")), at: Screens.start + Screens.second)
    #expect(Screens.gameOnTop(stack)?.phase == .playing)
    stack.handle(Screens.press(.escape), at: Screens.start + Screens.second)
    stack.handle(Screens.press(.character("y")), at: Screens.start + Screens.second)
    #expect(stack.isEmpty, "from `arcade play`, leaving the game ends the session")
    let tape = try #require(store.lastTape("frog"))
    #expect(tape.tickCount == 60 && tape.seed == 3 && store.tapes.count == 1)
  }

  @Test("the session's end (a signal, the input closing) saves the running round's tape: every screen leaves")
  func leaveAllSavesTheTape() throws {
    let store = FakeStore()
    var stack = Self.playing("puck", Screens.services(store: store))
    stack.advance(now: Screens.start + Screens.second / 2)
    stack.handle(Screens.press(.character("?")), at: Screens.start + Screens.second / 2)
    #expect(Screens.text(&stack).contains("Back to the game"))
    stack.leaveAll()
    #expect(stack.isEmpty)
    #expect(store.lastTape("puck")?.tickCount == 15, "a late frame catches up at most 0.25 s")
  }

  @Test(
    "the helicopter flown once and left alone crashes: the end alert with its score; Play again waits for its first press"
  )
  func endAlertThenPlayAgain() throws {
    var stack = Self.playing("heli")
    stack.handle(Screens.press(.space), at: Screens.start)
    var now = Screens.start
    while stack.top?.isBox == false && now < Screens.start + 30 * Screens.second {
      now += Screens.frame
      stack.advance(now: now)
    }
    let game = try #require(stack.screens.first as? GameScreen)
    #expect(game.phase == .settled && game.game.status == .lost)
    let drawn = Screens.text(&stack)
    #expect(drawn.contains("Game over") && drawn.contains("Score: \(game.game.score)"), "\(drawn)")
    #expect(drawn.contains("▶ Play again") && drawn.contains("Quit"))
    stack.handle(Screens.press(.enter), at: now)
    let again = try #require(Screens.gameOnTop(stack))
    #expect(again.phase == .ready && again.game.tick == 0 && again.seed != 3)
    stack.advance(now: now + 10 * Screens.second)
    #expect(Screens.gameOnTop(stack)?.game.tick == 0, "the new round waits for its first press")
    now += 10 * Screens.second
    stack.handle(Screens.press(.space), at: now)
    stack.advance(now: now + Screens.frame)
    #expect(Screens.gameOnTop(stack)?.game.tick == 2, "no other gate")
  }

  @Test(
    "space held into a crash (auto-repeats 33 ms apart) does not pick Play again: the end alert stays until a quiet 0.25 s"
  )
  func heldKeyThroughTheEnd() throws {
    var stack = Self.playing("heli")
    var now = Screens.start
    let repeatGap = Screens.second / 30
    // Held from the first press, the helicopter climbs into the roof; the key goes on repeating after the crash.
    while stack.top?.isBox == false && now < Screens.start + 30 * Screens.second {
      stack.handle(Screens.press(.space), at: now)
      now += repeatGap
      stack.advance(now: now)
    }
    let game = try #require(stack.screens.first as? GameScreen)
    #expect(game.phase == .settled && game.game.status == .lost)
    for _ in 0..<30 {
      stack.handle(Screens.press(.space), at: now)
      now += repeatGap
    }
    #expect(stack.top?.isBox == true && Screens.text(&stack).contains("Game over"), "a second of repeats later")
    // Let go; a press after a quiet moment picks Play again.
    now += Screens.second / 4
    stack.handle(Screens.press(.space), at: now)
    #expect(Screens.gameOnTop(stack)?.phase == .ready)
  }

  @Test("q once the game is over, while its explosion plays: the end alert at once, score kept; no Keep playing")
  func quitAfterTheEnd() throws {
    let store = FakeStore()
    var stack = Self.playing("heli", Screens.services(store: store))
    stack.handle(Screens.press(.space), at: Screens.start)
    var now = Screens.start
    while Screens.gameOnTop(stack)?.game.status == .playing && now < Screens.start + 30 * Screens.second {
      now += Screens.frame
      stack.advance(now: now)
    }
    let game = try #require(Screens.gameOnTop(stack)).game
    #expect(game.status == .lost && !game.isSettled, "the explosion plays")
    stack.handle(Screens.press(.character("q")), at: now)
    let drawn = Screens.text(&stack)
    #expect(!drawn.contains("Keep playing") && !drawn.contains("Leave this game?"), "\(drawn)")
    #expect(drawn.contains("Game over") && drawn.contains("Score: \(game.score)") && drawn.contains("▶ Play again"))
    #expect(store.tapes.map(\.end?.tick) == [game.tick], "the tape is kept")
    #expect(store.scores.map(\.score) == [game.score], "the score is kept")
    stack.handle(Screens.press(.character("q")), at: now)
    #expect(stack.isEmpty, "q again leaves")
  }

  @Test(
    "too small: the game pauses with the size it needs; big enough, it waits for p or space to play on (no time caught up)"
  )
  func tooSmall() throws {
    let terminal = FakeTerminal()
    var stack = Self.playing("frog", Screens.services(terminal: terminal))
    stack.advance(now: Screens.start + Screens.frame)
    terminal.size = (40, 10)
    stack.handle(.resize, at: Screens.start + Screens.frame)
    stack.advance(now: Screens.start + 2 * Screens.frame)
    #expect(stack.deadline == nil)
    #expect(Screens.text(&stack, 40, 10).contains("needs 60x18 (now 40x10)"), "frog's narrowest, with its hint bar")
    terminal.size = (80, 24)
    stack.handle(.resize, at: Screens.start + 10 * Screens.second)
    stack.advance(now: Screens.start + 10 * Screens.second)
    stack.advance(now: Screens.start + 20 * Screens.second)
    #expect(stack.deadline == nil, "the clock stopped")
    #expect(Screens.text(&stack).contains(GameScreen.resumePrompts[0]))
    #expect(Screens.gameOnTop(stack)?.game.tick == 2, "not a tick while too small or waiting")
    stack.handle(Screens.press(.character("p")), at: Screens.start + 30 * Screens.second)
    stack.advance(now: Screens.start + 30 * Screens.second + Screens.frame)
    #expect(Screens.gameOnTop(stack)?.game.tick == 4, "p: play goes on, no time caught up")
    #expect(Screens.text(&stack).contains("p pause"), "the hint bar is back")
  }
}
