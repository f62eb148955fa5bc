import ArcadeCore
import ArcadeTestSupport
import PuckCollector
import Testing

@Suite("Drawing")
struct DrawingTests {
  @Test("the start screen of seed 1: framed stage, score, full time bar, 20 lettered pucks, cursor, panel")
  func startSnapshot() {
    expectSnapshot(PuckGame(seed: 1).screen, named: "start-80x23")
  }

  @Test("each puck shows its color's letter on its color in its center cell; the counts match")
  func lettersAndColors() {
    let g = PuckGame(seed: 1)
    let canvas = g.canvas
    for p in g.pucks {
      let cell = PuckGame.info.viewport.cell(of: p.position)
      let look = PuckColor.all[p.color]
      #expect(canvas[cell.column, cell.row].glyph == look.letter)
      #expect(canvas[cell.column, cell.row].style.attributes.contains(.bold))
    }
    let letters = canvas.render().unicodeScalars.filter { "RYGB".unicodeScalars.contains($0) }.count
    #expect(letters == 20 + 4, "20 pucks plus the four panel rows")
  }

  @Test("drifting pucks pass over each other and each keeps its letter: 30 pucks at 15 px/s, 30 s untouched")
  func lettersOverDiscs() throws {
    var g = try game(seed: 1, [("pucks", "30"), ("drift", "15"), ("duration", "60")])
    var discOverLetter = 0
    for tick in 1...1800 {
      g.step(TickInput())
      guard tick % 10 == 0 else { continue }
      let canvas = g.canvas
      let cells = g.pucks.filter { !$0.isCollected }.map { PuckGame.info.viewport.cell(of: $0.position) }
      for (p, cell) in zip(g.pucks.filter { !$0.isCollected }, cells) {
        // Two centers in one cell can show only one letter.
        guard cells.filter({ $0 == cell }).count == 1 else { continue }
        let close = g.pucks.contains { $0.id != p.id && !$0.isCollected && ($0.position - p.position).length < 24 }
        if close { discOverLetter += 1 }
        #expect(canvas[cell.column, cell.row].glyph == PuckColor.all[p.color].letter, "tick \(tick), puck \(p.id)")
      }
    }
    #expect(discOverLetter > 0, "some puck passed under another's disc")
  }

  @Test("every glyph drawn has an ASCII stand-in (no '?' under --ascii), mid-drag and after a loss")
  func asciiFallback() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, 414, 139))
    for k in 1...5 { g.step(touch(.moved, 414 + Int32(2 * k), 139)) }
    var screens = [g.canvas]
    for k in 1...12 { g.step(touch(.moved, 424, 139 - Int32(4 * k))) }
    #expect(g.status == .lost)
    screens.append(g.canvas)
    for canvas in screens {
      for cell in canvas.cells { #expect(AsciiFallback.ascii(for: cell.glyph) != "?", "glyph \(cell.glyph)") }
    }
  }

  @Test("the held puck stands out: underlined letter on white, grey backdrop; a +50 rises above the catch")
  func heldAndFloater() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, 414, 139))
    for k in 1...5 { g.step(touch(.moved, 414 + Int32(2 * k), 139)) }
    let canvas = g.canvas
    let cell = PuckGame.info.viewport.cell(of: g.pucks[8].position)
    #expect(canvas[cell.column, cell.row].glyph == "R")
    #expect(canvas[cell.column, cell.row].style.attributes.contains(.underline))
    #expect(canvas[cell.column, cell.row].style.background == .brightWhite)
    #expect(canvas[cell.column - 1, cell.row].style.background == .grey(7))
    let text = canvas.render()
    #expect(text.contains("+50"))
    #expect(text.contains("Score 50"))
    #expect(!text.contains("┼"), "the cursor is the held puck while dragging")
  }

  @Test("after a wrong color the panel says so and the other puck blinks a cross")
  func lostScreen() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, 414, 139))
    for k in 1...17 { g.step(touch(.moved, 414, 139 - Int32(2 * k))) }
    #expect(g.status == .lost)
    #expect(g.screen.contains("WRONG COLOR"))
    #expect(g.screen.contains("✗"))
    g.run(.none, times: 6)
    #expect(!g.screen.contains("✗"))
  }

  @Test("the time bar shows 4 of 20 cells and 0s at time up")
  func timeUpBar() {
    var g = PuckGame(seed: 1)
    g.run(.none, times: 960)
    let top = g.screen.split(separator: "\n")[0]
    #expect(top.hasSuffix(" 0s [████░░░░░░░░░░░░░░░░]┐"))
    #expect(g.screen.contains("TIME UP"))
  }
}
