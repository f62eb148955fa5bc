import ArcadeCore
import Testing

@testable import TerminalUI

private let frog = [KeyBinding([.pad], "hop")]
private let hundreds = [KeyBinding([.slots], "hold circle"), .mouse("press a circle")]

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
    #expect(line == "1-9 hold circle ? help")
    #expect(HintBar.text(for: hundreds, width: 10) == "? help")
  }

  @Test("every hint is spelled from the key table that decides what a key does, in the order the binding names them")
  func hintsFromTheKeyTable() {
    #expect(KeyMap.hint(KeyBinding([.pad], "hop")) == KeyHint(keys: "←↑↓→ wasd hjkl", shortKeys: "←↑↓→", action: "hop"))
    #expect(
      KeyMap.hint(KeyBinding([.action, .up], orMouse: true, "rise"))
        == KeyHint(keys: "space enter ↑ w k, or the mouse button", shortKeys: "space/mouse", action: "rise"))
    #expect(KeyMap.hint(KeyBinding([.slots], "hold")) == KeyHint(keys: "1-9", shortKeys: "1-9", action: "hold"))
    #expect(KeyMap.hint(.mouse("drag")) == KeyHint(keys: "mouse", shortKeys: "mouse", action: "drag"))
    #expect(KeyMap.hint(.help, "help") == KeyHint(keys: "? F1", shortKeys: "?", action: "help"))
    #expect(KeyMap.hint(.quit, "quit") == KeyHint(keys: "q Esc", shortKeys: "q", action: "quit"))
    // And each key named does what it is named for, in either case.
    for (key, command) in [
      (Key.character("w"), Command.button(.up)), (.character("K"), .button(.up)), (.up, .button(.up)),
      (.enter, .button(.action)), (.character("7"), .button(.slot(7))), (.function(1), .help), (.escape, .quit),
      (.character("P"), .pause),
    ] {
      #expect(KeyMap.command(for: key) == command, "\(key)")
    }
    #expect(KeyMap.command(for: .character("x")) == nil && KeyMap.command(for: .character("0")) == nil)
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
