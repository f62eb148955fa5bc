import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI

@Suite("Screens: replay")
struct ReplayScreenTests {
  /// The frog's winning tape, past its intro box (Watch) at `Screens.start`.
  static func watching() throws -> (stack: ScreenStack, tape: Tape) {
    let tape = try Tape(text: String(contentsOf: GoldenTapeFile.url(game: "frog", name: "win"), encoding: .utf8))
    let entry = Screens.entry("frog")
    var stack = ScreenStack([
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, frontEnd: Screens.frontEnd())
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
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, frontEnd: Screens.frontEnd())
    ])
    stack.handle(Screens.press(.enter), at: Screens.start)
    stack.advance(now: Screens.start + Screens.second)
    let text = Screens.text(&stack)
    #expect(!text.contains("needs"), "\(id):\n\(text)")
    #expect(Self.tick(&stack) > 0, "\(id): the replay does not run at 80x24:\n\(text)")
  }
}
