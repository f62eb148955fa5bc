import ArcadeCore
import ArcadeTestSupport
import Helicopter
import Testing

@Suite("Helicopter drawing")
struct DrawingTests {
  static func render(_ game: some Simulation) -> Canvas {
    var canvas = Canvas(size: HeliGame.info.canvasSize)
    game.draw(into: &canvas)
    return canvas
  }

  static func row(_ canvas: Canvas, _ r: Int) -> String {
    String(String.UnicodeScalarView((0..<canvas.columns).map { canvas[$0, r].glyph }))
  }

  @Test("start screen: rock, score top right, helicopter at (23, 152), the instructions")
  func startScreen() {
    expectSnapshot(Self.render(HeliGame(seed: 1)).render(), named: "start-80x23")
  }

  @Test("the canvas fits 80x23 and the viewport puts the cave's walls on cell edges")
  func layout() {
    let info = HeliGame.info
    #expect(info.canvasSize.columns <= 80 && info.canvasSize.rows <= 23)
    #expect(info.viewport.cell(of: Vec2(0, 60)) == (0, 2))
    #expect(info.viewport.cell(of: Vec2(479, 259)) == (79, 21))
    #expect(info.viewport.cell(of: Vec2(23, 152)) == (3, 11))
  }

  @Test("a block is drawn as 5x6 solid cells where the viewport puts it")
  func blockDrawn() throws {
    var game = try Fixture.safeSkies()
    while game.tick < 150 { game.step(.none) }
    let block = try #require(game.blocks.first)
    #expect(block.x == 480 - 2.5 * 72)  // 300 px: column 50
    let canvas = Self.render(game)
    for r in 16..<22 { #expect(Self.row(canvas, r).contains("█████"), "row \(r)") }
    #expect(canvas[50, 16].glyph == "█" && canvas[54, 21].glyph == "█")
    #expect(canvas[49, 16].glyph != "█" && canvas[55, 16].glyph != "█" && canvas[50, 22].glyph != "█")
  }

  @Test("the rock stays put while the dust drifts at half the blocks' speed (6 px cells, 2.5 px a tick)")
  func rockStillDustDrifts() throws {
    var game = try Fixture.safeSkies()
    let before = Self.render(game)
    while game.tick < 200 { game.step(.none) }  // 500 px: the dust has moved 41 cells left
    let after = Self.render(game)
    #expect(Self.row(after, 1) == Self.row(before, 1) && Self.row(after, 22) == Self.row(before, 22))
    #expect((0..<80).allSatisfy { after[$0, 22] == before[$0, 22] })
    let dust = (2..<22).flatMap { r in (0..<80).filter { before[$0, r].glyph == "·" }.map { ($0, r) } }
    let moved = dust.filter { c, r in c >= 41 && after[c - 41, r].glyph == "·" }
    #expect(dust.count > 20 && moved.count * 2 > dust.filter { $0.0 >= 41 }.count)
  }

  @Test("the rotor turns: its row changes every 3 ticks and repeats every 12")
  func rotorTurns() throws {
    var game = try Fixture.safeSkies()
    var rotorRows: [String] = []
    for _ in 0..<12 {
      rotorRows.append(Self.row(Self.render(game), 11))
      for _ in 0..<3 { game.step(.none) }
    }
    #expect(Set(rotorRows.prefix(4)).count == 3)  // long, shorter, short, shorter
    #expect(rotorRows[0] != rotorRows[1] && rotorRows[4] == rotorRows[0])
  }

  @Test(
    "instructions until the first block reaches them (within 144 ticks), a SPEED UP flash for 54 ticks from each speed-up"
  )
  func messages() throws {
    var game = try Fixture.safeSkies()
    var instructionTicks: [Int] = []
    var flashTicks: [Int] = []
    while game.tick < 700 {
      let text = Self.render(game).render()
      if text.contains("Hold SPACE or the mouse button to rise.") { instructionTicks.append(game.tick) }
      if text.contains("SPEED UP") { flashTicks.append(game.tick) }
      game.step(.none)
    }
    // The first block comes at tick 78 and reaches the box's right edge (x 390 px at 80x23) 36 ticks later.
    #expect(instructionTicks == Array(0..<113))
    #expect(flashTicks == Array(300..<354) + Array(600..<654))
  }

  @Test("the instructions are gone once the helicopter crashed, though their 144 ticks are not over")
  func noInstructionsAfterACrash() {
    var game = HeliGame(seed: 3)
    Fixture.runUntilOver(&game)
    #expect(game.crashTick == 44)
    while !game.isSettled {
      #expect(!Self.render(game).render().contains("Hold SPACE"), "tick \(game.tick)")
      game.step(.none)
    }
    #expect(game.tick < HeliGame.instructionTicks)
    #expect(!Self.render(game).render().contains("Hold SPACE"))
  }

  @Test("the crash tick shows the helicopter where it hit, then the explosion replaces it, then the wreck is gone")
  func explosionDrawn() {
    var game = HeliGame(seed: 3)
    Fixture.runUntilOver(&game)
    let atCrash = Self.render(game).render()
    #expect(atCrash.contains("▐██▶") && !atCrash.contains("●"))
    game.step(.none)
    let exploding = Self.render(game).render()
    #expect(exploding.contains("-●-") && !exploding.contains("▐██▶"))
    while !game.isSettled { game.step(.none) }
    let settled = Self.render(game).render()
    #expect(!settled.contains("●") && !settled.contains("▐██▶") && settled.contains("SCORE 21"))
  }

  @Test("every glyph drawn in the demo flight has an ASCII stand-in")
  func asciiFallback() throws {
    let recorder = GoldenTapeScript.demo.record()
    var game = HeliGame(seed: GoldenTapeScript.demo.seed)
    var glyphs: Set<UInt32> = []
    for input in recorder.finishedTape.inputs {
      game.step(input)
      if game.tick % 5 == 0 || game.crashTick != nil {
        for cell in Self.render(game).cells { glyphs.insert(cell.glyph.value) }
      }
    }
    let missing = glyphs.sorted().compactMap(Unicode.Scalar.init).filter { AsciiFallback.ascii(for: $0) == "?" }
    #expect(missing.isEmpty, "no ASCII for \(missing)")
    #expect(glyphs.count > 20)
  }
}
