import Testing

@testable import ArcadeCore

@Suite("Canvas")
struct CanvasTests {
  @Test("text, frames and sprites render as a plain-string snapshot; drawing outside is clipped")
  func snapshot() {
    var canvas = Canvas(columns: 12, rows: 4)
    canvas.frame(column: 0, row: 0, width: 12, height: 4)
    canvas.text("score 50", column: 2, row: 1)
    canvas.draw(Sprite(["<o>", " v"]), column: 8, row: 2)
    canvas.text("far away", column: 30, row: 9)
    canvas.put("X", column: -1, row: -1)
    #expect(
      canvas.render() == """
        ┌──────────┐
        │ score 50 │
        │       <o>│
        └────────v─┘
        """)
  }

  @Test("braille dots combine within a cell")
  func braille() {
    var canvas = Canvas(columns: 2, rows: 1)
    canvas.dot(x: 0, y: 0)
    canvas.dot(x: 1, y: 3)
    #expect(canvas[0, 0].glyph == Unicode.Scalar(0x2800 + 0x01 + 0x80)!)
    canvas.dot(x: 2, y: 1)
    #expect(canvas[1, 0].glyph == "\u{2802}")
  }

  @Test("half blocks keep both halves' colors")
  func halfBlocks() {
    var canvas = Canvas(columns: 1, rows: 1)
    canvas.halfBlock(x: 0, y: 0, color: .red)
    #expect(canvas[0, 0] == Cell("▀", Style(.red)))
    canvas.halfBlock(x: 0, y: 1, color: .blue)
    #expect(canvas[0, 0] == Cell("▀", Style(.red, on: .blue)))
    canvas.halfBlock(x: 0, y: 0, color: .blue)
    #expect(canvas[0, 0] == Cell("█", Style(.blue)))
  }

  @Test("a disc looks round: as wide in columns as twice its height in rows")
  func roundDisc() {
    var canvas = Canvas(columns: 20, rows: 10)
    canvas.disc(center: Vec2(100, 100), radius: 40, in: Viewport(cellWidth: 10, cellHeight: 20), color: .white)
    let rows = canvas.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      rows[3...6].joined(separator: "\n") == """
               ▄████▄
              ████████
              ████████
               ▀████▀
        """)
    #expect(rows.count == 10 && rows.enumerated().allSatisfy { (3...6).contains($0.offset) || $0.element.isEmpty })
  }

  @Test("every non-ASCII glyph has a printable ASCII stand-in")
  func ascii() {
    #expect(AsciiFallback.ascii(for: "█") == "#")
    #expect(AsciiFallback.ascii(for: "→") == ">")
    #expect(AsciiFallback.ascii(for: "\u{28FF}") == "#")
    #expect(AsciiFallback.ascii(for: "\u{2800}") == " ")
    #expect(AsciiFallback.ascii(for: "\u{1B}") == " ")
    #expect(AsciiFallback.ascii(for: "a") == "a")
    #expect(AsciiFallback.ascii(for: "☃") == "?")
  }

  @Test("colors fall back to the 8 basic ones")
  func colorFallback() {
    #expect(Color.brightRed.basic == .red)
    #expect(Color.grey(2).basic == .black)
    #expect(Color.grey(20).basic == .white)
    #expect(Color.rgb(5, 0, 0).basic == .red)
    #expect(Color.rgb(5, 5, 0).basic == .yellow)
    #expect(Color.default.basic == .default)
  }

  @Test("the viewport maps cells to world points and back")
  func viewport() {
    let v = Viewport(originX: -20, originY: 0, cellWidth: 8, cellHeight: 16)
    let p = v.worldPoint(column: 3, row: 2)
    #expect(p.x == 8 && p.y == 40)
    let c = v.cell(of: Vec2(Double(p.x), Double(p.y)))
    #expect(c.column == 3 && c.row == 2)
  }

  @Test("a cell far off the stage maps to a world point kept within Int32, never a trap")
  func viewportFarCells() {
    let v = Viewport(originX: -20, originY: 0, cellWidth: 8, cellHeight: 16)
    #expect(v.worldPoint(column: Int.max / 16, row: 2).x == 1_000_000_000)
    #expect(v.worldPoint(column: 2, row: -(Int.max / 32)).y == -1_000_000_000)
    #expect(v.worldPoint(column: 1_000_000_000, row: 2_147_483_647) == (1_000_000_000, 1_000_000_000))
  }
}
