import ArcadeCore
import PuckCollector
import Testing

/// Up to eight colors (`--colors`, alias `--colours`): white (W) and orange (O) join the tutorial's four and the
/// two more we had; every puck shows its letter, so colors tell apart in monochrome and on 8-color terminals too.
@Suite("Eight colors")
struct ColorCountTests {
  @Test("40 pucks in 8 colors (seed 5): every color comes up, each puck lettered, the panel lists all eight at 80x23")
  func eightColors() throws {
    let g = try game(seed: 5, [("pucks", "40"), ("colors", "8")])
    #expect(g.pucksLeft.count == 8 && g.pucksLeft.allSatisfy { $0 >= 2 })
    let canvas = g.canvas
    for p in g.pucks {
      let cell = PuckGame.info.viewport.cell(of: p.position)
      #expect(canvas[cell.column, cell.row].glyph == PuckColor.all[p.color].letter, "puck \(p.id)")
    }
    #expect(PuckColor.all.map(\.letter) == ["R", "Y", "G", "B", "M", "C", "W", "O"])
    for look in PuckColor.all { #expect(g.screen.contains("\(look.letter) \(look.name)")) }
  }

  @Test("the letters' colors differ on 256-color terminals, and all but orange's (red, lettered O) on 8-color ones")
  func distinctColors() throws {
    let g = try game(seed: 5, [("pucks", "40"), ("colors", "8")])
    var drawn = [Color?](repeating: nil, count: 8)
    for p in g.pucks {
      let cell = PuckGame.info.viewport.cell(of: p.position)
      drawn[p.color] = g.canvas[cell.column, cell.row].style.background
    }
    let colors = drawn.compactMap { $0 }
    #expect(colors == PuckColorInk.colors)
    #expect(Set(colors).count == 8)
    #expect(Set(colors.map(\.basic)).count == 7 && colors[7].basic == colors[0].basic)
  }

  @Test("colors counts 1 to 8 under either spelling; 9 is refused, naming the range")
  func range() throws {
    let parameters = PuckGame.info.parameters
    #expect(try parameters.values(from: [("colors", "8")])[PuckParameters.colors] == 8)
    #expect(try parameters.values(from: [("colours", "8")])[PuckParameters.colors] == 8)
    #expect(throws: ParameterError.outOfRange(name: "colors", allowed: "1 to 8", got: "9")) {
      try parameters.values(from: [("colors", "9")])
    }
  }
}
