import ArcadeCore
import ArcadeTestSupport
import Hundreds
import Testing

@Suite("Screen")
struct ScreenTests {
  func screen(_ game: HundredsGame) -> Canvas {
    var canvas = Canvas(size: HundredsGame.info.canvasSize)
    game.draw(into: &canvas)
    return canvas
  }

  @Test("the start screen of seed 1")
  func startScreen() {
    let text = screen(HundredsGame(seed: 1)).render()
    expectSnapshot(text, named: "start-80x23")
  }

  @Test("a level with three sliding blocks at its start, at 80x23")
  func blocksScreen() throws {
    let game = try HundredsGame(seed: 1, [("circles", "6"), ("obstacles", "3"), ("obstacle-speed", "60")])
    expectSnapshot(screen(game).render(), named: "blocks-80x23")
  }

  @Test("a block reads apart from a circle in monochrome and in ASCII: hatched ▒ (%) around a reversed × (x)")
  func blockGlyphs() throws {
    let game = try HundredsGame(seed: 1, [("obstacles", "1")])
    let canvas = screen(game)
    // The block at (160, 240) covers columns 38-41: half blocks on rows 10 and 12, row 11 whole.
    let row = (38...41).map { canvas[$0, 11] }
    #expect(String(String.UnicodeScalarView(row.map(\.glyph))) == "▒▒×▒")
    #expect(String(String.UnicodeScalarView(row.map { AsciiFallback.ascii(for: $0.glyph) })) == "%%x%")
    // The × is written on the block's color, as a circle's points are on the circle's: reversed in monochrome.
    #expect(canvas[40, 11].style == Style(.black, on: .rgb(5, 3, 0), [.bold]))
    #expect((38...41).allSatisfy { canvas[$0, 10].glyph == "▄" && canvas[$0, 12].glyph == "▀" })
    // On the stage (columns 25-54), nothing but the block uses its two glyphs.
    let stage = (25..<55).flatMap { c in (0..<23).map { canvas[c, $0] } }
    let others = stage.filter { $0.style.foreground != .rgb(5, 3, 0) && $0.style.background != .rgb(5, 3, 0) }
    #expect(!others.contains { $0.glyph == "▒" || $0.glyph == "×" })
  }

  @Test("the canvas fits 80x23 and the viewport maps the stage onto 30 columns by 22 rows")
  func geometry() {
    let info = HundredsGame.info
    #expect(info.canvasSize == CanvasSize(columns: 80, rows: 23))
    #expect(info.usesHold && info.id == "hundreds")
    let v = info.viewport
    #expect(v.cell(of: Vec2(0.5, 0.5)).column == 25 && v.cell(of: Vec2(0.5, 0.5)).row == 0)
    #expect(v.cell(of: Vec2(319.5, 479.5)).column == 54 && v.cell(of: Vec2(319.5, 479.5)).row == 22)
    // A circle is about as wide as tall on a terminal whose cells are twice as tall as wide.
    #expect(abs(v.cellHeight / v.cellWidth - 2) < 0.05)
  }

  @Test("a mouse click on a drawn circle lands on that circle")
  func mouseHitsDrawnCircle() {
    var game = HundredsGame(seed: 1)
    let canvas = screen(game)
    let c = game.circles[2]
    let cell = HundredsGame.info.viewport.cell(of: c.position)
    #expect(canvas[cell.column, cell.row].glyph != " ")
    let p = HundredsGame.info.viewport.worldPoint(column: cell.column, row: cell.row)
    game.step(TickInput(touch: Touch(.began, x: p.x, y: p.y)))
    #expect(game.circles[2].isPressed)
  }

  @Test("the pressed circle is red with white (reversed) writing, the others grey; label and key are inside")
  func pressedIsRed() {
    var game = HundredsGame(seed: 1)
    game.step(TickInput(pressed: .slot(2), held: .slot(2)))
    let canvas = screen(game)
    let v = HundredsGame.info.viewport
    for c in game.circles {
      let cell = v.cell(of: c.position)
      let style = canvas[cell.column, cell.row].style
      // Reversed cells show their foreground as the background.
      let shown = style.attributes.contains(.reverse) ? style.foreground : style.background
      let greys: [Color] = [.grey(12), .grey(15), .grey(18), .grey(21), .grey(23)]
      let expected: Color = c.isPressed ? .rgb(5, 0, 0) : greys[c.key - 1]
      #expect(shown == expected, "circle \(c.key)")
      #expect(style.attributes.contains(.reverse) == c.isPressed, "monochrome tells the pressed one by reversed cells")
      let rows = (cell.row - 1)...(cell.row + 1)
      var written: [Cell] = []
      for r in rows { for col in (cell.column - 2)...(cell.column + 2) { written.append(canvas[col, r]) } }
      let keyGlyph = Unicode.Scalar(0x2460 + UInt32(c.key - 1))!
      #expect(written.contains { $0.glyph == keyGlyph && $0.style.attributes.contains(.underline) })
      #expect(written.contains { $0.glyph == "0" && $0.style.attributes.contains(.bold) })
    }
  }

  @Test(
    "each circle's key (in a ring) and its points (plain digits) stand apart: on two rows, no digit beside the key",
    arguments: rooms.map { [$0.columns, $0.rows] })
  func keyAndPointsApart(room: [Int]) throws {
    let room = CanvasSize(columns: room[0], rows: room[1])
    // Points of one and two digits: circle 1 pressed once (+20), circle 2 not at all.
    var game = try HundredsGame(seed: 1, [("step", "20")])
    for input in HundredsGame.keyHold(1, ticks: 3) { game.step(input) }
    let (canvas, viewport) = game.screen(in: room)
    for c in game.circles {
      let center = viewport.cell(of: c.position)
      let ring = Unicode.Scalar(0x2460 + UInt32(c.key - 1))!
      let keyCells = (0..<canvas.rows).flatMap { r in (0..<canvas.columns).map { (c: $0, r: r) } }
        .filter { canvas[$0.c, $0.r].glyph == ring && abs($0.r - center.row) <= 1 && abs($0.c - center.column) <= 2 }
      let key = try #require(keyCells.first, "\(room): circle \(c.key)'s key in its ring")
      let label = Array("\(c.label)".unicodeScalars)
      let row = String(String.UnicodeScalarView((0..<canvas.columns).map { canvas[$0, center.row].glyph }))
      #expect(row.contains(String(String.UnicodeScalarView(label))), "\(room): circle \(c.key)'s points \(c.label)")
      #expect(key.r != center.row, "\(room): circle \(c.key)'s key on its own row")
      for dc in [-1, 1] {
        let beside = canvas[key.c + dc, key.r].glyph
        #expect(!("0"..."9").contains(beside), "\(room): a digit beside circle \(c.key)'s key")
      }
    }
    #expect(game.circles[0].label == 20)
  }
}
