import ArcadeCore
import Testing

@testable import TerminalUI

private let ms: UInt64 = 1_000_000
private let viewport = Viewport(originX: 0, originY: 0, cellWidth: 6, cellHeight: 14)

@Suite("Input mapper")
struct InputMapperTests {
  @Test("a burst of three presses of the same key is spread over three ticks; other keys share a tick")
  func burstSpread() {
    var m = InputMapper(usesHold: false, holdMethod: .keyRepeat, viewport: viewport)
    m.key(.up, .press, at: 0)
    m.key(.up, .press, at: 1 * ms)
    m.key(.left, .press, at: 2 * ms)
    m.key(.up, .press, at: 3 * ms)
    #expect(m.nextTick(at: 16 * ms) == TickInput(pressed: [.up, .left]))
    #expect(m.nextTick(at: 33 * ms) == TickInput(pressed: [.up]))
    #expect(m.nextTick(at: 50 * ms) == TickInput(pressed: [.up]))
    #expect(m.nextTick(at: 66 * ms) == TickInput())
    #expect(!m.hasPending)
  }

  @Test("without holds, releases are ignored and held stays empty (tapes stay small)")
  func noHold() {
    var m = InputMapper(usesHold: false, holdMethod: .kitty, viewport: viewport)
    m.key(.action, .press, at: 0)
    m.key(.action, .release, at: 1 * ms)
    #expect(m.nextTick(at: 16 * ms) == TickInput(pressed: [.action]))
    #expect(m.nextTick(at: 33 * ms) == TickInput())
  }

  @Test("a mouse cell maps through the centring offset and the viewport to a world point")
  func touchMapping() {
    var m = InputMapper(usesHold: false, holdMethod: .keyRepeat, viewport: viewport, canvasOrigin: (column: 10, row: 3))
    // screen (14, 5) → canvas (4, 2) → world (4.5·6, 2.5·14) = (27, 35)
    m.mouse(MouseEvent(.press, column: 14, row: 5))
    #expect(m.nextTick(at: 0) == TickInput(touch: Touch(.began, x: 27, y: 35)))
    let shifted = Viewport(originX: 100, originY: -20, cellWidth: 4, cellHeight: 10)
    var n = InputMapper(usesHold: false, holdMethod: .keyRepeat, viewport: shifted, canvasOrigin: (column: 0, row: 0))
    n.mouse(MouseEvent(.press, column: 0, row: 0))
    #expect(n.nextTick(at: 0).touch == Touch(.began, x: 102, y: -15))
  }

  @Test("one touch per tick: began, coalesced moves, ended are queued to following ticks")
  func touchQueue() {
    var m = InputMapper(usesHold: false, holdMethod: .keyRepeat, viewport: viewport)
    m.mouse(MouseEvent(.press, column: 0, row: 0))
    m.mouse(MouseEvent(.drag, column: 1, row: 0))
    m.mouse(MouseEvent(.drag, column: 2, row: 0))
    m.mouse(MouseEvent(.drag, column: 3, row: 1))
    m.mouse(MouseEvent(.release, column: 3, row: 1))
    #expect(m.nextTick(at: 0).touch == Touch(.began, x: 3, y: 7))
    #expect(m.nextTick(at: 0).touch == Touch(.moved, x: 21, y: 21))
    #expect(m.nextTick(at: 0).touch == Touch(.ended, x: 21, y: 21))
    #expect(m.nextTick(at: 0).touch == nil)
  }

  @Test("a drag without a press begins a touch; a second press ends the first touch")
  func touchRepair() {
    var m = InputMapper(usesHold: false, holdMethod: .keyRepeat, viewport: viewport)
    m.mouse(MouseEvent(.drag, column: 1, row: 1))
    m.mouse(MouseEvent(.press, column: 2, row: 2))
    #expect(m.nextTick(at: 0).touch?.phase == .began)
    #expect(m.nextTick(at: 0).touch?.phase == .ended)
    #expect(m.nextTick(at: 0).touch == Touch(.began, x: 15, y: 35))
  }

  @Test("releaseAll lifts a finger still down at its last point and drops queued presses")
  func releaseAll() {
    var m = InputMapper(usesHold: true, holdMethod: .keyRepeat, viewport: viewport)
    m.mouse(MouseEvent(.press, column: 1, row: 1))
    _ = m.nextTick(at: 0)
    m.key(.up, .press, at: 0)
    m.releaseAll()
    #expect(m.nextTick(at: 1 * ms) == TickInput(touch: Touch(.ended, x: 9, y: 21)))
  }

  @Test("key repeat: held from the press until the repeats stop for longer than the timeout")
  func holdByRepeat() {
    var m = InputMapper(usesHold: true, holdMethod: .keyRepeat, viewport: viewport)
    m.key(.action, .press, at: 0)
    #expect(m.nextTick(at: 10 * ms) == TickInput(pressed: [.action], held: [.action]))
    // no repeat yet, but still within the 550 ms first-repeat window
    #expect(m.nextTick(at: 500 * ms) == TickInput(held: [.action]))
    m.key(.action, .press, at: 520 * ms)  // the first auto-repeat: not a new press
    m.key(.action, .press, at: 620 * ms)
    #expect(m.nextTick(at: 700 * ms) == TickInput(held: [.action]))
    // repeats stopped at 620 ms; 150 ms later the key counts as released
    #expect(m.nextTick(at: 769 * ms) == TickInput(held: [.action]))
    #expect(m.nextTick(at: 770 * ms) == TickInput())
    // a tap with no repeats lasts the initial window
    m.key(.up, .press, at: 1000 * ms)
    #expect(m.nextTick(at: 1001 * ms) == TickInput(pressed: [.up], held: [.up]))
    #expect(m.nextTick(at: 1549 * ms) == TickInput(held: [.up]))
    #expect(m.nextTick(at: 1550 * ms) == TickInput())
  }

  @Test("toggle: one press holds, the next lets go; auto-repeats in between are not toggles")
  func holdByToggle() {
    var m = InputMapper(usesHold: true, holdMethod: .toggle, viewport: viewport)
    m.key(.action, .press, at: 0)
    #expect(m.nextTick(at: 1 * ms) == TickInput(pressed: [.action], held: [.action]))
    m.key(.action, .press, at: 50 * ms)  // auto-repeat of the same key held down
    #expect(m.nextTick(at: 5000 * ms) == TickInput(held: [.action]))
    m.key(.action, .press, at: 6000 * ms)
    #expect(m.nextTick(at: 6001 * ms) == TickInput())
  }

  @Test("kitty: held from press to release, repeats change nothing, a quick tap still shows for one tick")
  func holdByKitty() {
    var m = InputMapper(usesHold: true, holdMethod: .kitty, viewport: viewport)
    m.key(.slot(3), .press, at: 0)
    m.key(.slot(3), .repeat, at: 600 * ms)
    #expect(m.nextTick(at: 5000 * ms) == TickInput(pressed: [.slot(3)], held: [.slot(3)]))
    #expect(m.nextTick(at: 9000 * ms) == TickInput(held: [.slot(3)]))
    m.key(.slot(3), .release, at: 9001 * ms)
    #expect(m.nextTick(at: 9002 * ms) == TickInput())
    m.key(.up, .press, at: 9003 * ms)
    m.key(.up, .release, at: 9004 * ms)
    #expect(m.nextTick(at: 9010 * ms) == TickInput(pressed: [.up], held: [.up]))
    #expect(m.nextTick(at: 9020 * ms) == TickInput())
  }

  @Test("the key map: arrows, WASD, hjkl, space/enter, digits, and the front end's keys")
  func keyMap() {
    #expect(KeyMap.command(for: .character("w")) == .button(.up))
    #expect(KeyMap.command(for: .character("j")) == .button(.down))
    #expect(KeyMap.command(for: .character("h")) == .button(.left))
    #expect(KeyMap.command(for: .character("D")) == .button(.right))
    #expect(KeyMap.command(for: .enter) == .button(.action))
    #expect(KeyMap.command(for: .space) == .button(.action))
    #expect(KeyMap.command(for: .character("7")) == .button(.slot(7)))
    #expect(KeyMap.command(for: .character("p")) == .pause)
    #expect(KeyMap.command(for: .function(1)) == .help)
    #expect(KeyMap.command(for: .character("?")) == .help)
    #expect(KeyMap.command(for: .escape) == .quit)
    #expect(KeyMap.command(for: .character("q")) == .quit)
    #expect(KeyMap.command(for: .control("c")) == .interrupt)
    #expect(KeyMap.command(for: .character("x")) == nil)
  }
}
