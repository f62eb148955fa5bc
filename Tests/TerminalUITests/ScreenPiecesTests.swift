import ArcadeCore
import Testing

@testable import TerminalUI

@Suite("Layout, preflight and screen text")
struct ScreenPiecesTests {
  @Test("the canvas and hint bar are centered in a larger screen")
  func centered() {
    let layout = Layout(screenColumns: 100, screenRows: 40, canvas: CanvasSize(columns: 80, rows: 23))
    #expect(layout.fits)
    #expect(layout.origin == (10, 8))
    #expect(layout.barRow == 31)
  }

  @Test("exactly 80x24 fits an 80x23 game with its bar at the bottom row")
  func exact() {
    let layout = Layout(screenColumns: 80, screenRows: 24, canvas: CanvasSize(columns: 80, rows: 23))
    #expect(layout.fits)
    #expect(layout.origin == (0, 0))
    #expect(layout.barRow == 23)
  }

  @Test("too small: says what it needs and what it has")
  func tooSmall() {
    let layout = Layout(screenColumns: 60, screenRows: 20, canvas: CanvasSize(columns: 80, rows: 23))
    #expect(!layout.fits)
    #expect(layout.tooSmallMessage == "needs 80x24 (now 60x20)")
    #expect(layout.origin == (0, 0))
  }

  @Test("preflight: not a terminal, TERM unset, unknown or dumb each give their own one-line reason")
  func preflight() {
    let usable: (String) -> Int = { $0 == "xterm" ? 1 : $0 == "dumb" ? -1 : 0 }
    #expect(TerminalPreflight.problem(stdinIsTTY: true, stdoutIsTTY: true, term: "xterm", termUsable: usable) == nil)
    #expect(
      TerminalPreflight.problem(stdinIsTTY: false, stdoutIsTTY: true, term: "xterm", termUsable: usable)?
        .hasPrefix("standard input is not a terminal") == true)
    #expect(
      TerminalPreflight.problem(stdinIsTTY: true, stdoutIsTTY: false, term: "xterm", termUsable: usable)?
        .hasPrefix("standard output is not a terminal") == true)
    #expect(
      TerminalPreflight.problem(stdinIsTTY: true, stdoutIsTTY: true, term: nil, termUsable: usable)
        == "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color")
    #expect(
      TerminalPreflight.problem(stdinIsTTY: true, stdoutIsTTY: true, term: "vt999\u{1B}[2J", termUsable: usable)
        == "unknown terminal type 'vt999?[2J' (TERM); set TERM to a type in terminfo, e.g. xterm-256color")
    #expect(
      TerminalPreflight.problem(stdinIsTTY: true, stdoutIsTTY: true, term: "dumb", termUsable: usable)?
        .contains("cannot move the cursor") == true)
  }

  @Test("a dimmed canvas keeps its glyphs, greys its colors and adds dim")
  func dimmed() {
    var c = Canvas(columns: 3, rows: 1)
    c.put("@", column: 1, row: 0, style: Style(.red, on: .blue, [.bold]))
    var d = c
    d.dim()
    #expect(d.render() == " @")
    #expect(d[1, 0].style == Style(.grey(8), on: .default, [.dim]))
    #expect(d[0, 0] == .blank)
  }
}

@Suite("Text wrap")
struct TextWrapTests {
  @Test("long lines wrap at spaces; short lines stay; the indent carries over")
  func wrap() {
    #expect(TextWrap.lines(["short"], width: 10) == ["short"])
    #expect(TextWrap.lines(["the quick brown fox jumps"], width: 10) == ["the quick", "brown fox", "jumps"])
    #expect(TextWrap.lines(["  aaa bbb ccc"], width: 8) == ["  aaa", "  bbb", "  ccc"])
  }

  @Test("a wrapped paragraph fills its lines, but its last line holds at least a third of the width: no stray word")
  func noStrayWords() {
    let text = "Drag a puck onto pucks of the same color (same letter) to collect them: +50 each."
    let greedy = ["Drag a puck onto pucks of the same color (same letter) to collect them: +50", "each."]
    #expect(TextWrap.lines([text], width: 76) != greedy)
    #expect(
      TextWrap.lines([text], width: 76) == [
        "Drag a puck onto pucks of the same color (same letter) to", "collect them: +50 each.",
      ])
    for width in 20...100 {
      let lines = TextWrap.lines([text], width: width)
      guard lines.count > 1 else { continue }
      #expect(lines.allSatisfy { $0.contains(" ") }, "width \(width): \(lines)")
      #expect(3 * lines.last!.count >= lines.map(\.count).max()!, "width \(width): \(lines)")
      #expect(lines.count == TextWrap.lines([text], width: width).count)
    }
  }

  @Test("a word longer than the width is split, and no line is ever longer than the width")
  func longWord() {
    #expect(TextWrap.lines(["abcdefghij"], width: 4) == ["abcd", "efgh", "ij"])
    let text = ["Hold SPACE (or the mouse button) to rise: the longer you hold, the faster you climb."]
    for width in 1...40 {
      #expect(TextWrap.lines(text, width: width).allSatisfy { $0.unicodeScalars.count <= width })
    }
  }
}
