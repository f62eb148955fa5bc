import ArcadeCore
import Testing

@testable import Helicopter

/// GAMES.md: what you see is what collides. On the tick of every crash the frame shows the whole
/// helicopter touching what it hit: no visible gap between the glyphs.
@Suite("Helicopter: what you see is what collides")
struct SeenCollisionTests {
  static func isHelicopter(_ cell: Cell) -> Bool {
    cell.glyph != " " && (cell.style == HeliArt.rotorStyle || cell.style == HeliArt.bodyStyle)
  }

  static func isObstacle(_ cell: Cell, _ crash: Crash) -> Bool {
    switch crash {
    case .block: cell.glyph == "█" && cell.style == HeliArt.blockStyle
    case .ceiling, .floor: HeliArt.rock.contains { $0.glyph == cell.glyph && $0.style == cell.style }
    }
  }

  /// Expects the crash frame to show the helicopter's 7x3 cells, every one a visible glyph, with a cell of
  /// what it hit among them or next to them (sideways or diagonally).
  static func expectTouching(_ game: HeliGame, _ label: String) {
    guard let crash = game.crash, game.crashTick == game.tick else {
      Issue.record("\(label): not on a crash tick")
      return
    }
    var canvas = Canvas(size: HeliGame.info.canvasSize)
    game.draw(into: &canvas)
    let corner = HeliGame.viewport.canvasPoint(of: game.flight.position)
    let (column, row) = (Int(corner.x.rounded()), Int(corner.y.rounded()))
    let cells = (row..<(row + 3)).flatMap { r in (column..<(column + 7)).map { (c: $0, r: r) } }
    #expect(cells.allSatisfy { isHelicopter(canvas[$0.c, $0.r]) }, "\(label): the helicopter is not drawn whole")
    let touching = cells.contains { cell in
      (-1...1).contains { dr in
        (-1...1).contains { dc in
          let (c, r) = (cell.c + dc, cell.r + dr)
          return canvas.contains(column: c, row: r) && isObstacle(canvas[c, r], crash)
        }
      }
    }
    #expect(touching, "\(label): \(crash) at tick \(game.tick), but the glyphs do not touch\n\(canvas.render())")
  }

  @Test(
    "every golden tape's crash frame shows the helicopter touching the block or wall it hit",
    arguments: GoldenTapeScript.all)
  func goldenCrashes(_ script: GoldenTapeScript) {
    var game = HeliGame(seed: script.seed)
    for input in script.record().finishedTape.inputs where game.crashTick == nil { game.step(input) }
    Self.expectTouching(game, script.name)
  }

  @Test("so does every crash of a hovering helicopter, at every height and three seeds")
  func hoveringCrashes() {
    for seed: UInt64 in 1...3 {
      for top in stride(from: 62.0, through: 232, by: 5) {
        let game = FairnessTests.hover(at: top, seed: seed, limit: 40 * 60)
        Self.expectTouching(game, "hover at \(top), seed \(seed)")
      }
    }
  }
}
