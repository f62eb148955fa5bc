import ArcadeCore
import Testing

@testable import TerminalUI

@Suite("Space styles")
struct SpaceStylesTests {
  @Test("a space between two yellow glyphs on grey takes their style; glyphs keep theirs")
  func spaceJoinsRun() {
    var canvas = Canvas(columns: 5, rows: 1)
    let dots = Style(.brightYellow, on: .grey(4))
    canvas.put("⣀", column: 0, row: 0, style: dots)
    canvas.put(" ", column: 1, row: 0, style: Style(.default, on: .grey(4)))
    canvas.put("⣀", column: 2, row: 0, style: dots)
    canvas.text("ab", column: 3, row: 0, style: Style(.red))
    let merged = SpaceStyles.merged(canvas)
    #expect(merged[1, 0] == Cell(" ", dots))
    #expect(merged[0, 0] == canvas[0, 0] && merged[2, 0] == canvas[2, 0] && merged[3, 0] == canvas[3, 0])
    #expect(merged.render() == canvas.render())
  }

  @Test("spaces keep their style where it shows: another background, reverse or underline")
  func visibleSpacesKept() {
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.put("x", column: 0, row: 0, style: Style(.red))
    canvas.put(" ", column: 1, row: 0, style: Style(.red, on: .blue))  // another background
    canvas.put("y", column: 2, row: 0, style: Style(.green))
    canvas.put(" ", column: 3, row: 0, style: Style(.default, on: .default, [.reverse]))
    canvas.put("z", column: 4, row: 0, style: Style(.green, [.underline]))
    canvas.put(" ", column: 5, row: 0, style: Style.plain)  // its left neighbour is underlined
    let merged = SpaceStyles.merged(canvas)
    #expect(merged == canvas)
  }

  @Test("blank screen after text stays blank (a moving sprite must not restyle its whole row)")
  func blanksAfterText() {
    var canvas = Canvas(columns: 8, rows: 2)
    canvas.text("AB", column: 1, row: 1, style: Style(.brightWhite, [.bold]))
    #expect(SpaceStyles.merged(canvas) == canvas)
  }

  @Test("the edge of a coloured disc takes the disc's style from its left, or its right at the left edge")
  func discEdges() {
    var canvas = Canvas(columns: 6, rows: 1)
    let disc = Style(.brightYellow, on: .grey(4))
    canvas.put(" ", column: 1, row: 0, style: Style(.default, on: .grey(4)))
    canvas.put("⣿", column: 2, row: 0, style: disc)
    canvas.put("⣿", column: 3, row: 0, style: disc)
    canvas.put(" ", column: 4, row: 0, style: Style(.default, on: .grey(4)))
    let merged = SpaceStyles.merged(canvas)
    #expect(merged[1, 0].style == disc && merged[4, 0].style == disc)
    #expect(merged[0, 0] == .blank && merged[5, 0] == .blank)
  }
}
