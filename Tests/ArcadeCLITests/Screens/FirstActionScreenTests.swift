import ArcadeCore
import Foundation
import GameCatalog
import Helicopter
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import GameCatalog

/// A game that waits for its first action (the helicopter): after Play it stays where it starts, showing its
/// instructions and what starts it, until a start button or the mouse button is pressed; that press is the
/// round's first input, so a tape starts at the first action.
@Suite("Screens: waiting for the first action")
struct FirstActionScreenTests {
  /// `arcade play heli` after the Enter on Play, at `Screens.start`, its tapes kept in the store.
  static func ready(kitty: Bool = false) -> (ScreenStack, FakeStore, FakeTerminal) {
    let store = FakeStore()
    let terminal = FakeTerminal(kitty: kitty)
    var stack = ScreenStack([Screens.game("heli", Screens.services(store: store, terminal: terminal))])
    stack.handle(Screens.press(.enter), at: Screens.start)
    return (stack, store, terminal)
  }

  /// The tape the session's end keeps for the round on the stack.
  static func savedTape(_ stack: inout ScreenStack, _ store: FakeStore) throws -> Tape {
    stack.leaveAll()
    return try #require(store.lastTape("heli"))
  }

  static let prompt = HeliGame.info.waitsFor!.prompt

  @Test(
    "after Play the helicopter stays put for a minute: the instructions and the prompt show, beside it, at every size",
    arguments: [[80, 24], [120, 40], [220, 60]])
  func waitsWhileThePlayerReads(size: [Int]) throws {
    var (stack, _, terminal) = Self.ready()
    terminal.size = (size[0], size[1])
    #expect(stack.deadline == nil, "nothing moves: the session sleeps until a key")
    stack.advance(now: Screens.start + 60 * Screens.second)
    let game = try #require(Screens.gameOnTop(stack)?.game as? HeliGame)
    #expect(game.tick == 0 && game.status == .playing)
    let lines = Screens.lines(Screens.draw(&stack, size[0], size[1]))
    let text = lines.joined(separator: "\n")
    #expect(text.contains("Hold SPACE or the mouse button to rise."), "\(text)")
    let bar = Layout(screenColumns: size[0], screenRows: size[1], info: HeliGame.info).barRow
    #expect(lines[bar].trimmingCharacters(in: .whitespaces) == Self.prompt + "  p pause  ? F1 help  q Esc quit")
    // The helicopter is drawn whole, left of the instructions' box.
    let column = { (line: String, glyph: Unicode.Scalar) in
      line.unicodeScalars.firstIndex(of: glyph).map {
        line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: $0)
      }
    }
    let hull = try #require(lines.first { $0.contains("▐") && $0.contains("▶") })
    let boxLeft = try #require(lines.compactMap { column($0, "┌") }.first)
    #expect(try #require(column(hull, "▶")) < boxLeft)
  }

  @Test("the first press is the first tick's input: the tape starts with it, and replays to the same state")
  func firstPressIsTickOne() throws {
    var (stack, store, _) = Self.ready()
    let pressed = Screens.start + 7 * Screens.second
    stack.handle(Screens.press(.space), at: pressed)
    for frame in 1...30 { stack.advance(now: pressed + UInt64(frame) * Screens.frame) }
    let live = try #require(Screens.gameOnTop(stack)?.game as? HeliGame)
    #expect(live.tick == 60)
    let tape = try Self.savedTape(&stack, store)
    #expect(tape.runs.first?.input == TickInput(pressed: .action, held: .action))
    #expect(tape.tickCount == 60)
    var replayed = try tape.makeGame(HeliGame.self)
    for input in tape.inputs { replayed.step(input) }
    #expect(replayed.stateHash == live.stateHash)
  }

  @Test(
    "before the first press other game keys, repeats and mouse moves do nothing; a mouse press starts it as a touch")
  func onlyAStartPressStarts() throws {
    var (stack, store, _) = Self.ready()
    for event: InputEvent in [
      Screens.press(.down), Screens.press(.left), Screens.press(.character("3")), .key(.space, .release),
      .mouse(MouseEvent(.drag, column: 40, row: 10)), .mouse(MouseEvent(.release, column: 40, row: 10)),
    ] {
      stack.handle(event, at: Screens.start)
    }
    stack.advance(now: Screens.start + Screens.second)
    #expect(Screens.gameOnTop(stack)?.phase == .ready)
    #expect(Screens.gameOnTop(stack)?.game.tick == 0)
    stack.handle(.mouse(MouseEvent(.press, column: 40, row: 10)), at: Screens.start + Screens.second)
    #expect(Screens.gameOnTop(stack)?.phase == .playing)
    stack.advance(now: Screens.start + Screens.second + Screens.frame)
    let tape = try Self.savedTape(&stack, store)
    #expect(tape.runs.first?.input.touch?.phase == .began)
    #expect(tape.runs.first?.input.pressed == [])
  }

  @Test("before the first press q leaves at once, p pauses and the round still waits; kitty releases are on")
  func frontEndKeysWhileWaiting() throws {
    var (stack, _, _) = Self.ready(kitty: true)
    #expect(stack.wantsKittyKeyboard, "a release of the first press must be seen")
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    #expect(Screens.text(&stack).contains("The game is paused."))
    stack.handle(Screens.press(.character("p")), at: Screens.start + Screens.second)
    stack.advance(now: Screens.start + 2 * Screens.second)
    #expect(Screens.gameOnTop(stack)?.phase == .ready && Screens.gameOnTop(stack)?.game.tick == 0)
    stack.handle(Screens.press(.character("q")), at: Screens.start + 2 * Screens.second)
    #expect(stack.isEmpty, "nothing was played: no question asked")
  }

  @Test("the other games start at Play, as before: they wait for nothing")
  func othersStartAtPlay() {
    #expect(Catalog.entries.filter { $0.info.waitsFor != nil }.map(\.info.id) == ["heli"])
  }

  @Test(
    "in an arcade run every level waits for its first press: after level 1's card, with nothing pressed, the helicopter is still flying 3 s later"
  )
  func everyLevelWaits() throws {
    let levels = try LevelFile(
      text: """
        arcade-levels 1
        Short hop | distance 20
        Long way  | distance 2000
        """, parameters: HeliGame.info.parameters)
    let entry = CatalogEntry(HeliGame.self, levels: levels)
    var stack = ScreenStack([
      GameScreen(services: Screens.services(), entry: entry, setup: entry.arcade(from: 1, seed: 3)!, fromMenu: false)
    ])
    stack.handle(Screens.press(.enter), at: Screens.start)  // ▶ Play Arcade: level 1
    var now = ArcadeScreenTests.press(1, &stack, from: Screens.start)
    now = ArcadeScreenTests.wait(&stack, from: now) { (try? ArcadeScreenTests.game($0).game.levelsPlayed) == 1...2 }
    let level2 = try ArcadeScreenTests.game(stack)
    #expect(level2.game.levelsPlayed == 1...2, "level 1 (20 px) was won and its card is gone")
    #expect(level2.phase == .ready && stack.deadline == nil, "level 2 waits for its first press, the clock stopped")
    let tick = level2.game.tick
    for frame in 1...90 { stack.advance(now: now + UInt64(frame) * Screens.frame) }
    now += 90 * Screens.frame
    let waited = try ArcadeScreenTests.game(stack)
    #expect(waited.game.status == .playing && waited.game.tick == tick, "still flying, not a tick later, after 3 s")
    #expect(Screens.text(&stack).contains(Self.prompt))
    stack.handle(Screens.press(.space), at: now)
    stack.advance(now: now + Screens.frame)
    let flying = try ArcadeScreenTests.game(stack)
    #expect(flying.phase == .playing && flying.game.tick > tick, "the press takes off")
  }

  @Test("a title card in a window too small for the game says so instead of offering Play; enlarged, Play plays")
  func titleCardTooSmall() throws {
    let terminal = FakeTerminal(columns: 60, rows: 20)
    var stack = ScreenStack([Screens.game("heli", Screens.services(terminal: terminal))])
    let text = Screens.text(&stack, 60, 20)
    #expect(text.contains("This window is 60x20; Helicopter needs 80x24 to play."), "\(text)")
    #expect(!text.contains("Play Classic"))
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(Screens.gameOnTop(stack)?.phase == .title, "Enter plays nothing")
    terminal.size = (80, 24)
    #expect(Screens.text(&stack).contains("▶ Play Classic"))
    stack.handle(Screens.press(.enter), at: Screens.start)
    #expect(Screens.gameOnTop(stack)?.phase == .ready)
  }
}
