import ArcadeCore
import Testing

@testable import TerminalUI

private let ms: UInt64 = 1_000_000
private let viewport = Viewport(originX: 0, originY: 0, cellWidth: 6, cellHeight: 14)
/// Hold actions like the helicopter's (a 6-tick tap) and hundreds' (a 4-tick tap).
private let heli = HoldActions([.action, .up], tapTicks: 6)
private let circles = HoldActions(Buttons((1...9).map { Buttons.slot($0) }).union(.action), tapTicks: 4)

@Suite("Input mapper")
struct InputMapperTests {
  @Test("a burst of presses is spread one per tick, in the order typed, whatever the keys")
  func burstSpread() {
    var m = InputMapper(holds: .none, holdMethod: .tap, viewport: viewport)
    m.key(.up, .press, at: 0)
    m.key(.up, .press, at: 1 * ms)
    m.key(.left, .press, at: 2 * ms)
    m.key(.up, .press, at: 3 * ms)
    m.key(.action, .press, at: 4 * ms)
    let run = (0..<7).map { _ in m.nextTick(at: 0) }
    #expect(run.map(\.pressed) == [.up, .up, .left, .up, .action, [], []])
  }

  @Test("without holds, releases are ignored and held stays empty (tapes stay small)")
  func noHold() {
    var m = InputMapper(holds: .none, holdMethod: .kitty, viewport: viewport)
    m.key(.action, .press, at: 0)
    m.key(.action, .release, at: 1 * ms)
    #expect(m.nextTick(at: 16 * ms) == TickInput(pressed: [.action]))
    #expect(m.nextTick(at: 33 * ms) == TickInput())
  }

  @Test("a mouse cell maps through the centering offset and the viewport to a world point")
  func touchMapping() {
    var m = InputMapper(holds: .none, holdMethod: .tap, viewport: viewport, canvasOrigin: (column: 10, row: 3))
    // screen (14, 5) → canvas (4, 2) → world (4.5·6, 2.5·14) = (27, 35)
    m.mouse(MouseEvent(.press, column: 14, row: 5))
    #expect(m.nextTick(at: 0) == TickInput(touch: Touch(.began, x: 27, y: 35)))
    let shifted = Viewport(originX: 100, originY: -20, cellWidth: 4, cellHeight: 10)
    var n = InputMapper(holds: .none, holdMethod: .tap, viewport: shifted, canvasOrigin: (column: 0, row: 0))
    n.mouse(MouseEvent(.press, column: 0, row: 0))
    #expect(n.nextTick(at: 0).touch == Touch(.began, x: 102, y: -15))
  }

  @Test("one touch per tick: began, coalesced moves, ended are queued to following ticks")
  func touchQueue() {
    var m = InputMapper(holds: .none, holdMethod: .tap, viewport: viewport)
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
    var m = InputMapper(holds: .none, holdMethod: .tap, viewport: viewport)
    m.mouse(MouseEvent(.drag, column: 1, row: 1))
    m.mouse(MouseEvent(.press, column: 2, row: 2))
    #expect(m.nextTick(at: 0).touch?.phase == .began)
    #expect(m.nextTick(at: 0).touch?.phase == .ended)
    #expect(m.nextTick(at: 0).touch == Touch(.began, x: 15, y: 35))
  }

  @Test("releaseAll lifts a finger still down at its last point and drops queued presses")
  func releaseAll() {
    var m = InputMapper(holds: heli, holdMethod: .tap, viewport: viewport)
    m.mouse(MouseEvent(.press, column: 1, row: 1))
    _ = m.nextTick(at: 0)
    m.key(.up, .press, at: 0)
    m.releaseAll()
    #expect(m.nextTick(at: 1 * ms) == TickInput(touch: Touch(.ended, x: 9, y: 21)))
  }

  /// Ticks of input from `count` calls of `nextTick`.
  private func ticks(_ m: inout InputMapper, _ count: Int) -> [TickInput] {
    (0..<count).map { _ in m.nextTick(at: 0) }
  }

  @Test("tap: a press holds for exactly the game's tap ticks, then lets go: a tap is not a half-second hold")
  func tapIsFixed() {
    var m = InputMapper(holds: heli, holdMethod: .tap, viewport: viewport)
    m.key(.action, .press, at: 0)
    let run = ticks(&m, 40)
    #expect(run[0] == TickInput(pressed: [.action], held: [.action]))
    #expect(run[1..<6].allSatisfy { $0 == TickInput(held: [.action]) })
    #expect(run[6...].allSatisfy { $0 == TickInput() })
  }

  @Test("tap: each auto-repeat starts the tap again, so a key held down is held until its repeats stop")
  func tapExtendedByRepeats() {
    var m = InputMapper(holds: heli, holdMethod: .tap, viewport: viewport)
    // Press, then (a no-release terminal) the same press every 2 ticks from tick 30 to tick 40.
    var run: [TickInput] = []
    for tick in 0..<60 {
      if tick == 0 || (tick >= 30 && tick <= 40 && tick % 2 == 0) { m.key(.action, .press, at: 0) }
      run.append(m.nextTick(at: 0))
    }
    let held = run.indices.filter { run[$0].held == [.action] }
    #expect(held == Array(0..<6) + Array(30..<46))
    #expect(run.indices.filter { run[$0].pressed == [.action] } == [0, 30])
  }

  @Test("tap: arrows in a game without hold actions press once per press and per repeat, never held")
  func arrowsArePresses() {
    var m = InputMapper(holds: .none, holdMethod: .tap, viewport: viewport)
    m.key(.left, .press, at: 0)
    #expect(ticks(&m, 3) == [TickInput(pressed: [.left]), TickInput(), TickInput()])
    m.key(.left, .press, at: 0)
    m.key(.left, .repeat, at: 0)
    #expect(ticks(&m, 3) == [TickInput(pressed: [.left]), TickInput(pressed: [.left]), TickInput()])
  }

  @Test("tap: an arrow in a game with hold actions is still one press, while the action is held")
  func arrowsBesideHolds() {
    var m = InputMapper(holds: circles, holdMethod: .tap, viewport: viewport)
    m.key(.slot(4), .press, at: 0)
    m.key(.right, .press, at: 0)
    let run = ticks(&m, 5)
    #expect(run[0] == TickInput(pressed: [.right, .slot(4)], held: [.slot(4)]))
    #expect(run[1..<4].allSatisfy { $0 == TickInput(held: [.slot(4)]) })
    #expect(run[4] == TickInput())
  }

  @Test("toggle: every press toggles, however soon after the last one")
  func toggleHonoursEveryPress() {
    var m = InputMapper(holds: heli, holdMethod: .toggle, viewport: viewport)
    _ = m.nextTick(at: 0)
    m.key(.action, .press, at: 0)
    #expect(ticks(&m, 2) == [TickInput(pressed: [.action], held: [.action]), TickInput(held: [.action])])
    m.key(.action, .press, at: 0)
    #expect(ticks(&m, 2) == [TickInput(), TickInput()])
    // On and off between two ticks: the game still sees the press, as a tap within the tick.
    m.key(.action, .press, at: 0)
    m.key(.action, .press, at: 0)
    #expect(ticks(&m, 2) == [TickInput(pressed: [.action]), TickInput()])
  }

  @Test("toggle: the first press latches too (a game waiting for its first action starts on it)")
  func toggleFirstPressLatches() {
    var m = InputMapper(holds: heli, holdMethod: .toggle, viewport: viewport)
    m.key(.action, .press, at: 0)
    let run = ticks(&m, 10)
    #expect(run[0] == TickInput(pressed: [.action], held: [.action]))
    #expect(run[1...].allSatisfy { $0 == TickInput(held: [.action]) })
  }

  @Test("tap: two presses in one burst are two taps, a released tick apart: each press is seen")
  func burstIsTwoTaps() {
    var m = InputMapper(holds: heli, holdMethod: .tap, viewport: viewport)
    m.key(.action, .press, at: 0)
    m.key(.action, .press, at: 0)
    let run = ticks(&m, 20)
    #expect(run.indices.filter { run[$0].held == [.action] } == Array(0..<6) + Array(7..<13))
    #expect(run.indices.filter { run[$0].pressed == [.action] } == [0, 7])
    // Three in a burst, after the first tap began: the second extends it, the third (same burst) follows it.
    m.key(.action, .press, at: 0)
    _ = ticks(&m, 2)
    m.key(.action, .press, at: 0)
    m.key(.action, .press, at: 0)
    let more = ticks(&m, 20)
    #expect(more.indices.filter { more[$0].held == [.action] } == Array(0..<6) + Array(7..<13))
    #expect(more.indices.filter { more[$0].pressed == [.action] } == [7])
  }

  @Test("tap: a hundreds key pressed twice in one burst presses its circle twice; another key in it is its own")
  func burstOfCircleKeys() {
    var m = InputMapper(holds: circles, holdMethod: .tap, viewport: viewport)
    for key in [Buttons.slot(3), .slot(3), .slot(1)] { m.key(key, .press, at: 0) }
    let run = ticks(&m, 12)
    #expect(run.indices.filter { run[$0].held.contains(.slot(3)) } == Array(0..<4) + Array(5..<9))
    #expect(run.indices.filter { run[$0].pressed.contains(.slot(3)) } == [0, 5])
    #expect(run.indices.filter { run[$0].held.contains(.slot(1)) } == Array(0..<4))
  }

  @Test("kitty: press, release, press, release in one burst are two taps, however the key is reported")
  func kittyBurst() {
    var m = InputMapper(holds: heli, holdMethod: .kitty, viewport: viewport)
    for phase in [KeyPhase.press, .release, .press, .release] { m.key(.action, phase, at: 0) }
    let run = ticks(&m, 16)
    #expect(run.indices.filter { run[$0].held == [.action] } == Array(0..<6) + Array(7..<13))
    #expect(run.indices.filter { run[$0].pressed == [.action] } == [0, 7])
    // A second press held down: the released tick between still shows, then it is held until its release.
    m.key(.action, .press, at: 0)
    m.key(.action, .release, at: 0)
    m.key(.action, .press, at: 0)
    let held = ticks(&m, 30)
    #expect(held.indices.filter { held[$0].held.isEmpty } == [6])
    m.key(.action, .release, at: 0)
    #expect(ticks(&m, 1) == [TickInput()])
  }

  @Test("kitty: held from press to release, repeats change nothing")
  func kittyHold() {
    var m = InputMapper(holds: circles, holdMethod: .kitty, viewport: viewport)
    m.key(.slot(3), .press, at: 0)
    let run = ticks(&m, 40)
    m.key(.slot(3), .repeat, at: 0)
    let more = ticks(&m, 2)
    m.key(.slot(3), .release, at: 0)
    #expect(run[0] == TickInput(pressed: [.slot(3)], held: [.slot(3)]))
    #expect(run[1...].allSatisfy { $0 == TickInput(held: [.slot(3)]) })
    #expect(more == [TickInput(held: [.slot(3)]), TickInput(held: [.slot(3)])])
    #expect(ticks(&m, 2) == [TickInput(), TickInput()])
  }

  @Test("kitty: a quick tap lasts the game's tap, the same action as without releases")
  func kittyQuickTap() {
    var m = InputMapper(holds: circles, holdMethod: .kitty, viewport: viewport)
    m.key(.slot(2), .press, at: 0)
    m.key(.slot(2), .release, at: 0)
    let run = ticks(&m, 6)
    #expect(run[0] == TickInput(pressed: [.slot(2)], held: [.slot(2)]))
    #expect(run[1..<4].allSatisfy { $0 == TickInput(held: [.slot(2)]) })
    #expect(run[4...].allSatisfy { $0 == TickInput() })
  }

  @Test("kitty: a repeat or release of a key pressed before the game (in a menu) holds nothing")
  func kittyOrphanRepeat() {
    var m = InputMapper(holds: heli, holdMethod: .kitty, viewport: viewport)
    m.key(.action, .repeat, at: 0)
    m.key(.action, .release, at: 0)
    #expect(ticks(&m, 2) == [TickInput(), TickInput()])
  }

  @Test("releaseAll ends taps and holds at once")
  func releaseAllEndsHolds() {
    var m = InputMapper(holds: heli, holdMethod: .tap, viewport: viewport)
    m.key(.action, .press, at: 0)
    _ = m.nextTick(at: 0)
    m.releaseAll()
    #expect(m.nextTick(at: 0) == TickInput())
  }

  @Test("the title card's hold line names the method, the mouse when it is on")
  func holdLines() {
    #expect(HoldMethod.tap.describe(mouse: true).hasPrefix("Hold: the mouse button; a key tap is short"))
    #expect(HoldMethod.toggle.describe(mouse: false) == "Hold: press a key once to hold, again to let go")
    #expect(HoldMethod.kitty.describe(mouse: false).contains("this terminal reports key releases"))
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
    #expect(KeyMap.command(for: .character("x")) == nil)
  }
}
