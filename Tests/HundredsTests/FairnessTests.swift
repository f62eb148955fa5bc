import ArcadeAssets
import ArcadeCore
import Hundreds
import Testing

/// Docs/games.md "Fairness": a glyph is drawn over exactly its body's extent, so a pressed circle is seen
/// touching the circle that ends the game.
@Suite("What you see is what collides")
struct FairnessTests {
  @Test(
    "on each losing touch of the golden tapes both circles are drawn over their discs, touching, at 80x24, 120x40 and 220x60",
    arguments: rooms)
  func goldenLossesTouch(room: CanvasSize) throws {
    var losses = 0
    for path in Assets.paths(under: "tapes/hundreds") {
      let tape = try Tape(text: try #require(Assets.text(path)))
      var game = try tape.makeGame(HundredsGame.self)
      for input in tape.inputs {
        game.step(input)
        guard game.status == .lost, game.lossTicks == 0, let k = game.losingCircle else { continue }
        losses += 1
        let pressed = game.circles[k]
        let other = try #require(
          game.circles.filter { $0.key != pressed.key }.min {
            gap($0, pressed) < gap($1, pressed)
          })
        #expect(gap(other, pressed) <= 1e-9, "\(path) tick \(game.tick): circles \(pressed.key), \(other.key) touch")
        let (canvas, v) = game.screen(in: room)
        let a = drawnHalves(of: pressed, color: .rgb(5, 0, 0), in: canvas, through: v)
        let b = drawnHalves(of: other, color: shade(other), in: canvas, through: v)
        #expect(!a.isEmpty && !b.isEmpty)
        #expect(
          a.contains { p in b.contains { abs($0.x - p.x) <= 1 && abs($0.y - p.y) <= 1 } },
          "\(path) tick \(game.tick): circles \(pressed.key) and \(other.key) drawn apart")
        break
      }
    }
    #expect(losses == 1, "loss.tape ends in one")
  }

  @Test(
    "a circle lost against a block is drawn touching it: its disc and the block's half blocks meet, at 80x24, 120x40 and 220x60",
    arguments: rooms)
  func blockLossTouches(room: CanvasSize) throws {
    for seed: UInt64 in [11, 12, 13] {
      let game = try ObstacleTests.pressIntoBlock(seed: seed)
      try #require(game.status == .lost)
      let (canvas, v) = game.screen(in: room)
      let circle = drawnHalves(of: game.circles[0], color: .rgb(5, 0, 0), in: canvas, through: v)
      let block = game.obstacles[0]
      var blockHalves: [(x: Int, y: Int)] = []
      let (low, high) = (
        v.canvasPoint(of: block.position - Vec2(18, 18)), v.canvasPoint(of: block.position + Vec2(18, 18))
      )
      for x in Int(low.x) - 1...Int(high.x) + 1 {
        for y in Int(2 * low.y) - 1...Int(2 * high.y) + 1 {
          let inside =
            Double(x) + 0.5 >= low.x && Double(x) + 0.5 <= high.x && Double(y) + 0.5 >= 2 * low.y
            && Double(y) + 0.5 <= 2 * high.y
          let shown = halfColor(canvas[x, y >> 1], bottom: y & 1 == 1) == .rgb(5, 3, 0)
          // The circle drawn over the block's edge shows red there: exactly touching, they may share a half block.
          if inside { #expect(shown || circle.contains { $0 == (x, y) }, "seed \(seed): block half (\(x), \(y))") }
          if shown { blockHalves.append((x, y)) }
        }
      }
      #expect(
        circle.contains { p in blockHalves.contains { abs($0.x - p.x) <= 1 && abs($0.y - p.y) <= 1 } },
        "seed \(seed): the circle and the block are drawn apart")
    }
  }

  @Test("the walls are drawn on the half cells just outside the stage, at 80x24, 120x40 and 220x60", arguments: rooms)
  func wallsJustOutside(room: CanvasSize) {
    let (canvas, v) = HundredsGame(seed: 1).screen(in: room)
    let wall = Color.grey(8)
    // Half-cell positions of the stage's edges: the first half column (half row) inside, and the first past it.
    let (left, right) = (
      Int((2 * v.canvasPoint(of: Vec2(0, 0)).x).rounded()), Int((2 * v.canvasPoint(of: Vec2(320, 0)).x).rounded())
    )
    let (top, bottom) = (
      Int((2 * v.canvasPoint(of: Vec2(0, 0)).y).rounded()), Int((2 * v.canvasPoint(of: Vec2(0, 480)).y).rounded())
    )
    #expect(left % 2 == 0 && right % 2 == 0 && top % 2 == 1 && bottom % 2 == 1, "the stage spans whole cells")
    for x in left / 2..<right / 2 {
      #expect(halfColor(canvas[x, (top - 1) / 2], bottom: false) == wall, "top wall at column \(x)")
      #expect(halfColor(canvas[x, top / 2], bottom: true) != wall)
      #expect(halfColor(canvas[x, bottom / 2], bottom: true) == wall, "bottom wall at column \(x)")
      #expect(halfColor(canvas[x, (bottom - 1) / 2], bottom: false) != wall)
    }
    for y in (top - 1) / 2...bottom / 2 {
      #expect(canvas[left / 2 - 1, y] == Cell("▐", Style(wall)), "left wall at row \(y)")
      #expect(canvas[right / 2, y] == Cell("▌", Style(wall)), "right wall at row \(y)")
    }
  }

  func gap(_ a: HundredsCircle, _ b: HundredsCircle) -> Double {
    (a.position - b.position).length - a.radius - b.radius
  }

  func shade(_ c: HundredsCircle) -> Color {
    c.isPressed ? .rgb(5, 0, 0) : [Color.grey(12), .grey(15), .grey(18), .grey(21), .grey(23)][(c.key - 1) % 5]
  }

  /// The half-block positions (column, half row) near a circle that show its color, and every position
  /// whose center is inside its disc shows it (or the circle drawn over it).
  func drawnHalves(of c: HundredsCircle, color: Color, in canvas: Canvas, through v: Viewport) -> [(x: Int, y: Int)] {
    let center = v.canvasPoint(of: c.position)
    let (rx, ry) = (c.radius / v.cellWidth, 2 * c.radius / v.cellHeight)
    var shown: [(x: Int, y: Int)] = []
    for x in Int(center.x - rx) - 1...Int(center.x + rx) + 1 {
      for y in Int(2 * center.y - ry) - 1...Int(2 * center.y + ry) + 1 {
        let here = halfColor(canvas[x, y >> 1], bottom: y & 1 == 1)
        if here == color { shown.append((x, y)) }
        let dx = (Double(x) + 0.5 - center.x) / rx, dy = (Double(y) + 0.5 - 2 * center.y) / ry
        if dx * dx + dy * dy <= 1 { #expect(here != nil, "circle \(c.key): half block (\(x), \(y)) not drawn") }
      }
    }
    return shown
  }

  /// The color of a cell's top or bottom half: half blocks by halves, a label or key by its cell's color.
  func halfColor(_ cell: Cell, bottom: Bool) -> Color? {
    let (fg, bg) = (cell.style.foreground, cell.style.background)
    switch cell.glyph {
    case "█", "▒": return fg
    case "▀": return bottom ? (bg == .default ? nil : bg) : fg
    case "▄": return bottom ? fg : (bg == .default ? nil : bg)
    case " ": return nil
    default: return cell.style.attributes.contains(.reverse) ? fg : bg
    }
  }
}
