import ArcadeCore
import TerminalUI

/// A choice box as a screen (credits, pause, help, a confirmation, an end alert): drawn over the
/// dimmed scene below; a pick or a cancel pops it and hands the outcome to the screen below.
struct BoxScreen: Screen {
  var box: ChoiceBox

  init(title: String, lines: [String], items: [ChoiceItem] = [ChoiceItem("Back")], selected: Int = 0) {
    box = ChoiceBox(title: title, lines: lines, items: items)
    box.selected = selected
  }

  var isBox: Bool { true }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    box.handle(event).map { .pop($0) } ?? .stay
  }

  mutating func drawBox(into screen: inout Canvas) { box.draw(into: &screen) }
}
