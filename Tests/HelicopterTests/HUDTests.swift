import ArcadeCore
import Testing

@testable import Helicopter

@Suite("Helicopter HUD")
struct HUDTests {
  /// Row 0 of the first frame of a game with these speed steps.
  static func topRow(speedSteps: Int) throws -> String {
    let values = try HeliGame.info.parameters.values(from: [("speed-steps", String(speedSteps))])
    var canvas = Canvas(size: HeliGame.info.canvasSize)
    HeliGame(parameters: values, seed: 3).draw(into: &canvas)
    return String(canvas.render().split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  /// Whether `row` shows `text` starting at `column`.
  static func shows(_ row: String, _ text: String, at column: Int) -> Bool {
    Array(row.unicodeScalars).dropFirst(column).starts(with: text.unicodeScalars)
  }

  @Test("the speed level is centered: pips up to eight speed-ups, a count beyond; the score at the right")
  func speedLevel() throws {
    let pips = try Self.topRow(speedSteps: 5)
    #expect(Self.shows(pips, " SPEED ■□□□□□ ", at: (80 - 14) / 2), "\(pips)")
    #expect(Self.shows(pips, " SCORE 0 ", at: 80 - 1 - 9), "\(pips)")
    let counted = try Self.topRow(speedSteps: 12)
    #expect(Self.shows(counted, " SPEED 0/12 ", at: (80 - 12) / 2), "\(counted)")
  }
}
