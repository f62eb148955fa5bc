import ArcadeCore
import Testing

@testable import TerminalUI

@Suite("Space styles")
struct SpaceStylesTests {
  static let road = Style(.grey(11), on: .grey(3))
  static let car = Style(.brightBlue, on: .grey(3))

  @Test("a space between two yellow glyphs on grey takes their style; glyphs keep theirs; same picture")
  func spaceJoinsRun() {
    var canvas = Canvas(columns: 5, rows: 1)
    let dots = Style(.brightYellow, on: .grey(4))
    canvas.put("⣀", column: 0, row: 0, style: dots)
    canvas.put(" ", column: 1, row: 0, style: Style(.default, on: .grey(4)))
    canvas.put("⣀", column: 2, row: 0, style: dots)
    canvas.text("ab", column: 3, row: 0, style: Style(.red))
    let merged = SpaceStyles.merged(canvas, previous: nil)
    #expect(merged[1, 0] == Cell(" ", dots))
    #expect(merged[0, 0] == canvas[0, 0] && merged[2, 0] == canvas[2, 0] && merged[3, 0] == canvas[3, 0])
    #expect(merged.render() == canvas.render())
  }

  @Test("spaces keep their style where it shows: another background, reverse or underline")
  func visibleSpacesKept() {
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.put("x", column: 0, row: 0, style: Style(.red))
    canvas.put(" ", column: 1, row: 0, style: Style(.red, on: .blue))  // another background on both sides
    canvas.put("y", column: 2, row: 0, style: Style(.green))
    canvas.put(" ", column: 3, row: 0, style: Style(.default, on: .default, [.reverse]))
    canvas.put("z", column: 4, row: 0, style: Style(.green, [.underline]))
    canvas.put(" ", column: 5, row: 0, style: Style.plain)  // its left neighbour is underlined
    #expect(SpaceStyles.merged(canvas, previous: nil) == canvas)
  }

  @Test("the road cell a car just left takes the car's style; road cells that did not change keep theirs")
  func carMovesRight() {
    var before = Canvas(columns: 8, rows: 1)
    before.fill(column: 0, row: 0, width: 8, height: 1, style: Self.road)
    before.text("▐█▶", column: 2, row: 0, style: Self.car)
    let sent = SpaceStyles.merged(before, previous: nil)
    var after = Canvas(columns: 8, rows: 1)
    after.fill(column: 0, row: 0, width: 8, height: 1, style: Self.road)
    after.text("▐█▶", column: 3, row: 0, style: Self.car)
    let merged = SpaceStyles.merged(after, previous: sent)
    #expect(merged[2, 0] == Cell(" ", Self.car))  // one colour sequence for the space and the car
    #expect(merged[0, 0] == sent[0, 0] && merged[1, 0] == sent[1, 0])
    #expect(merged.render() == after.render())
  }

  @Test("a space on grey that looks as before keeps the style it was sent with, whatever its neighbours do")
  func unchangedSpacesStay() {
    var canvas = Canvas(columns: 4, rows: 1)
    canvas.fill(column: 0, row: 0, width: 4, height: 1, style: Self.road)
    canvas.text("AB", column: 0, row: 0, style: Self.car)
    let sent = SpaceStyles.merged(canvas, previous: nil)
    #expect(sent[2, 0].style == Self.car)
    var next = canvas
    next.text("AB", column: 0, row: 0, style: Style(.red, on: .grey(3)))
    let merged = SpaceStyles.merged(next, previous: sent)
    #expect(merged[2, 0] == sent[2, 0] && merged[3, 0] == sent[3, 0])
  }

  @Test("on the blank screen only a gap between two cells of one style joins them; other blanks stay blank")
  func blankScreen() {
    var canvas = Canvas(columns: 12, rows: 1)
    let hud = Style(.brightWhite, [.bold])
    canvas.text("SCORE 10", column: 0, row: 0, style: hud)
    canvas.put("·", column: 10, row: 0, style: Style(.grey(7)))
    let merged = SpaceStyles.merged(canvas, previous: nil)
    #expect(merged[5, 0] == Cell(" ", hud))
    #expect(merged[8, 0] == .blank && merged[9, 0] == .blank && merged[11, 0] == .blank)
  }
}
