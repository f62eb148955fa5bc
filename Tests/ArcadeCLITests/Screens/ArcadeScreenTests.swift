import ArcadeCore
import Foundation
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage
@testable import GameCatalog

/// Arcade mode on screen, with the counter game and its three levels (`CounterGame.levels`): three presses of
/// space win level 1, six the others; ten seconds without them lose.
@Suite("Screens: arcade mode")
struct ArcadeScreenTests {
  static let entry = CatalogEntry(CounterGame.self, levels: CounterGame.levels)
  static let classic = entry.classic(parameters: CounterGame.info.parameters.defaults, seed: 3)

  /// `arcade play counter` (or with `setup`'s flags): its title card.
  static func title(_ store: FakeStore = FakeStore(), setup: RunSetup = classic) -> ScreenStack {
    ScreenStack([GameScreen(services: Screens.services(store: store), entry: entry, setup: setup, fromMenu: false)])
  }

  /// The text inside the frame of the box on top, each line trimmed: inside the widest frame drawn (the scene
  /// around it may have small frames of its own).
  static func box(_ stack: inout ScreenStack) -> [String] {
    let lines = Screens.lines(Screens.draw(&stack)).map { Array($0) }
    var widest: (row: Int, left: Int, right: Int)?
    for (row, line) in lines.enumerated() {
      for left in line.indices where line[left] == "┌" {
        guard let right = line[left...].firstIndex(of: "┐"), line[(left + 1)..<right].allSatisfy({ $0 == "─" }) else {
          continue
        }
        if right - left > (widest.map { $0.right - $0.left } ?? 0) { widest = (row, left, right) }
      }
    }
    guard let (top, left, right) = widest,
      let bottom = lines[(top + 1)...].firstIndex(where: { $0.indices.contains(right) && $0[left] == "└" })
    else { return [] }
    return lines[(top + 1)..<bottom].map { String($0[(left + 1)..<right]).trimmingCharacters(in: .whitespaces) }
  }

  static func game(_ stack: ScreenStack) throws -> GameScreen { try #require(stack.screens.first as? GameScreen) }

  /// Space pressed `count` times, a frame apart; returns the time after the last frame.
  static func press(_ count: Int, _ stack: inout ScreenStack, from start: UInt64) -> UInt64 {
    var now = start
    for _ in 0..<count {
      stack.handle(Screens.press(.space), at: now)
      now += Screens.frame
      stack.advance(now: now)
    }
    return now
  }

  /// Frames until `done` holds (or a minute of play); returns the time reached.
  static func wait(_ stack: inout ScreenStack, from start: UInt64, until done: (ScreenStack) -> Bool) -> UInt64 {
    var now = start
    while !done(stack) && now < start + 60 * Screens.second {
      now += Screens.frame
      stack.advance(now: now)
    }
    return now
  }

  @Test(
    "the title card of a game with levels offers Play Classic and Play Arcade (level 1, its name and goal), and says in one line what Arcade is"
  )
  func titleCard() {
    var stack = Self.title()
    #expect(
      Self.box(&stack) == [
        "Counter", "", "Press action to count to thirty.",
        "Arcade: 3 levels one after another, each harder; a loss ends the run.", "", "space enter  count",
        "p            pause", "? F1         help", "q Esc        leave (asks first mid-game)", "", "▶ Play Classic",
        "Play Arcade: level 1 · Warm-up · Count to 30, 10 a press",
        "How to play", "Credits", "Quit",
      ])
  }

  @Test("a game without levels keeps its one Play item and no Arcade line")
  func titleCardWithoutLevels() {
    let entry = CatalogEntry(CounterGame.self, levels: nil)
    let setup = entry.classic(parameters: CounterGame.info.parameters.defaults, seed: 3)
    var stack = ScreenStack([GameScreen(services: Screens.services(), entry: entry, setup: setup, fromMenu: true)])
    let box = Self.box(&stack)
    #expect(box.suffix(4) == ["▶ Play", "How to play", "Credits", "Back to the menu"])
    #expect(!box.contains { $0.hasPrefix("Arcade") })
  }

  @Test("Play Classic plays the parameters and seed asked for; Play Arcade plays level 1 with the same seed")
  func classicOrArcade() throws {
    var custom = CounterGame.info.parameters.defaults
    custom[CounterGame.lives] = 5
    let asked = Self.entry.classic(parameters: custom, seed: 8)
    var stack = Self.title(setup: asked)
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    #expect(try Self.game(stack).setup == asked && Self.game(stack).game is CounterGame)
    #expect(try Self.game(stack).table == .custom)
    stack = Self.title(setup: asked)
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    #expect(try Self.game(stack).setup == Self.entry.arcade(from: 1, seed: 8))
    #expect(try Self.game(stack).table == .arcade && Self.game(stack).phase == .playing)
    #expect(try Self.game(stack).game.caption == "Level 1/3 Warm-up · total 0")
  }

  @Test(
    "with more than one level reached, Arcade offers to continue at the highest or pick: a box of the levels reached")
  func levelPicker() throws {
    let store = FakeStore()
    store.reached["counter"] = 3
    var stack = Self.title(store)
    #expect(Self.box(&stack).contains("Play Arcade: continue at level 3, or pick one"))
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    #expect(
      Self.box(&stack) == [
        "Arcade", "", "Start at a level you have reached; a loss ends the run.", "",
        "1 · Warm-up · Count to 30, 10 a press", "2 · Fewer points · Count to 30, 5 a press",
        "▶ 3 · Slow cars with a name long enough to wrap · Count to 30, 5 a press", "Back",
      ])
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(try Self.game(stack).setup == Self.entry.arcade(from: 3, seed: 3) && Self.game(stack).phase == .playing)
    // Another level by its number; Back (or Esc) returns to the title card.
    stack = Self.title(store)
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    stack.handle(Screens.press(.escape), at: Screens.start)
    #expect(try Self.game(stack).phase == .title && Self.box(&stack).first == "Counter")
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    stack.handle(Screens.press(.character("1")), at: Screens.start)
    #expect(try Self.game(stack).setup == Self.entry.arcade(from: 1, seed: 3))
  }

  @Test("arcade play GAME --level N: the card has that level's Arcade item picked; Classic plays the defaults")
  func levelFromTheCommandLine() throws {
    let setup = try #require(Self.entry.arcade(from: 2, seed: 6))
    var stack = Self.title(setup: setup)
    #expect(
      Self.box(&stack).suffix(5) == [
        "Play Classic", "▶ Play Arcade: level 2 · Fewer points · Count to 30, 5 a press", "How to play", "Credits",
        "Quit",
      ])
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(try Self.game(stack).setup == setup && Self.game(stack).game.caption == "Level 2/3 Fewer points · total 0")
    stack = Self.title(setup: setup)
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    #expect(try Self.game(stack).setup == Self.entry.classic(parameters: CounterGame.info.parameters.defaults, seed: 6))
  }

  @Test(
    "an arcade run on screen: the run's card between levels, the caption beside the keys, the level reached saved as it starts, and the end alert with the levels and total"
  )
  func wholeRun() throws {
    let store = FakeStore()
    var stack = Self.title(store)
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    var now = Self.press(3, &stack, from: Screens.start)
    #expect(Screens.text(&stack).contains("Level 1 cleared!"), "the run draws its card")
    #expect(store.reached["counter"] == nil, "level 2 is not started while the card shows")
    now = Self.wait(&stack, from: now) { (try? Self.game($0).game.levelsPlayed) == 1...2 }
    #expect(store.reached["counter"] == 2)
    let bar = Layout(screenColumns: 80, screenRows: 24, info: CounterGame.info).barRow
    #expect(
      Screens.lines(Screens.draw(&stack))[bar].trimmingCharacters(in: .whitespaces)
        == "Level 2/3 Fewer points · total 30  space count  p pause  ? help  q quit")
    now = Self.press(2, &stack, from: now)
    now = Self.wait(&stack, from: now) { $0.top?.isBox == true }
    #expect(
      Self.box(&stack) == [
        "Game over", "", "Total: 40 · levels 1-2 of 3", "Level 2 reached: Arcade can start there now.",
        "First arcade score for this game!", "", "▶ Play again", "Arcade from level 2", "Quit",
      ])
    let tape = try #require(store.lastTape("counter"))
    #expect(tape.mode == .arcade(levelsVersion: 4, start: 1) && tape.parameters.isEmpty)
    let end = try #require(tape.end)
    #expect(end.status == .lost && end.score == 40 && end.levels == 1...2)
    #expect(try Self.entry.verify(tape) == .verified(end), "the tape recorded through the screens verifies")
    #expect(
      store.scores == [
        ScoreEntry(
          game: "counter", score: 40, status: .lost, table: .arcade, seed: 3, ticks: end.tick, levels: 1...2,
          startedAt: Screens.now)
      ])
    // Play again: a new arcade run from the same level, with a new seed.
    stack.handle(Screens.press(.enter), at: now)
    let again = try Self.game(stack)
    #expect(again.phase == .playing && again.setup.mode == .arcade(levelsVersion: 4, start: 1) && again.seed != 3)
    #expect(again.game.caption == "Level 1/3 Warm-up · total 0")
  }

  @Test(
    "q mid-run asks first and says a run left unfinished has no score; leaving records none, the level stays reached")
  func leaveMidRun() throws {
    let store = FakeStore()
    var stack = Self.title(store)
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    var now = Self.press(3, &stack, from: Screens.start)
    now = Self.wait(&stack, from: now) { (try? Self.game($0).game.levelsPlayed?.upperBound) == 2 }
    stack.handle(Screens.press(.character("q")), at: now)
    #expect(
      Self.box(&stack).joined(separator: " ").contains(
        "Leave this run? Its tape is kept and its levels stay reached, but a run left unfinished has no score."))
    stack.handle(Screens.press(.character("y")), at: now)
    #expect(stack.isEmpty)
    #expect(store.bestScores(game: "counter").scores.isEmpty && store.levelReached(game: "counter", levels: 3) == 2)
    #expect(try #require(store.lastTape("counter")).tickCount > 0)
  }

  @Test("the end alert's Arcade item goes on from the highest level reached")
  func arcadeFromTheHighest() throws {
    let store = FakeStore()
    var stack = Self.title(store)
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    var now = Self.press(3, &stack, from: Screens.start)
    now = Self.wait(&stack, from: now) { $0.top?.isBox == true }
    stack.handle(Screens.press(.character("a")), at: now)
    #expect(stack.top?.isBox == true, "a, a move in wasd, picks nothing here")
    stack.handle(Screens.press(.down), at: now)
    stack.handle(Screens.press(.enter), at: now)
    let further = try Self.game(stack)
    #expect(further.setup.mode == .arcade(levelsVersion: 4, start: 2) && further.phase == .playing)
  }

  @Test(
    "at 80x24 the title card with every level reached and the level picker listing them all fit whole, never cut with …",
    arguments: ["counter"] + Catalog.entries.filter { $0.levels != nil }.map(\.info.id))
  func arcadeTextsFit(id: String) throws {
    let entry = id == "counter" ? Self.entry : try #require(Catalog.entry(id: id))
    let store = FakeStore()
    let count = try #require(entry.levels).levels.count
    store.reached[id] = count
    let setup = entry.classic(parameters: entry.info.parameters.defaults, seed: 3)
    var stack = ScreenStack([
      GameScreen(services: Screens.services(store: store), entry: entry, setup: setup, fromMenu: true)
    ])
    let card = Screens.text(&stack)
    #expect(card.contains("Play Arcade: continue at level \(count), or pick one") && !card.contains("…"), "\(card)")
    stack.handle(Screens.press(.character("a")), at: Screens.start)
    let picker = Self.box(&stack)
    #expect(picker.count == 4 + count + 1, "every level reached, and Back:\n\(picker.joined(separator: "\n"))")
    #expect(!picker.joined().contains("…"), "\(picker.joined(separator: "\n"))")
  }

  @Test("the bar: status first, in order of importance, then the key hints in what is left, shortened or dropped")
  func barComposition() {
    let bindings = CounterGame.info.bindings
    let caption = "Level 2/3 Fewer points · total 30"
    #expect(
      GameScreens.barText([caption], bindings: bindings, width: 80).line
        == "Level 2/3 Fewer points · total 30  space count  p pause  ? help  q quit")
    #expect(GameScreens.barText([caption], bindings: bindings, width: 50).line == caption + "  ? help")
    #expect(GameScreens.barText([caption], bindings: bindings, width: 38) == (caption, caption))
    #expect(
      GameScreens.barText([], bindings: bindings, width: 80).line == "space enter count  p pause  ? F1 help  q Esc quit"
    )
    let prompt = "Press space to take off"
    let both = prompt + "  " + caption
    #expect(GameScreens.barText([prompt, caption], bindings: [], width: 60) == (both, both))
    #expect(
      GameScreens.barText([prompt, caption], bindings: [], width: 50) == (prompt + "  p pause  ? help  q quit", prompt))
  }

  @Test("a replay of an arcade run shows the caption after the tick; the keys then only where they fit")
  func replayCaption() {
    var wide = Canvas(columns: 120, rows: 1)
    ReplayViewer.drawStatus(
      paused: false, speedIndex: 2, tick: 7, total: 900, caption: "Level 1/3 Warm-up · total 0", on: &wide, row: 0)
    #expect(
      Screens.lines(wide) == [
        "            ▶ 1× tick 7/900  Level 1/3 Warm-up · total 0  space pause  +/- speed  . step  r restart  q quit"
      ])
    #expect(wide[28, 0].style == Style(.brightBlack) && wide[29, 0].style == Style(.white), "the caption is brighter")
    var narrow = Canvas(columns: 80, rows: 1)
    ReplayViewer.drawStatus(
      paused: true, speedIndex: 2, tick: 7, total: 900, caption: "Level 1/3 Warm-up · total 0", on: &narrow, row: 0)
    #expect(Screens.lines(narrow) == ["             II 1× tick 7/900  Level 1/3 Warm-up · total 0  ? keys"])
  }

  @Test("the menu's best scores: each game's classic best, then its best arcade run and the level reached")
  func bestScores() {
    let lines = GameScreens.scoreLines([
      (
        title: "Counter",
        scores: [
          ScoreEntry(game: "counter", score: 30, status: .won, table: .standard, seed: 1, ticks: 60),
          ScoreEntry(game: "counter", score: 90, status: .lost, table: .arcade, seed: 1, ticks: 60, levels: 1...3),
        ], reached: 3
      ),
      (title: "Plain", scores: [], reached: 2),
    ])
    #expect(
      lines == [
        "Counter", "  1.      30   won", "  Arcade: best 90 (levels 1-3), reached level 3", "Plain", "   no scores yet",
        "  Arcade: reached level 2",
      ])
  }
}
