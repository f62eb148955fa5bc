import ArcadeCore
import Testing

@testable import Helicopter

/// Docs/games.md "Fairness": what you see is what collides. On the tick of every crash the frame shows the helicopter
/// over exactly the cells of its body, touching what it hit: no visible gap between the glyphs, at every
/// size the front end draws it.
@Suite("Helicopter: what you see is what collides")
struct SeenCollisionTests {
  static func isHelicopter(_ cell: Cell) -> Bool {
    cell.glyph != " " && (cell.style == HeliArt.rotorStyle || cell.style == HeliArt.bodyStyle)
  }

  static func isObstacle(_ cell: Cell, _ crash: Crash) -> Bool {
    switch crash {
    case .block: ["█", "▌", "▐"].contains(cell.glyph) && cell.style.foreground == HeliArt.blockStyle.foreground
    case .ceiling, .floor: HeliArt.rock.contains { $0.glyph == cell.glyph && $0.style == cell.style }
    }
  }

  /// Expects the crash frame in `room` to show the helicopter within the cells its body covers, its top
  /// and bottom rows whole (a block is taller than it, so whatever it hits meets one of them), with a cell
  /// of what it hit among its glyphs or next to one (sideways or diagonally).
  static func expectTouching(_ game: HeliGame, _ label: String, room: CanvasSize) {
    guard let crash = game.crash, game.crashTick == game.tick else {
      Issue.record("\(label): not on a crash tick")
      return
    }
    let canvas = Fixture.render(game, room: room)
    let layout = HeliLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    let (columns, rows) = layout.cells(of: game.flight.box)
    let label = "\(label), \(room.columns)x\(room.rows)"
    let edges = [rows.lowerBound, rows.upperBound - 1]
    #expect(
      edges.allSatisfy { r in columns.allSatisfy { isHelicopter(canvas[$0, r]) } },
      "\(label): the helicopter's top and bottom rows are not drawn whole")
    let around = (rows.lowerBound - 1...rows.upperBound).flatMap { r in
      (columns.lowerBound - 1...columns.upperBound).map { (c: $0, r: r) }
    }
    let outside = around.filter { !columns.contains($0.c) || !rows.contains($0.r) }
    #expect(!outside.contains { isHelicopter(canvas[$0.c, $0.r]) }, "\(label): the helicopter is drawn past its body")
    let drawn = around.filter { isHelicopter(canvas[$0.c, $0.r]) }
    let touching = drawn.contains { cell in
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
    "every golden tape's crash frame shows the helicopter touching the block or wall it hit, at every size",
    arguments: GoldenTapeScript.all)
  func goldenCrashes(_ script: GoldenTapeScript) {
    var game = HeliGame(seed: script.seed)
    for input in script.record().finishedTape.inputs where game.crashTick == nil { game.step(input) }
    for room in Fixture.rooms { Self.expectTouching(game, script.name, room: room) }
  }

  @Test("so does every crash of a hovering helicopter, at every height, three seeds and every size")
  func hoveringCrashes() {
    for seed: UInt64 in 1...3 {
      for top in stride(from: 62.0, through: 232, by: 5) {
        let game = FairnessTests.hover(at: top, seed: seed, limit: 40 * 60)
        for room in Fixture.rooms { Self.expectTouching(game, "hover at \(top), seed \(seed)", room: room) }
      }
    }
  }
}
