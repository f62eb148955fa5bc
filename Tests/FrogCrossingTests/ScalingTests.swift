import ArcadeCore
import ArcadeTestSupport
import FrogCrossing
import Testing

@Suite("The picture fills the terminal")
struct ScalingTests {
  static func size(_ columns: Int, _ rows: Int) -> CanvasSize { CanvasSize(columns: columns, rows: rows) }

  @Test(
    "the canvas for a room: the smallest at 80x17, the whole room at 80x23, 120x39 and 220x59, three quarters as wide at 60x17, none when smaller"
  )
  func canvasSizes() {
    let info = FrogGame.info
    #expect(info.canvasSize(fitting: Self.size(80, 17)) == Self.size(80, 17))
    #expect(info.viewport(for: Self.size(80, 17)) == FrogView.viewport)
    for room in [Self.size(80, 23), Self.size(120, 39), Self.size(220, 59)] {
      #expect(info.canvasSize(fitting: room) == room)
    }
    #expect(info.canvasSize(fitting: Self.size(79, 23)) == Self.size(79, 23))
    #expect(info.canvasSize(fitting: Self.size(60, 17)) == Self.size(60, 17))
    #expect(FrogLayout(canvas: Self.size(60, 17)).columnScale == 0.75)
    #expect(info.canvasSize(fitting: Self.size(59, 23)) == nil)
    #expect(info.canvasSize(fitting: Self.size(80, 16)) == nil)
    #expect(info.smallestSizes == [Self.size(60, 17)], "60x17 is smaller than 80x17 every way")
    // A wide room: the rows set the scale, the columns grow as much and no more.
    #expect(info.canvasSize(fitting: Self.size(300, 41)) == Self.size(200, 41))
    // A tall room: rows grow at most 2.5 times as much as columns (the stage's true proportions).
    #expect(info.canvasSize(fitting: Self.size(100, 80)) == Self.size(100, 51))
  }

  @Test("at 220x60 the road spans 55 of the 60 rows (over 80 %) and 142 columns, every body drawn 2.75 times wider")
  func fillsLargeTerminal() {
    let layout = Rooms.layout("220x59")
    #expect(layout.columnScale == 2.75 && layout.rowScale == 3.625)
    #expect(layout.stageRows == 1..<56)
    #expect(Double(layout.stageRows.count) >= 0.8 * 60)
    #expect(layout.stageColumns == 0..<142)
    #expect(layout.panelColumn == 144)
  }

  @Test("a click on the center cell of each drawn pad button presses it, at every size", arguments: Rooms.all)
  func padCentersPress(room: String) {
    let layout = Rooms.layout(room)
    let v = FrogGame.info.viewport(for: layout.canvas)
    #expect(v == layout.viewport)
    for button in PadButton.allCases {
      let c = button.cells(in: layout)
      let p = v.worldPoint(column: c.column + c.width / 2, row: c.row + c.height / 2)
      #expect(button.worldRect.contains(Vec2(Double(p.x), Double(p.y))))
      var game = FrogGame(seed: 1)
      game.step(TickInput(touch: Touch(.began, x: p.x, y: p.y)))
      #expect(game.litButton == button, "\(button) at \(room)")
    }
  }

  @Test(
    "a click on any drawn cell of a pad button presses that button and only that one, at every size",
    arguments: Rooms.all)
  func everyPadCellPresses(room: String) {
    let layout = Rooms.layout(room)
    var canvas = Canvas(size: layout.canvas)
    FrogGame(seed: 1).draw(into: &canvas)
    for button in PadButton.allCases {
      let c = button.cells(in: layout)
      #expect(canvas[c.column, c.row].glyph == "┌" && canvas[c.column + c.width - 1, c.row + c.height - 1].glyph == "┘")
      for row in c.row..<(c.row + c.height) {
        for column in c.column..<(c.column + c.width) {
          let p = layout.viewport.worldPoint(column: column, row: row)
          #expect(PadButton.allCases.filter { $0.worldRect.contains(Vec2(Double(p.x), Double(p.y))) } == [button])
        }
      }
    }
  }

  @Test("the world point of the drawn frog's center cell lies inside the frog, at every size", arguments: Rooms.all)
  func frogCenterMapsIntoFrog(room: String) {
    let layout = Rooms.layout(room)
    var canvas = Canvas(size: layout.canvas)
    FrogGame(seed: 1).draw(into: &canvas)
    // The frog is the bold bright green body on the stage.
    var cells: [(column: Int, row: Int)] = []
    for row in layout.stageRows {
      for column in layout.stageColumns {
        let style = canvas[column, row].style
        if style.foreground == .brightGreen && style.attributes.contains(.bold) { cells.append((column, row)) }
      }
    }
    let columns = cells.map(\.column), rows = cells.map(\.row)
    let center = ((columns.min()! + columns.max()!) / 2, (rows.min()! + rows.max()!) / 2)
    let p = layout.viewport.worldPoint(column: center.0, row: center.1)
    #expect(abs(Double(p.x) - 160) < Stage.frogHalfWidth && abs(Double(p.y) - 426) < Stage.frogHalfHeight)
  }

  @Test("every message of the panel shows whole at every size, and no screen has '…'", arguments: Rooms.all)
  func panelTextsFit(room: String) {
    func screen(_ game: FrogGame) -> String {
      var canvas = Canvas(size: Rooms.canvas(room))
      game.draw(into: &canvas)
      return canvas.render()
    }
    let start = TapeRecorder(seed: 1)
    var hit = TapeRecorder([("lives", "3")], seed: 1)
    hit.hopBlindly()
    var lost = TapeRecorder(seed: 1)
    lost.hopBlindly()
    var slow = TapeRecorder([("time-limit", "1")], seed: 1)
    slow.dawdle()
    var round = TapeRecorder([("bays", "1"), ("rounds", "2")], seed: 1)
    round.autopilot()
    let expected: [(TapeRecorder<FrogGame>, [String])] = [
      // Under 80 columns the panel is narrower than its title and legend: their short forms.
      Rooms.canvas(room).columns < 80
        ? (start, ["FROG CROSSING", "Hop into the bays", "3 bays to go", "cars ◀███ ███▶", "frog /●\\"])
        : (start, ["F R O G   C R O S S I N G", "Hop into the bays", "3 bays to go", "cars ◀███ ███▶  frog /●\\"]),
      (hit, ["SPLAT!", "2 frogs left"]),
      (lost, ["SPLAT! YOU LOSE", "score \(lost.game.score)"]),
      (slow, ["TIME UP! YOU LOSE", "score \(slow.game.score)"]),
      (round, ["Round 2!", "bays are open again"]),
    ]
    for (recorder, lines) in expected {
      let text = screen(recorder.game)
      #expect(!text.contains("…"))
      for line in lines { #expect(text.contains(line), "\(line) at \(room)") }
    }
  }

  @Test("the status line gives the cars' speed where it fits and drops it first, then its wide spacing, when narrower")
  func statusLineNarrows() {
    func statusLine(_ game: FrogGame, columns: Int) -> String {
      var canvas = Canvas(size: CanvasSize(columns: columns, rows: 17))
      game.draw(into: &canvas)
      return String(canvas.render().split(separator: "\n")[0])
    }
    let game = FrogGame(seed: 1)
    #expect(statusLine(game, columns: 80).hasSuffix(" CARS 30 px/s"))
    #expect(statusLine(game, columns: 60) == " SCORE 0   LIVES 1   BAYS 0/3   ROUND 1/1   TIME 0:00")
    // Twelve rounds and ten minutes played make the line 55 columns: single spaces on a canvas of 54.
    var long = TapeRecorder([("rounds", "12")], seed: 1)
    long.wait(600 * 60)
    #expect(statusLine(long.game, columns: 55) == " SCORE 0   LIVES 1   BAYS 0/3   ROUND 1/12   TIME 10:00")
    #expect(statusLine(long.game, columns: 54) == " SCORE 0 LIVES 1 BAYS 0/3 ROUND 1/12 TIME 10:00")
  }

  @Test(
    "the screen of seed 1 at tick 301 (waited 300 ticks, hopped up) at 80x24, 120x40, 220x60 and the narrowest, 60x18",
    arguments: ["80x23", "120x39", "220x59", "60x17"])
  func snapshots(room: String) {
    var recorder = TapeRecorder(seed: 1)
    recorder.wait(300)
    recorder.press(.up)
    var canvas = Canvas(size: Rooms.canvas(room))
    recorder.game.draw(into: &canvas)
    expectSnapshot(canvas.render(), named: "hopped-\(room)")
  }
}
