import ArcadeCore
import TerminalUI

/// One screen of the front end (the menu, a game, a replay, a box over them): a value that answers
/// events, advances with the clock and draws itself. The `Session` runs a stack of them; only the top
/// one hears events and advances. Times are readings of the monotonic clock, in nanoseconds.
protocol Screen {
  /// A box (alert, confirmation, help) is drawn over the scene of the screen below it, dimmed;
  /// a scene (menu, game, replay) draws the whole screen.
  var isBox: Bool { get }
  /// Whether the kitty keyboard protocol should be on while this screen is on the stack (hold games).
  var wantsKittyKeyboard: Bool { get }

  /// Answers one event (keys, mouse, resize and redraw; the session handles signals and Ctrl-C).
  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition
  /// Steps what is due by `now` (game ticks, demo frames); may end the screen (a game settled).
  mutating func advance(now: UInt64) -> Transition
  /// When `advance` next has something to do; nil: nothing until an event (the session sleeps).
  var deadline: UInt64? { get }
  /// The screen's picture without its own box: what a box above it shows, dimmed.
  func drawScene(into screen: inout Canvas)
  /// The screen's own box over its scene, if it has one (mutating: a box notes where its items went).
  mutating func drawBox(into screen: inout Canvas)
  /// The box pushed over this screen ended with `outcome`; the time spent under it is not caught up.
  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition
  /// The screen leaves the stack, by any path (a pop, the session's end on a signal).
  mutating func leave()
}

extension Screen {
  var isBox: Bool { false }
  var wantsKittyKeyboard: Bool { false }
  mutating func advance(now: UInt64) -> Transition { .stay }
  var deadline: UInt64? { nil }
  func drawScene(into screen: inout Canvas) {}
  mutating func drawBox(into screen: inout Canvas) {}
  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition { .stay }
  mutating func leave() {}
}

/// What the top screen asks of the session after an event or an advance.
enum Transition {
  case stay
  /// Another screen on top of this one (a box over a game, a game over the menu).
  case push(any Screen)
  /// This screen ends; the one below resumes with the outcome (popping the last one ends the session).
  case pop(ChoiceBox.Outcome)
}
