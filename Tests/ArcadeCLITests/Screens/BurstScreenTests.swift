import ArcadeCore
import Foundation
import FrogCrossing
import GameCatalog
import Helicopter
import Hundreds
import PuckCollector
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Keys typed quickly arrive together, between two ticks (a double tap, keys typed ahead over a slow link):
/// every press still counts, in every game.
@Suite("Screens: a burst of presses")
struct BurstScreenTests {
  /// A game running from `Screens.start` (the helicopter started by a first press at that moment).
  static func running(_ id: String) -> (ScreenStack, FakeStore) {
    let store = FakeStore()
    var stack = ScreenStack([Screens.game(id, Screens.services(store: store))])
    stack.handle(Screens.press(.enter), at: Screens.start)
    return (stack, store)
  }

  /// Hands these presses over at one moment, then runs `ticks` ticks; returns the recorded inputs.
  static func burst(
    _ keys: [Key], in id: String, ticks: Int = 30, after: Int = 0
  ) throws -> (inputs: [TickInput], game: any Simulation) {
    var (stack, store) = running(id)
    var now = Screens.start
    /// Frames of 2 ticks, as the session draws them.
    func run(_ ticks: Int) {
      for _ in 0..<(ticks / 2) {
        now += Screens.frame
        stack.advance(now: now)
      }
    }
    if after > 0 {
      if Screens.entry(id).info.waitsFor != nil { stack.handle(Screens.press(.space), at: now) }
      run(after)
    }
    for key in keys { stack.handle(Screens.press(key), at: now) }
    run(ticks)
    let game = try #require(Screens.gameOnTop(stack)?.game)
    stack.leaveAll()
    let tape = try #require(store.lastTape(id))
    return (Array(tape.inputs), game)
  }

  @Test("helicopter: two space presses in one burst are two thrusts, a released tick apart (the first starts it)")
  func heliDoubleTap() throws {
    let (inputs, _) = try Self.burst([.space, .space], in: "heli", ticks: 20)
    #expect(inputs.indices.filter { inputs[$0].held == .action } == Array(0..<6) + Array(7..<13))
    #expect(inputs.indices.filter { inputs[$0].pressed == .action } == [0, 7])
    let (later, _) = try Self.burst([.space, .space, .space], in: "heli", ticks: 30, after: 30)
    let thrusts = later.indices.filter { later[$0].pressed == .action }
    #expect(thrusts == [0, 30, 37, 44], "three presses in one burst after the start: three thrusts")
  }

  @Test("hundreds: the same circle's key twice in one burst presses it twice: +4, its number up by 4")
  func hundredsDoubleTap() throws {
    let (_, game) = try Self.burst([.character("3"), .character("3")], in: "hundreds", ticks: 20)
    let hundreds = try #require(game as? HundredsGame)
    #expect(hundreds.score == 4)
    #expect(hundreds.circles[2].label == 4)
  }

  @Test("frog: up, up, left in one burst are three hops, one a tick, in the order typed")
  func frogDoubleTap() throws {
    let (inputs, _) = try Self.burst([.up, .up, .left], in: "frog", ticks: 10)
    #expect(inputs.prefix(4).map(\.pressed) == [.up, .up, .left, []])
  }

  @Test("puck: right, right, space in one burst move the cursor twice, then grab where it went")
  func puckMovesThenGrabs() throws {
    let (inputs, game) = try Self.burst([.right, .right, .space], in: "puck", ticks: 10)
    #expect(inputs.prefix(4).map(\.pressed) == [.right, .right, .action, []])
    #expect(try #require(game as? PuckGame).cursor == Vec2(255, 160))
  }

  @Test("puck: three presses of right in one burst move the cursor three cells")
  func puckTripleTap() throws {
    let (_, game) = try Self.burst([.right, .right, .right], in: "puck", ticks: 10)
    let puck = try #require(game as? PuckGame)
    #expect(puck.cursor == Vec2(240 + 3 * 7.5, 160))
  }
}
