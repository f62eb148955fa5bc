import ArcadeCore
import Testing

@testable import TerminalUI

private func box() -> ChoiceBox {
  ChoiceBox(
    title: "Game over", lines: ["Score: 300"],
    items: [ChoiceItem("Play again", hotkeys: [.character("r")]), ChoiceItem("Quit", hotkeys: [.character("q")])])
}

@Suite("Choice box")
struct ChoiceBoxTests {
  @Test("draws a framed, centered box with the title, the lines and the pointer on the selection")
  func draws() {
    var b = box()
    var canvas = Canvas(columns: 30, rows: 9)
    b.draw(into: &canvas)
    let expected = [
      "       ┌──────────────┐",
      "       │  Game over   │",
      "       │              │",
      "       │ Score: 300   │",
      "       │              │",
      "       │ ▶ Play again │",
      "       │   Quit       │",
      "       └──────────────┘",
      "",
    ]
    #expect(canvas.render() == expected.joined(separator: "\n"))
    #expect(b.itemRows == [5, 6])
  }

  @Test("on a band: no frame, the box's rows blanked across the whole canvas, what is behind left whole around them")
  func band() {
    var b = box()
    b.backdrop = .band
    var canvas = Canvas(columns: 30, rows: 11)
    canvas.fill(column: 0, row: 0, width: 30, height: 11, glyph: "x", style: .plain)
    b.draw(into: &canvas)
    let expected = [
      String(repeating: "x", count: 30),
      "",
      "          Game over",
      "",
      "         Score: 300",
      "",
      "         ▶ Play again",
      "           Quit",
      "",
      String(repeating: "x", count: 30),
      String(repeating: "x", count: 30),
    ]
    #expect(
      canvas.render().split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.reversed().drop { $0 == " " }.reversed())
      } == expected)
    #expect(b.itemRows == [6, 7])
  }

  @Test("arrows and j/k move and wrap, Enter picks, hotkeys pick directly, Esc cancels")
  func keys() {
    var b = box()
    #expect(b.handle(.press(.down)) == nil)
    #expect(b.selected == 1)
    #expect(b.handle(.press(.character("j"))) == nil)
    #expect(b.selected == 0)
    #expect(b.handle(.press(.up)) == nil)
    #expect(b.selected == 1)
    #expect(b.handle(.press(.enter)) == .chosen(1))
    #expect(b.handle(.press(.character("r"))) == .chosen(0))
    #expect(b.handle(.press(.escape)) == .cancelled)
    // releases (kitty) are not presses
    #expect(b.handle(.key(.enter, .release)) == nil)
  }

  @Test("q is a hotkey here, so it picks Quit rather than cancelling")
  func hotkeyBeatsCancel() {
    var b = box()
    #expect(b.handle(.press(.character("q"))) == .chosen(1))
  }

  @Test("a click on an item's row picks it; a click elsewhere does nothing")
  func mouse() {
    var b = box()
    var canvas = Canvas(columns: 30, rows: 9)
    b.draw(into: &canvas)
    #expect(b.handle(.mouse(MouseEvent(.press, column: 10, row: 6))) == .chosen(1))
    #expect(b.handle(.mouse(MouseEvent(.press, column: 2, row: 6))) == nil)
    #expect(b.handle(.mouse(MouseEvent(.press, column: 10, row: 2))) == nil)
  }
}

@Suite("Choice box on a short screen")
struct ChoiceBoxShortScreenTests {
  @Test("too many lines for the screen: the items stay visible and '…' marks the lines left out")
  func itemsStayVisible() {
    var b = ChoiceBox(
      title: "Title", lines: (1...30).map { "line \($0)" },
      items: [ChoiceItem("Play"), ChoiceItem("Quit")])
    var canvas = Canvas(columns: 40, rows: 12)
    b.draw(into: &canvas)
    let text = canvas.render()
    #expect(text.contains("▶ Play"))
    #expect(text.contains("  Quit"))
    #expect(text.contains("line 4"))
    #expect(!text.contains("line 5"))
    #expect(text.contains("…"))
    #expect(b.itemRows == [9, 10])
  }
}
