import ArcadeCore
import ArcadeTestSupport
import Hundreds
import Testing

/// Issue 22: the stage fills the terminal with its shape kept, the panels' text fits at every size,
/// and the mouse lands where the circles are drawn.
@Suite("Scaling")
struct ScalingTests {
  /// Columns and rows the 320x480 px stage spans through a viewport, to a thousandth.
  func stageSpan(_ v: Viewport) -> (columns: Double, rows: Double) {
    ((320 / v.cellWidth * 1000).rounded() / 1000, (480 / v.cellHeight * 1000).rounded() / 1000)
  }

  @Test("at 220x60 the stage spans 58 of the 60 rows; at every size it keeps the 30:22 shape of the smallest")
  func stageFillsTheRoom() throws {
    let big = stageSpan(HundredsGame.info.viewport(for: try #require(HundredsGame.info.canvasSize(fitting: rooms[2]))))
    #expect(big.rows == 58 && big.rows >= 0.8 * 60)
    for columns in stride(from: 80, through: 240, by: 8) {
      for rows in stride(from: 23, through: 80, by: 3) {
        let room = CanvasSize(columns: columns, rows: rows)
        let canvas = try #require(HundredsGame.info.canvasSize(fitting: room))
        let span = stageSpan(HundredsGame.info.viewport(for: canvas))
        #expect(abs(span.columns / span.rows - 30.0 / 22) < 0.05, "\(columns)x\(rows)")
        #expect(span.columns >= 30 && span.rows >= 22, "never smaller than the smallest")
      }
    }
    #expect(HundredsGame.info.canvasSize(fitting: CanvasSize(columns: 31, rows: 40)) == nil)
    #expect(HundredsGame.info.canvasSize(fitting: CanvasSize(columns: 79, rows: 27)) == nil)
    #expect(HundredsGame.info.canvasSize(fitting: CanvasSize(columns: 200, rows: 22)) == nil)
  }

  @Test(
    "a tall, narrow room (50x40, a phone over SSH): a few lines of score and circles under a stage larger than at 80x24"
  )
  func compactInATallNarrowRoom() throws {
    let room = CanvasSize(columns: 50, rows: 39)
    #expect(HundredsGame.info.canvasSize(fitting: room) == room)
    let (canvas, v) = HundredsGame(seed: 1).screen(in: room)
    #expect(stageSpan(v) == (45, 33), "larger than the 30x22 of 80x24")
    let lines = canvas.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let bottomWall = try #require(lines.firstIndex { $0.contains("▄▄▄▄▄▄▄▄▄▄") })
    #expect(lines[bottomWall + 2].contains("Score 0 / 100") && lines[bottomWall + 2].hasSuffix("+2 a press"))
    #expect(lines[bottomWall + 3].contains("①●0") && lines[bottomWall + 3].contains("⑤●0"))
    #expect(!lines.joined().contains("HOW TO PLAY"), "the rules are in the help")
    #expect(HundredsGame.info.smallestSizes == [CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 32, rows: 28)])
  }

  @Test("in a tall room the panels go below the stage, which then is 79 columns by 58 rows at 100x80")
  func panelsBelowInATallRoom() throws {
    let room = CanvasSize(columns: 100, rows: 79)
    let (canvas, v) = HundredsGame(seed: 1).screen(in: room)
    #expect(stageSpan(v) == (79, 58))
    let lines = canvas.render().split(separator: "\n", omittingEmptySubsequences: false)
    let bottomWall = try #require(lines.firstIndex { $0.contains("▄▄▄▄▄▄▄▄▄▄") })
    let rules = try #require(lines.firstIndex { $0.contains("HOW TO PLAY") })
    #expect(rules > bottomWall && lines[rules].contains("H U N D R E D S"))
  }

  /// Games whose panels hold the longest lines: 9 circles and a 3-digit target, one circle with hold
  /// growth at 60/s, and the default game with circle 1 held.
  func longestPanels() throws -> [(game: HundredsGame, lines: [String])] {
    let nine = try HundredsGame(seed: 2, [("circles", "9"), ("target", "999"), ("step", "20")])
    let one = try HundredsGame(seed: 3, [("circles", "1"), ("growth", "hold"), ("hold-rate", "60")])
    let blocked = try HundredsGame(
      seed: 2, [("circles", "9"), ("target", "999"), ("step", "20"), ("obstacles", "3"), ("obstacle-speed", "200")])
    var held = HundredsGame(seed: 1)
    held.play(HundredsGame.keyHold(1, ticks: 3) + HundredsGame.keyHold(2, ticks: 3))
    held.step(TickInput(pressed: .slot(1), held: .slot(1)))
    let rules = [
      "HOW TO PLAY", "Press a circle: it", "turns red, grows", "and scores.", "Let go: its number", "goes up.",
      "Never let a pressed", "circle touch another.", "Mouse: press & hold", "circle marked with",
      "Arrows: cursor (+)", "Space: hold under +", "H U N D R E D S", "Score", "Key  Circle",
    ]
    let touch = rules.filter { $0 != "circle touch another." } + ["circle touch another", "circle or a block (×)."]
    return [
      (
        blocked,
        touch + [
          "0 / 999", "+20 per press", "Let go at 999 to win.", "Keys 1-9: hold the", "its key, ① to ⑨.", " ⑨   ● 0",
        ]
      ),
      (
        nine,
        rules + [
          "0 / 999", "+20 per press", "Let go at 999 to win.", "Keys 1-9: hold the", "its key, ① to ⑨.", " ⑨   ● 0",
        ]
      ),
      (
        one,
        rules + ["0 / 100", "+60/s while held", "Let go at 100 to win.", "Key 1: hold the", "its key, ①.", " ①   ● 0"]
      ),
      (
        held,
        rules + [
          "6 / 100", "+2 per press", "Keys 1-5: hold the", "its key, ① to ⑤.", " ①   ● 2 held", " ②   ● 2", " ⑤   ● 0",
        ]
      ),
    ]
  }

  @Test("every panel line is written whole and the walls are left whole, at every size from 80x23 to 240x80")
  func panelsFit() throws {
    let cases = try longestPanels()
    var sizes = rooms
    for columns in stride(from: 80, through: 240, by: 16) {
      for rows in stride(from: 23, through: 80, by: 7) { sizes.append(CanvasSize(columns: columns, rows: rows)) }
    }
    for room in sizes {
      for (game, lines) in cases {
        let (canvas, v) = game.screen(in: room)
        let text = canvas.render()
        for line in lines { #expect(text.contains(line), "\(room.columns)x\(room.rows): \"\(line)\" whole") }
        #expect(!text.contains("…"))
        // Each wall column holds its glyph on every row of the stage and the two wall rows.
        let rows = Int(stageSpan(v).rows.rounded()) + 1
        #expect(canvas.cells.filter { $0.glyph == "▐" }.count == rows, "\(room.columns)x\(room.rows): left wall")
        #expect(canvas.cells.filter { $0.glyph == "▌" }.count == rows, "\(room.columns)x\(room.rows): right wall")
      }
    }
  }

  @Test("the world point of each circle's center cell is inside that circle, at every size from 80x23 to 240x80")
  func centerCellsHitTheirCircles() {
    for seed: UInt64 in [1, 2, 3] {
      let circles = HundredsGame(seed: seed).circles
      for columns in stride(from: 80, through: 240, by: 8) {
        for rows in stride(from: 23, through: 80, by: 3) {
          let room = CanvasSize(columns: columns, rows: rows)
          let v = HundredsGame.info.viewport(for: HundredsGame.info.canvasSize(fitting: room)!)
          for c in circles {
            let cell = v.cell(of: c.position)
            let p = v.worldPoint(column: cell.column, row: cell.row)
            let distance = (Vec2(Double(p.x), Double(p.y)) - c.position).length
            #expect(distance < c.radius, "seed \(seed) at \(columns)x\(rows): circle \(c.key)")
          }
        }
      }
    }
  }

  @Test("a click on a circle's drawn center cell presses it, at 80x24, 120x40 and 220x60", arguments: rooms)
  func clickPresses(room: CanvasSize) {
    let start = HundredsGame(seed: 1)
    let (canvas, v) = start.screen(in: room)
    for c in start.circles {
      let cell = v.cell(of: c.position)
      #expect(canvas[cell.column, cell.row].glyph != " ", "circle \(c.key) is drawn under the click")
      let p = v.worldPoint(column: cell.column, row: cell.row)
      var game = start
      game.step(TickInput(touch: Touch(.began, x: p.x, y: p.y)))
      #expect(game.circles.map(\.isPressed) == start.circles.map { $0.key == c.key }, "circle \(c.key)")
    }
  }

  @Test("seed 1's start screen at 120x40 and 220x60")
  func snapshots() {
    expectSnapshot(HundredsGame(seed: 1).screen(in: rooms[1]).canvas.render(), named: "start-120x39")
    expectSnapshot(HundredsGame(seed: 1).screen(in: rooms[2]).canvas.render(), named: "start-220x59")
  }
}
