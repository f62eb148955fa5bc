import ArcadeCore
import TerminalUI

/// The small text box that asks the player's name for the board, once, before the run: letters, digits, '-', '_' and
/// '.' typed in, Backspace, Enter to ask the board (a name another player has is refused there, before any play),
/// Esc to play without the board this time.
struct NameBox: Screen {
  let board: any BoardLink
  private(set) var text = ""
  private var problem: String?

  init(board: any BoardLink) {
    self.board = board
    if let suggested = board.suggestedName {
      text = suggested.name
      problem = suggested.problem
    }
  }

  var isBox: Bool { true }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    guard case .key(let key, let phase) = event, phase != .release else { return .stay }
    switch key {
    case .enter:
      switch board.claim(name: text) {
      case .kept, .other:
        return .pop(.chosen(0))
      case .taken(let name):
        problem = "The name \(name) is another player's on this board; choose another."
      case .invalid(let rule):
        problem = rule
      case .unreachable(let why):
        problem = "The board did not answer (\(why)). Enter asks again; Esc plays without the board."
      }
      return .stay
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
