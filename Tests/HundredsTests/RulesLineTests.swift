import ArcadeCore
import Testing

@testable import Hundreds

@Suite("Rules beside the stage")
struct RulesLineTests {
  @Test("each rules line drawn in pieces reads exactly as its text, for one and five circles and any target")
  func drawnAsText() {
    for circles in [1, 5, 12] {
      for target in [7, 100, 1000, 99_999] {
        for line in HundredsScreen.rules {
          var drawn = Canvas(columns: 30, rows: 1), written = Canvas(columns: 30, rows: 1)
          line.draw(circles: circles, target: target, column: 2, row: 0, style: Style(.red), into: &drawn)
          written.text(line.text(circles: circles, target: target), column: 2, row: 0, style: Style(.red))
          #expect(drawn == written, "\(line) with \(circles) circles, target \(target)")
        }
      }
    }
    #expect(HundredsScreen.rulesText(circles: 5, target: 100)[10] == "Reach 100 to win.")
    #expect(HundredsScreen.rulesText(circles: 5, target: 100)[13] == "Keys 1-5: hold the")
  }
}
