import Testing

@testable import ArcadeCore

@Suite("Cell packing")
struct CellPackingTests {
  static let glyphs: [Unicode.Scalar] = [" ", "\u{0}", "█", "⣿", "\u{FFFD}", "\u{10FFFF}", "🐸"]
  static let styles: [Style] = [
    .plain, Style(.black, on: .brightWhite, [.bold, .dim, .reverse, .underline]),
    Style(Color(index: 255), on: Color(index: 232), [.underline]), Style(.default, on: Color(index: 16), [.reverse]),
  ]

  @Test("a cell gives back every glyph and style it was made with")
  func roundTrip() {
    for glyph in Self.glyphs {
      for style in Self.styles {
        let cell = Cell(glyph, style)
        #expect(cell.glyph == glyph)
        #expect(cell.style == style)
      }
    }
  }

  @Test("changing a cell's glyph keeps its style, and changing its style keeps its glyph")
  func independentFields() {
    var cell = Cell("\u{10FFFF}", Self.styles[1])
    cell.glyph = "a"
    #expect(cell == Cell("a", Self.styles[1]))
    cell.style = Self.styles[2]
    #expect(cell == Cell("a", Self.styles[2]))
    cell.style.attributes = []
    cell.glyph = "\u{10FFFF}"
    #expect(cell.glyph == "\u{10FFFF}")
    #expect(cell.style == Style(Color(index: 255), on: Color(index: 232)))
    #expect(cell != Cell("\u{10FFFF}", Self.styles[2]))
  }
}
