import ArcadeCore
import Testing

@testable import TerminalUI

private let frog = [KeyBinding(keys: "←↑↓→ wasd hjkl", action: "hop", shortKeys: "←↑↓→")]
private let hundreds = [
  KeyBinding(keys: "1-5", action: "hold circle"), KeyBinding(keys: "mouse", action: "press a circle"),
]

@Suite("Hint bar")
struct HintBarTests {
  @Test("wide enough: every binding with its full keys, then p, ? and q")
  func full() {
    #expect(HintBar.text(for: frog, width: 80) == "←↑↓→ wasd hjkl hop  p pause  ? F1 help  q Esc quit")
  }

  @Test("narrower: short keys first, then tighter spacing")
  func shortKeys() {
    #expect(HintBar.text(for: frog, width: 40) == "←↑↓→ hop  p pause  ? help  q quit")
    #expect(HintBar.text(for: frog, width: 32) == "←↑↓→ hop p pause ? help q quit")
  }

  @Test("narrower still: game bindings dropped from the end, '? help' kept so the rest can be found")
  func dropBindings() {
    // full short form is 51 columns; dropping "mouse press a circle" leaves the first binding
    let line = HintBar.text(for: hundreds, width: 24)
    #expect(line == "1-5 hold circle ? help")
    #expect(HintBar.text(for: hundreds, width: 10) == "? help")
  }

  @Test("tiny widths cut with an ellipsis and never exceed the width")
  func cut() {
    #expect(HintBar.text(for: frog, width: 5) == "←↑↓→…")
    #expect(HintBar.text(for: frog, width: 1) == "…")
    #expect(HintBar.text(for: frog, width: 0) == "")
    for width in 0...90 {
      #expect(HintBar.text(for: hundreds + frog, width: width).unicodeScalars.count <= width)
    }
  }

  @Test("a centered line is drawn whole when it fits, and cut with … to the canvas's width when not")
  func centeredLine() {
    var wide = Canvas(columns: 25, rows: 1)
    wide.centeredLine("Replay: Frog · seed 7", row: 0)
    #expect(wide.render() == "  Replay: Frog · seed 7")  // render() drops trailing blanks
    var narrow = Canvas(columns: 10, rows: 1)
    narrow.centeredLine("Replay: Frog · seed 7", row: 0)
    #expect(narrow.render() == "Replay: F…")
    var none = Canvas(columns: 0, rows: 1)
    none.centeredLine("Replay", row: 0)
    #expect(none.render() == "")
  }
}
