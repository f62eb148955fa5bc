import ArcadeCore
import TerminalUI

/// A choice box as a screen (credits, pause, help, a confirmation, an end alert): drawn over the
/// dimmed scene below; a pick or a cancel pops it and hands the outcome to the screen below.
struct BoxScreen: Screen {
  var box: ChoiceBox
  /// When the last key of a stream of presses that began before the box came (a key held through a crash, its
  /// auto-repeats a few dozen milliseconds apart); nil once the keyboard has been quiet.
  private var keyStreamAt: UInt64?

  /// A gap between key presses longer than any auto-repeat's: the key was let go.
  static let keyQuiet: UInt64 = 250_000_000

  /// `heldKeyAt`: when the player last pressed a key before the box opened; keys that go on pressing from then,
  /// without a quiet gap, are ignored, so a key held into the end of a game does not pick the box's first item.
  init(
    title: String, lines: [String], items: [ChoiceItem] = [ChoiceItem("Back")], selected: Int = 0,
    heldKeyAt: UInt64? = nil
  ) {
    box = ChoiceBox(title: title, lines: lines, items: items)
    box.selected = selected
    keyStreamAt = heldKeyAt
  }

  var isBox: Bool { true }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    if case .key(_, let phase) = event, phase != .release, let last = keyStreamAt {
      keyStreamAt = now
      if now &- last < Self.keyQuiet { return .stay }
      keyStreamAt = nil
    }
    return box.handle(event).map { .pop($0) } ?? .stay
  }

  mutating func drawBox(into screen: inout Canvas) { box.draw(into: &screen) }
}
