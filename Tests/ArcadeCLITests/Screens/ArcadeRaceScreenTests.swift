import ArcadeCore
import ArcadeRuns
import Foundation
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage
@testable import GameCatalog

/// Arcade mode and the challenges on one title card, one bar row and one end alert, with the counter game's
/// three levels (`CounterGame.levels`): three presses win level 1.
@Suite("Screens: arcade runs, daily challenges and ghosts together")
struct ArcadeRaceScreenTests {
  static let entry = ArcadeScreenTests.entry
  static let arcade = entry.arcade(from: 1, seed: 3)!

  /// The ghost: an arcade run from level 1 with seed 3 that presses on its first three ticks (level 1 won) and
  /// then waits out its tape's 40 ticks.
  static let ghostTape: Tape = {
    var recorder = entry.start(arcade)
    for tick in 1...40 { _ = recorder.step(TickInput(pressed: tick <= 3 ? .action : [])) }
    return recorder.finishedTape
  }()

  /// A store that keeps the ghost as the best arcade run of level 1 with seed 3.
  static func storeWithBestArcadeRun() throws -> FakeStore {
    let store = FakeStore()
    let end = try #require(ghostTape.end)
    _ = store.record(
      ScoreEntry(
        game: "counter", score: end.score, status: end.status, table: .arcade, seed: 3, ticks: end.tick,
        levels: end.levels),
      tape: ghostTape)
    return store
  }

  @Test("a run's score goes to its mode's table: arcade runs', its date's for a daily, else classic by parameters")
  func runTables() {
    var custom = CounterGame.info.parameters.defaults
    custom[CounterGame.lives] = 5
    let info = CounterGame.info
    #expect(ScoreTable(Self.arcade, info: info) == .arcade)
    #expect(ScoreTable(Self.entry.daily(Screens.today), info: info) == .daily(Screens.today))
    #expect(ScoreTable(Self.entry.classic(parameters: info.parameters.defaults, seed: 1), info: info) == .standard)
    #expect(ScoreTable(Self.entry.classic(parameters: custom, seed: 1), info: info) == .custom)
  }

  @Test("a daily challenge's title card, and a race of a ghost given, offer Play alone: no Classic or Arcade")
  func onePlayForAFixedRun() throws {
    let store = FakeStore()
    store.reached["counter"] = 3
    let daily = Self.entry.daily(Screens.today)
    var stack = ArcadeScreenTests.title(store, setup: daily)
    var box = ArcadeScreenTests.box(&stack)
    #expect(box.suffix(4) == ["▶ Play", "How to play", "Credits", "Quit"], "\(box)")
    #expect(!box.contains { $0.contains("Arcade") })
    #expect(box.contains("Daily challenge 2026-12-02, seed \(daily.seed): the same for every player."))
    let ghost = Ghost(tape: Self.ghostTape, source: .tape("ghost.tape"))
    stack = ScreenStack([
      GameScreen(
        services: Screens.services(store: store), entry: Self.entry, setup: Self.arcade, fromMenu: false, ghost: ghost)
    ])
    box = ArcadeScreenTests.box(&stack)
    #expect(box.suffix(4) == ["▶ Play", "How to play", "Credits", "Quit"], "\(box)")
    #expect(box.contains("Racing the ghost of the run of ghost.tape (30)."))
    stack.handle(Screens.press(.enter), at: Screens.start)
    let game = try ArcadeScreenTests.game(stack)
    #expect(game.setup == Self.arcade && game.race?.ghost.races(Self.ghostTape) == true)
  }

  @Test(
    "with a kept arcade run of the same first level and seed, the card offers Race your best arcade run; the bar shows the race, then the level and total, then the keys"
  )
  func raceBestArcadeRun() throws {
    let store = try Self.storeWithBestArcadeRun()
    var stack = ArcadeScreenTests.title(store, setup: Self.arcade)
    #expect(
      ArcadeScreenTests.box(&stack).suffix(6) == [
        "Play Classic", "▶ Play Arcade: level 1 · Warm-up · Count to 30, 10 a press", "Race your best arcade run (30)",
        "How to play", "Credits",
        "Quit",
      ])
    stack.handle(Screens.press(.character("r")), at: Screens.start)
    let game = try ArcadeScreenTests.game(stack)
    #expect(game.setup == Self.arcade && game.phase == .playing)
    #expect(game.race?.ghost.races(Self.ghostTape) == true && game.race?.ghost.source == .best)
    for frame in 1...2 { stack.advance(now: Screens.start + UInt64(frame) * Screens.frame) }
    let canvas = Screens.draw(&stack)
    let row = Layout(screenColumns: 80, screenRows: 24, info: CounterGame.info).barRow
    let bar = Screens.lines(canvas)[row].trimmingCharacters(in: .whitespaces)
    #expect(bar == "ghost 30 · behind by 30  Level 1/3 Warm-up · total 0  ? help", "\(bar)")
    let left = try #require(Array(Screens.lines(canvas)[row]).firstIndex { $0 != " " })
    #expect(canvas[left, row].style.foreground == .brightRed, "behind: the race in red")
    #expect(canvas[left + 25, row].style == Style(.brightWhite, on: .default, [.bold]), "the caption bright")
  }

  @Test("an arcade race ends with the run's levels and total against the ghost; Race again races the same run again")
  func raceAgain() throws {
    let store = try Self.storeWithBestArcadeRun()
    var stack = ArcadeScreenTests.title(store, setup: Self.arcade)
    stack.handle(Screens.press(.character("r")), at: Screens.start)
    let now = ArcadeScreenTests.wait(&stack, from: Screens.start) { $0.top?.isBox == true }
    let alert = ArcadeScreenTests.box(&stack)
    #expect(
      alert == [
        "Game over", "", "Total: 0 · level 1 of 3", "Against your best run (30): behind by 30.",
        "Best arcade score: 30",
        "", "▶ Race again", "Quit",
      ])
    stack.handle(Screens.press(.enter), at: now)
    let again = try ArcadeScreenTests.game(stack)
    #expect(again.phase == .playing && again.setup == Self.arcade && again.race?.ghost.races(Self.ghostTape) == true)
  }
}
