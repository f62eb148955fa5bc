import ArcadeCore
import ArcadeTestSupport
import FrogCrossing
import Testing

@Suite("The terminal look")
struct ScreenTests {
  @Test("the start screen at 80x17: status line, banks, bays, both roads, the frog, the pad")
  func startScreen() {
    let game = FrogGame(seed: 1)
    var canvas = Canvas(size: FrogGame.info.canvasSize)
    game.draw(into: &canvas)
    expectSnapshot(canvas.render(), named: "start-80x17")
  }

  @Test("the canvas fits the 80x23 budget and one hop is one row and five columns")
  func viewportFits() {
    let info = FrogGame.info
    #expect(info.canvasSize.columns <= 80 && info.canvasSize.rows <= 23)
    let v = info.viewport
    let start = v.cell(of: Vec2(160, 426))
    let up = v.cell(of: Vec2(160, 395))
    let right = v.cell(of: Vec2(191, 426))
    #expect(start.row - up.row == 1 && start.column == up.column)
    #expect(right.column - start.column == 5 && right.row == start.row)
    #expect(start == (column: 25, row: 14))
  }

  @Test("cars show their direction by shape: ▶ on right-bound lanes, ◀ on left-bound ones")
  func carShapes() {
    let game = FrogGame(seed: 1)
    var canvas = Canvas(size: FrogGame.info.canvasSize)
    game.draw(into: &canvas)
    let rows = canvas.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for lane in game.layout.lanes {
      let row = FrogGame.info.viewport.cell(of: Vec2(160, Double(lane.top) + 9)).row
      let road = String(rows[row].unicodeScalars.prefix(52))
      #expect(road.contains(lane.direction == .right ? "▶" : "◀"))
      #expect(!road.contains(lane.direction == .right ? "◀" : "▶"))
    }
  }

  @Test("the parameters and their defaults reproduce the seed")
  func parameters() {
    let set = FrogGame.info.parameters
    #expect(
      set.declarations.map(\.name) == [
        "lives", "car-speed", "bays", "rounds", "speed-up", "time-limit", "lane-spread", "extra-cars", "traffic",
      ])
    #expect(set.defaults[FrogParameters.lives] == 1)
    #expect(set.defaults[FrogParameters.carSpeed] == 30)
    #expect(set.defaults[FrogParameters.bays] == 3)
    #expect(set.defaults[FrogParameters.timeLimit] == 0)
    #expect(set.defaults[FrogParameters.laneSpread] == 0)
    #expect(set.defaults[FrogParameters.extraCars] == 0)
    #expect(set.defaults[FrogParameters.traffic] == .tutorial)
    #expect(throws: ParameterError.self) { try set.values(from: [(name: "bays", value: "6")]) }
  }

  @Test("every glyph drawn during the demo has an ASCII stand-in (for --ascii terminals)")
  func asciiFallback() throws {
    let tape = try Tape(text: try #require(GoldenTapeScript.all.first { $0.name == "demo" }).record().text)
    var game = try tape.makeGame(FrogGame.self)
    var missing: Set<UInt32> = []
    var frames = 0
    for input in tape.inputs {
      game.step(input)
      guard game.tick % 10 == 0 || game.isSettled else { continue }
      var canvas = Canvas(size: FrogGame.info.canvasSize)
      game.draw(into: &canvas)
      frames += 1
      for cell in canvas.cells where AsciiFallback.ascii(for: cell.glyph) == "?" && cell.glyph != "?" {
        missing.insert(cell.glyph.value)
      }
    }
    #expect(frames > 100)
    #expect(missing.isEmpty)
  }
}
