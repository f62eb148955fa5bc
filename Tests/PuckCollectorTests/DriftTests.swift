import ArcadeCore
import PuckCollector
import Testing

/// Pucks that drift (`--drift`, px/s, 0 by default): each loose puck glides at that speed in a direction of its
/// own, drawn after the board (so the board is the seed's as without drift), bouncing off the stage's edges.
/// Only the held puck collects or clashes, so a drifting puck matters only when it meets the one you hold.
@Suite("Drifting pucks")
struct DriftTests {
  @Test("off by default: no puck has a velocity")
  func offByDefault() {
    #expect(PuckGame(seed: 1).pucks.allSatisfy { $0.velocity == .zero })
  }

  @Test("drift 30: seed 1's board as without drift, each puck gliding 0.5 px a tick its own way")
  func glides() throws {
    var g = try game(seed: 1, [("drift", "30")])
    let still = PuckGame(seed: 1)
    #expect(g.positions == still.positions && g.pucks.map(\.color) == still.pucks.map(\.color))
    #expect(g.pucks.allSatisfy { abs($0.velocity.length - 0.5) < 1e-12 })
    #expect(Set(g.pucks.map { "\($0.velocity)" }).count == 17, "17 directions among the 20")
    var expected = g.pucks[0].position
    for _ in 0..<60 {
      g.step(.none)
      expected += g.pucks[0].velocity
    }
    #expect(g.pucks[0].position == expected)
    #expect(g.pucks[0].position != still.pucks[0].position)
  }

  @Test(
    "a puck meeting an edge comes back mirrored: seed 2's #3 (drift 120) falls 2 px a tick from y 297, on tick 6 it is at 307 rising"
  )
  func bounces() throws {
    var g = try game(seed: 2, [("drift", "120"), ("duration", "60")])
    #expect(g.pucks[3].position.y == 297 && g.pucks[3].velocity == Vec2(0, 2))
    g.run(.none, times: 5)
    #expect(g.pucks[3].position.y == 307 && g.pucks[3].velocity == Vec2(0, 2))
    g.step(.none)
    #expect(g.pucks[3].position.y == 307 && g.pucks[3].velocity == Vec2(0, -2))
    for _ in 0..<600 {
      g.step(.none)
      for p in g.pucks {
        #expect(p.position.x >= 12 && p.position.x <= 468 && p.position.y >= 12 && p.position.y <= 308)
      }
    }
  }

  @Test("a held puck goes only where the pointer takes it; dropped, it drifts on as before")
  func heldStays() throws {
    var g = try game(seed: 1, [("drift", "30")])
    g.step(touch(.began, 249, 182))
    #expect(g.heldPuck == 0)
    g.run(.none, times: 30)
    #expect(g.pucks[0].position == Vec2(249, 182))
    g.step(touch(.ended, 249, 182))
    #expect(g.heldPuck == nil && g.pucks[0].position == Vec2(249, 182))
    g.step(.none)
    #expect(g.pucks[0].position == Vec2(249, 182) + g.pucks[0].velocity)
  }

  @Test("a drifting puck of another color that meets the held one ends the game, though the pointer stood still")
  func driftingClash() throws {
    var g = try game(seed: 1, [("drift", "30")])
    g.step(touch(.began, 249, 182))
    g.run(.none, times: 89)
    #expect(g.status == .playing)
    g.step(.none)
    #expect(g.tick == 91 && g.status == .lost)
    #expect(g.clash?.held == 0 && g.clash?.other == 4 && g.pucks[4].color != g.pucks[0].color)
    #expect(g.pucks[0].position == Vec2(249, 182))
  }
}
