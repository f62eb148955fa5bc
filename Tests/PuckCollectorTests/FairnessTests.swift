import ArcadeAssets
import ArcadeCore
import PuckCollector
import Testing

/// Docs/games.md "Fairness": a glyph is drawn over exactly its body's extent, so the held puck is seen touching
/// every puck it collects or clashes with.
@Suite("What you see is what collides")
struct FairnessTests {
  @Test(
    "on each collect and each clash of the golden tapes both pucks are drawn over their discs, touching",
    arguments: rooms)
  func goldenTouchesAreSeen(room: CanvasSize) throws {
    var (collects, clashes) = (0, 0)
    for path in Assets.paths(under: "tapes/puck") {
      let tape = try Tape(text: try #require(Assets.text(path)))
      var game = try tape.makeGame(PuckGame.self)
      for input in tape.inputs {
        let last = game
        game.step(input)
        guard let held = game.heldPuck ?? last.heldPuck else { continue }
        let collected = game.pucks.filter { $0.isCollected && !last.pucks[$0.id].isCollected }
        // Frames are drawn only on the ticks that collect or clash.
        guard !collected.isEmpty || (game.clash != nil && last.clash == nil) else { continue }
        let now = game.canvas(room: room)
        let heldPuck = game.pucks[held]
        let where_ = "\(path) tick \(game.tick) at \(room)"
        // A collected puck is drawn until the tick it is collected: it is seen in the frame before.
        for p in collected {
          collects += 1
          expectTouching(heldPuck, in: now, p, in: last.canvas(room: room), game.puckRadius, where_)
        }
        if let clash = game.clash, last.clash == nil {
          clashes += 1
          expectTouching(heldPuck, in: now, game.pucks[clash.other], in: now, game.puckRadius, where_)
        }
      }
    }
    #expect(collects > 20 && clashes == 1)
  }

  func expectTouching(
    _ a: Puck, in canvasA: Canvas, _ b: Puck, in canvasB: Canvas, _ radius: Double, _ where_: String
  ) {
    let dotsA = drawnDots(of: a, radius: radius, in: canvasA), dotsB = drawnDots(of: b, radius: radius, in: canvasB)
    #expect(!dotsA.isEmpty && !dotsB.isEmpty)
    #expect(
      dotsA.contains { p in dotsB.contains { abs($0.x - p.x) <= 1 && abs($0.y - p.y) <= 1 } },
      "\(where_): pucks \(a.id) and \(b.id) drawn apart")
  }

  /// The braille dots (x in half columns, y in quarter rows) near a puck that show its color, its center
  /// cell counted whole; and every dot whose center is inside its disc is drawn (or written over).
  func drawnDots(of p: Puck, radius: Double, in canvas: Canvas) -> [(x: Int, y: Int)] {
    let v = PuckGame.info.viewport(for: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    let color = colors[p.color]
    let c = v.canvasPoint(of: p.position)
    let centerCell = v.cell(of: p.position)
    let (cx, cy, rx, ry) = (2 * c.x, 4 * c.y, 2 * radius / v.cellWidth, 4 * radius / v.cellHeight)
    var shown: [(x: Int, y: Int)] = []
    for x in Int(cx - rx) - 1...Int(cx + rx) + 1 {
      for y in Int(cy - ry) - 1...Int(cy + ry) + 1 {
        let cell = canvas[x >> 1, y >> 2]
        let isCenter = (x >> 1, y >> 2) == (centerCell.column, centerCell.row)
        let braille = cell.glyph.value >= 0x2800 && cell.glyph.value <= 0x28FF
        let lit = isCenter || (braille && dot(x, y, in: cell))
        if lit && (isCenter || cell.style.foreground == color) { shown.append((x, y)) }
        // Inside the disc every dot is drawn, unless writing (a letter, a rising "+50") covers its cell.
        let dx = (Double(x) + 0.5 - cx) / rx, dy = (Double(y) + 0.5 - cy) / ry
        if dx * dx + dy * dy <= 1 {
          #expect(lit || (!braille && cell.glyph != " "), "puck \(p.id): dot (\(x), \(y)) not drawn")
        }
      }
    }
    return shown
  }

  let colors = PuckColorInk.colors

  /// Whether a braille cell has the dot at sub-cell (x, y): dots 1-2-3-7 down the left, 4-5-6-8 down the right.
  func dot(_ x: Int, _ y: Int, in cell: Cell) -> Bool {
    let (left, row) = (x & 1 == 0, y & 3)
    let bit: UInt32 = row == 3 ? (left ? 0x40 : 0x80) : (left ? 1 : 8) << UInt32(row)
    return (cell.glyph.value - 0x2800) & bit != 0
  }
}
