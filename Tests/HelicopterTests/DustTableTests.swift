import ArcadeCore
import Testing

@testable import Helicopter

@Suite("Cave dust")
struct DustTableTests {
  @Test("dust from the table lies where hashing every cave cell puts it, at and past the table's end")
  func tableMatchesHash() {
    let game = HeliGame(seed: 1)
    for shift in [0, 1, 37, 500, 8111, 8112, 8113, 20_000] {
      var drawn = Canvas(size: HeliGame.info.canvasSize), hashed = drawn
      game.drawDust(into: &drawn, dustShift: shift)
      for row in HeliGame.caveTop..<HeliGame.caveEnd {
        for column in 0..<hashed.columns where HeliArt.texture(column + shift, row + 1000) % 37 == 0 {
          hashed.put("·", column: column, row: row, style: HeliArt.dustStyle)
        }
      }
      #expect(drawn == hashed, "shift \(shift)")
    }
  }
}
