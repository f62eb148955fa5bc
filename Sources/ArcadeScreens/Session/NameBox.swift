import ArcadeCore
import TerminalUI

/// The small text box that asks the player's name for the board, once: letters, digits, '-', '_' and '.' typed
/// in, Backspace, Enter to keep it (the board's rules checked by `choose`), Esc to play without the board this time.
struct NameBox: Screen {
  let board: any BoardLink
  private(set) var text = ""
  private var problem: String?

  init(board: any BoardLink) { self.board = board }

  var isBox: Bool { true }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    guard case .key(let key, let phase) = event, phase != .release else { return .stay }
    switch key {
    case .enter:
      if let problem = board.choose(name: text) {
        self.problem = problem
        return .stay
      }
      return .pop(.chosen(0))
    case .escape:
      return .pop(.cancelled)
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .space:
      break
    case .character(let c)
    where text.count < 24 && c.isASCII
      && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-_.".unicodeScalars.contains(c)):
      text.unicodeScalars.append(c)
    default:
      break
    }
    problem = nil
    return .stay
  }

  mutating func drawBox(into screen: inout Canvas) {
    var box = ChoiceBox(
      title: "Your name on the board",
      lines: [
        "The daily board at \(board.url) lists players by name.",
        "Type yours (up to 24 letters, digits, - _ .), then Enter; Esc plays without the board.", "",
        "Name: \(text)▏",
      ] + (problem.map { ["", $0] } ?? []),
      items: [])
    box.draw(into: &screen)
  }
}
