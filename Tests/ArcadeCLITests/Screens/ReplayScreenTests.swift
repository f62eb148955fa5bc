import ArcadeCore
import ArcadeTestSupport
import Foundation
import FrogCrossing
import GameCatalog
import Hundreds
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

@Suite("Screens: replay")
struct ReplayScreenTests {
  /// The frog's winning tape, past its intro box (Watch) at `Screens.start`.
  static func watching() throws -> (stack: ScreenStack, tape: Tape) {
    let tape = try Tape(text: String(contentsOf: GoldenTapeFile.url(game: "frog", name: "win"), encoding: .utf8))
    let entry = Screens.entry("frog")
    var stack = ScreenStack([
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: Screens.services())
    ])
    #expect(Screens.text(&stack).contains("Replay: Frog Crossing · seed \(tape.seed)"))
    #expect(stack.deadline == nil, "the intro box waits")
    stack.handle(Screens.press(.enter), at: Screens.start)
    return (stack, tape)
  }

  /// The status line as drawn: "▶ 1× tick 2/1926  space pause …".
  static func status(_ stack: inout ScreenStack) -> Substring {
    let text = Screens.text(&stack)
    let line = text.split(separator: "\n").first { $0.contains(" tick ") } ?? ""
    return line.drop { $0 == " " }
  }

  /// The tape's tick the status line shows.
  static func tick(_ stack: inout ScreenStack) -> Int {
    let words = status(&stack).split(separator: " ")
    guard let i = words.firstIndex(of: "tick"), i + 1 < words.count else { return -1 }
    return Int(words[i + 1].split(separator: "/")[0]) ?? -1
  }

  @Test("speed keys change the ticks per frame exactly: 2 at 1×, 8 at 4×, 16 at 8×, 1 every other frame at 0.25×")
  func speeds() throws {
    var (stack, _) = try Self.watching()
    var now = Screens.start
    func frame(_ frames: UInt64 = 1) {
      now += frames * Screens.frame
      stack.advance(now: now)
    }
    frame()
    #expect(Self.tick(&stack) == 2)
    for _ in 0..<2 { stack.handle(Screens.press(.character("+")), at: now) }
    #expect(Self.status(&stack).hasPrefix("▶ 4×"))
    frame()
    #expect(Self.tick(&stack) == 10)
    stack.handle(Screens.press(.right), at: now)
    frame()
    #expect(Self.tick(&stack) == 26)
    stack.handle(Screens.press(.right), at: now)
    stack.handle(Screens.press(.right), at: now)
    #expect(Self.status(&stack).hasPrefix("▶ 8×"), "8× is the fastest")
    for _ in 0..<5 { stack.handle(Screens.press(.character("-")), at: now) }
    #expect(Self.status(&stack).hasPrefix("▶ 0.25×"))
    frame()
    #expect(Self.tick(&stack) == 26)
    frame()
    #expect(Self.tick(&stack) == 27)
    #expect(Screens.text(&stack).contains("▶ 0.25× tick 27/"))
  }

  @Test("space pauses (no deadline, II on the status line), . steps one tick, r restarts from tick 0")
  func pauseStepRestart() throws {
    var (stack, _) = try Self.watching()
    stack.advance(now: Screens.start + Screens.frame)
    stack.handle(Screens.press(.space), at: Screens.start + Screens.frame)
    #expect(stack.deadline == nil)
    stack.advance(now: Screens.start + 10 * Screens.second)
    #expect(Self.tick(&stack) == 2)
    stack.handle(Screens.press(.character(".")), at: Screens.start + 10 * Screens.second)
    #expect(Self.tick(&stack) == 3)
    #expect(Screens.text(&stack).contains("II 1× tick 3/"))
    stack.handle(Screens.press(.character("r")), at: Screens.start + 10 * Screens.second)
    #expect(Self.tick(&stack) == 0 && Self.status(&stack).hasPrefix("▶ 1×"))
  }

  @Test("at the tape's end: the end box with the result; Watch again restarts, q then quits")
  func endBox() throws {
    var (stack, tape) = try Self.watching()
    var now = Screens.start
    for _ in 0..<5 { stack.handle(Screens.press(.character("+")), at: now) }
    while stack.top?.isBox == false && now < Screens.start + 600 * Screens.second {
      now += Screens.frame
      stack.advance(now: now)
    }
    let drawn = Screens.text(&stack)
    #expect(drawn.contains("Replay ended") && drawn.contains("You won!"), "\(drawn)")
    #expect(drawn.contains("tick \(tape.tickCount)") && drawn.contains("▶ Watch again"))
    stack.handle(Screens.press(.enter), at: now)
    #expect(Self.tick(&stack) == 0)
    stack.handle(Screens.press(.character("q")), at: now)
    #expect(stack.isEmpty)
  }

  @Test("? shows the replay's keys over the dimmed replay; Back goes on without catching up")
  func help() throws {
    var (stack, _) = try Self.watching()
    stack.handle(Screens.press(.character("?")), at: Screens.start)
    #expect(Screens.text(&stack).contains("Replay keys"))
    stack.handle(Screens.press(.enter), at: Screens.start + 5 * Screens.second)
    stack.advance(now: Screens.start + 5 * Screens.second + Screens.frame)
    #expect(Self.tick(&stack) == 2)
  }

  @Test(
    "every game's demo replays at 80x24: the game, not the size notice, with its status line (the header gives way)",
    arguments: Catalog.entries.map(\.info.id))
  func replaysFitTheSmallestTerminal(id: String) throws {
    let tape = try Tape(text: String(contentsOf: GoldenTapeFile.url(game: id, name: "demo"), encoding: .utf8))
    let entry = Screens.entry(id)
    var stack = ScreenStack([
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: Screens.services())
    ])
    stack.handle(Screens.press(.enter), at: Screens.start)
    stack.advance(now: Screens.start + Screens.second)
    let text = Screens.text(&stack)
    #expect(!text.contains("needs"), "\(id):\n\(text)")
    #expect(Self.tick(&stack) > 0, "\(id): the replay does not run at 80x24:\n\(text)")
  }

  /// A replay of `tape` past its intro, `seconds` in, and its screen drawn at `columns`x`rows`.
  static func replayed(_ tape: Tape, seconds: Int = 1, _ columns: Int = 80, _ rows: Int = 24) throws -> String {
    let entry = try #require(Catalog.entry(id: tape.game))
    let services = Screens.services(terminal: FakeTerminal(columns: columns, rows: rows))
    var stack = ScreenStack([ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: services)])
    stack.handle(Screens.press(.enter), at: Screens.start)
    for frame in 1...(30 * seconds) { stack.advance(now: Screens.start + UInt64(frame) * Screens.frame) }
    return Screens.text(&stack, columns, rows)
  }

  /// A frog tape of `ticks` ticks with a hop up on the first, with these parameters.
  static func frogTape(_ flags: [(name: String, value: String)] = [], ticks: Int) throws -> Tape {
    var recorder = TapeRecorder<FrogGame>(parameters: try FrogGame.info.parameters.values(from: flags), seed: 7)
    recorder.step(TickInput(pressed: .up))
    for _ in 1..<ticks { recorder.step(.none) }
    return recorder.finishedTape
  }

  @Test(
    "at 80x24 no golden tape's replay cuts a text with …; the header row names the seed and what is not a default",
    arguments: Catalog.ids)
  func headerFits(id: String) throws {
    let names = try FileManager.default.contentsOfDirectory(
      at: GoldenTapeFile.repository.appending(path: "Assets/tapes/\(id)"), includingPropertiesForKeys: nil)
    for url in names where url.pathExtension == "tape" {
      let text = try Self.replayed(try Tape(text: String(contentsOf: url, encoding: .utf8)))
      #expect(!text.contains("…"), "\(url.lastPathComponent):\n\(text)")
    }
    guard id == "frog" else { return }
    let tape = try Self.frogTape(ticks: 60)
    #expect(try Self.replayed(tape).contains("Replay: Frog Crossing · seed 7 · default parameters"))
    let changed = try Self.frogTape([("car-speed", "60"), ("lives", "5")], ticks: 60)
    #expect(try Self.replayed(changed).contains("Replay: Frog Crossing · seed 7 · lives=5 car-speed=60"))
    let wide = try Self.replayed(changed, seconds: 1, 160, 50)
    #expect(wide.contains("Replay: Frog Crossing · seed 7 · lives=5 car-speed=60 bays=3"), "whole where it fits")
  }

  @Test("a tape that ends mid-game says so at its end: tape ends · score 2 · tick 390, not Game ended")
  func tapeEndsMidGame() throws {
    // Hundreds, circle 1 pressed once (a 4-tick tap), then 390 ticks in all.
    var recorder = TapeRecorder<HundredsGame>(parameters: HundredsGame.info.parameters.defaults, seed: 7)
    for tick in 0..<390 {
      recorder.step(tick < 4 ? TickInput(pressed: tick == 0 ? .slot(1) : [], held: .slot(1)) : .none)
    }
    #expect(recorder.game.status == .playing)
    let text = try Self.replayed(recorder.finishedTape, seconds: 8)
    #expect(text.contains("Replay ended") && text.contains("Tape ends mid-game · score 2 · tick 390"), "\(text)")
    #expect(!text.contains("Game ended"))
  }

  /// The frog's winning tape with its first hop taken out, and the tick the game stops matching it: the
  /// first checkpoint after the change, else the end line.
  static func changedTape() throws -> (tape: Tape, diverges: Int) {
    var tape = try Tape(text: String(contentsOf: GoldenTapeFile.url(game: "frog", name: "win"), encoding: .utf8))
    let hop = try #require(tape.runs.firstIndex { !$0.input.pressed.isEmpty })
    let changed = tape.runs[..<hop].reduce(0) { $0 + $1.count }
    tape.runs[hop].input = .none
    return (tape, try #require(tape.checkpoints.first { $0.tick > changed }?.tick ?? tape.end?.tick))
  }

  @Test("a tape changed after it was recorded plays up to where the game stops matching it, and the end box says so")
  func changedTapeStops() throws {
    let (tape, diverges) = try Self.changedTape()
    let entry = Screens.entry("frog")
    var stack = ScreenStack([
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: Screens.services())
    ])
    stack.handle(Screens.press(.enter), at: Screens.start)
    var now = Screens.start
    while stack.top?.isBox == false && now < Screens.start + 120 * Screens.second {
      now += Screens.frame
      stack.advance(now: now)
    }
    let text = Screens.text(&stack)
    #expect(text.contains("Replay ended"), "\(text)")
    #expect(text.contains("The game differs from the tape at tick \(diverges) · score"), "\(text)")
    #expect(Self.tick(&stack) == diverges)
  }

  @Test("the replay's keys are one table: the boxes, the status line and --help name the keys that decide")
  func replayKeysAreOneTable() {
    #expect(
      ReplayKeys.lines == [
        "space or p   pause / play", "+ or →       faster (up to 8×)", "- or ←       slower (down to 0.25×)",
        ". or n       one tick (pauses)", "r            restart", "q or Esc     quit", "? or F1      these keys",
      ])
    #expect(ReplayViewer.statusKeys == "  space pause  +/- speed  . step  r restart  q quit")
    let spelled: [(Key, ReplayCommand)] = [
      (.space, .pauseOrPlay), (.character("p"), .pauseOrPlay), (.right, .faster), (.character("+"), .faster),
      (.left, .slower), (.character("-"), .slower), (.character("n"), .step), (.character("r"), .restart),
      (.escape, .quit), (.function(1), .help),
    ]
    for (key, command) in spelled { #expect(ReplayKeys.command(for: key) == command, "\(key)") }
    #expect(ReplayKeys.command(for: .character("x")) == nil)
    #expect(ReplayKeys.sentence.hasPrefix("Keys: space or p pause / play, + or → faster (up to 8×),"))
  }
}
