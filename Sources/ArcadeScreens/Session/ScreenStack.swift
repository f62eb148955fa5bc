import ArcadeCore
import TerminalUI

/// The screens on show, bottom to top, and what their transitions do to them. Pure: the session
/// feeds it events and clock readings, tests feed it made-up ones and read the drawn canvas.
struct ScreenStack {
  private(set) var screens: [any Screen]

  init(_ screens: [any Screen]) { self.screens = screens }

  /// True once the last screen left: the session is over.
  var isEmpty: Bool { screens.isEmpty }

  var top: (any Screen)? { screens.last }

  /// The top screen's next deadline (nil: sleep until an event).
  var deadline: UInt64? { screens.last?.deadline }

  var wantsKittyKeyboard: Bool { screens.contains { $0.wantsKittyKeyboard } }

  mutating func handle(_ event: InputEvent, at now: UInt64) {
    guard !screens.isEmpty else { return }
    apply(screens[screens.count - 1].handle(event, at: now), at: now)
  }

  /// Lets the top screen step what is due (the screens below wait: they are paused under it).
  mutating func advance(now: UInt64) {
    guard !screens.isEmpty else { return }
    apply(screens[screens.count - 1].advance(now: now), at: now)
  }

  /// The top screen: a scene with its own box, or a box over the nearest scene below, dimmed. Only
  /// the top box is drawn, so a box never overlaps another.
  mutating func draw(into canvas: inout Canvas) {
    guard let last = screens.indices.last else { return }
    if !screens[last].isBox {
      screens[last].drawScene(into: &canvas)
    } else if let scene = screens.lastIndex(where: { !$0.isBox }) {
      screens[scene].drawScene(into: &canvas)
      canvas.dim()
    }
    screens[last].drawBox(into: &canvas)
  }

  /// Every screen leaves, top first (the session ends: tapes are saved before the terminal is restored).
  mutating func leaveAll() {
    while !screens.isEmpty {
      var screen = screens.removeLast()
      screen.leave()
    }
  }

  private mutating func apply(_ transition: Transition, at now: UInt64) {
    switch transition {
    case .stay:
      break
    case .push(let screen):
      screens.append(screen)
    case .pop(let outcome):
      var old = screens.removeLast()
      old.leave()
      guard !screens.isEmpty else { return }
      apply(screens[screens.count - 1].resume(after: outcome, at: now), at: now)
    }
  }
}
