import ArcadeCore
import Foundation
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

@Suite("Choice box on a small screen")
struct ChoiceBoxShortScreenTests {
  @Test(
    "too many lines for the screen: the items stay visible, a page of the lines shows with a row saying more is there, and PgDn, PgUp and the wheel over them turn it"
  )
  func linesScroll() {
    var b = ChoiceBox(
      title: "Title", lines: (1...10).map { "line \($0)" }, items: [ChoiceItem("Play"), ChoiceItem("Quit")])
    var canvas = Canvas(columns: 40, rows: 12)
    /// The rows between the title's blank row and the items' gap.
    func page() -> [String] {
      canvas = Canvas(columns: 40, rows: 12)
      b.draw(into: &canvas)
      return canvas.render().split(separator: "\n").dropFirst(3).prefix(5).map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " │"))
      }
    }
    #expect(page() == ["line 1", "line 2", "line 3", "line 4", "▼ more below: PgDn"])
    #expect(canvas.render().contains("▶ Play") && canvas.render().contains("  Quit") && !canvas.render().contains("…"))
    #expect(b.itemRows == [9, 10])
    #expect(b.handle(.key(.pageDown, .press)) == nil)
    #expect(page() == ["line 5", "line 6", "line 7", "line 8", "▲▼ more: PgUp, PgDn"])
    b.handle(.key(.pageDown, .press))
    #expect(
      page() == ["line 7", "line 8", "line 9", "line 10", "▲ more above: PgUp"], "the last page ends with the last line"
    )
    b.handle(.key(.down, .press))
    #expect(b.selected == 1 && page().first == "line 7", "with choices, the arrows move between them")
    b.handle(.mouse(MouseEvent(.scrollUp, column: 20, row: 4)))
    #expect(page().first == "line 6", "the wheel over the lines scrolls them")
    b.handle(.mouse(MouseEvent(.scrollUp, column: 20, row: 11)))
    #expect(b.selected == 0 && page().first == "line 6", "below the lines, it moves the selection")
    b.handle(.key(.pageUp, .press))
    #expect(page().first == "line 2")
    b.handle(.key(.pageUp, .press))
    #expect(page().first == "line 1")
  }

  @Test("with one choice (Back), the arrows scroll the lines")
  func arrowsScrollWithOneChoice() {
    var b = ChoiceBox(title: "Help", lines: (1...10).map { "line \($0)" }, items: [ChoiceItem("Back")])
    var canvas = Canvas(columns: 40, rows: 10)
    b.draw(into: &canvas)
    #expect(b.handle(.key(.down, .press)) == nil)
    b.draw(into: &canvas)
    #expect(b.scroll == 1 && canvas.render().contains("line 2") && !canvas.render().contains("line 1\n"))
  }

  @Test(
    "an item too wide for the box shows its short label when it has one, else wraps under itself; a click on any of its rows picks it"
  )
  func itemsWrap() throws {
    var b = ChoiceBox(
      title: "Menu",
      items: [
        ChoiceItem("Frog Crossing - Guide the frog across two busy roads", short: "Frog Crossing"),
        ChoiceItem("Play Arcade: level 1, the first of twelve"), ChoiceItem("Quit"),
      ])
    var canvas = Canvas(columns: 24, rows: 10)
    b.draw(into: &canvas)
    let rows = canvas.render().split(separator: "\n").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " │"))
    }
    #expect(rows.contains("▶ Frog Crossing") && !canvas.render().contains("Guide"))
    #expect(rows.contains("Play Arcade: level") && rows.contains("1, the first of") && rows.contains("twelve"))
    #expect(!canvas.render().contains("…"))
    let second = try #require(rows.firstIndex(of: "1, the first of"))
    #expect(b.handle(.mouse(MouseEvent(.press, column: 12, row: second))) == .chosen(1))
  }
}
