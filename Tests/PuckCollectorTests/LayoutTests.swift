import ArcadeCore
import ArcadeTestSupport
import PuckCollector
import Testing

@Suite("Seeded layout")
struct LayoutTests {
  @Test("seed 1 lays out the same 20 pucks on every run, with known first pucks")
  func sameSeedSameLayout() {
    let a = PuckGame(seed: 1), b = PuckGame(seed: 1)
    #expect(firstDifference(a, b) == nil)
    #expect(a.pucks.count == 20)
    #expect(a.pucks.map(\.id) == Array(0..<20))
    #expect(a.pucks[0].color == 2 && a.pucks[0].position == Vec2(249, 182))
    #expect(a.pucks[1].color == 1 && a.pucks[1].position == Vec2(330, 54))
    #expect(a.pucks[19].color == 1 && a.pucks[19].position == Vec2(57, 255))
    #expect(a.pucksLeft == [7, 4, 4, 5])
  }

  @Test("seeds 1 to 30 give 30 different layouts")
  func seedsDiffer() {
    let layouts = (UInt64(1)...30).map { seed in PuckGame(seed: seed).pucks.map { "\($0.color)@\($0.position)" } }
    for i in layouts.indices {
      for j in layouts.indices where j > i { #expect(layouts[i] != layouts[j], "seeds \(i + 1) and \(j + 1)") }
    }
  }

  @Test("pucks lie fully on the 480x320 stage, on whole pixels, and start apart (seeds 1 to 50)")
  func onStageAndApart() {
    for seed in UInt64(1)...50 {
      let g = PuckGame(seed: seed)
      for p in g.pucks {
        #expect(p.position.x >= 12 && p.position.x <= 468 && p.position.y >= 12 && p.position.y <= 308)
        #expect(p.position.x == p.position.x.rounded() && p.position.y == p.position.y.rounded())
        #expect((0..<4).contains(p.color))
        #expect(!p.isCollected)
        for q in g.pucks where q.id > p.id { #expect((q.position - p.position).length >= 32) }
      }
    }
  }

  @Test("the four colors come up uniformly: 4000 pucks of seeds 1 to 200 split 994/1030/994/982")
  func colorsUniform() {
    var counts = [0, 0, 0, 0]
    for seed in UInt64(1)...200 {
      for p in PuckGame(seed: seed).pucks { counts[p.color] += 1 }
    }
    #expect(counts.reduce(0, +) == 4000)
    #expect(counts.allSatisfy { (940...1060).contains($0) })
    #expect(counts == [994, 1030, 994, 982])
  }

  @Test("parameters: 30 pucks in 6 colors of radius 8 stay on the stage")
  func parameters() throws {
    let g = try game(seed: 9, [("pucks", "30"), ("colors", "6"), ("puck-radius", "8")])
    #expect(g.pucks.count == 30)
    #expect(g.puckRadius == 8)
    #expect(g.pucksLeft.count == 6)
    #expect(Set(g.pucks.map(\.color)).count == 6)
    for p in g.pucks { #expect(p.position.x >= 8 && p.position.x <= 472 && p.position.y >= 8 && p.position.y <= 312) }
  }

  @Test("every board starts with a pair: 2 pucks in 6 colors always share one (seeds 1 to 40)")
  func alwaysAPair() throws {
    for seed in UInt64(1)...40 {
      let g = try game(seed: seed, [("pucks", "2"), ("colors", "6")])
      #expect(g.pucks[0].color == g.pucks[1].color)
    }
  }

  @Test("arcade params puck lists the five tutorial numbers as defaults")
  func parameterDefaults() {
    let d = PuckGame.info.parameters.defaults
    #expect(d[PuckParameters.pucks] == 20)
    #expect(d[PuckParameters.colors] == 4)
    #expect(d[PuckParameters.puckRadius] == 12)
    #expect(d[PuckParameters.duration] == 16)
    #expect(d[PuckParameters.points] == 50)
    #expect(PuckGame.info.id == "puck")
    #expect(PuckGame.info.canvasSize.columns <= 80 && PuckGame.info.canvasSize.rows <= 23)
  }

  @Test("pucks never move unless dragged: 900 idle ticks, then the cursor roaming over them")
  func pucksStayPut() {
    var g = PuckGame(seed: 1)
    let start = g.positions
    g.run(.none, times: 300)
    #expect(g.positions == start)
    g.run(hold(.right), times: 200)
    g.run(hold([.up, .left]), times: 200)
    g.run(touch(.moved, 249, 182), times: 1)
    g.run(hold(.down), times: 199)
    #expect(g.tick == 900)
    #expect(g.positions == start)
    #expect(g.heldPuck == nil)
    #expect(g.score == 0)
  }
}
