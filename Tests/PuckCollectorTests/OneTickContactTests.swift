import ArcadeCore
import PuckCollector
import Testing

/// Every puck the held one touches in a tick counts, not only the first in id order: two of its color are both
/// collected, and one of another color loses the game even beside one of its color. Seed 1: the red #2 at
/// (186, 269); the reds #8 (414, 139) and #11 (447, 136), 33 px apart; the red #12 (302, 279) beside the blue #17
/// (269, 259). A touch moved in one tick takes the held puck there at once.
@Suite("Two pucks touched in one tick")
struct OneTickContactTests {
  @Test("the held red dropped between two reds collects both in that tick: 100 points, two floaters")
  func twoOfItsColor() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, 186, 269))
    #expect(g.heldPuck == 2)
    let events = g.step(touch(.moved, 430, 137))
    #expect(g.pucks[8].isCollected && g.pucks[11].isCollected)
    #expect(g.score == 100 && g.floaters.map(\.text) == ["+50", "+50"] && events == [.blip])
    #expect(g.status == .playing && g.pucksLeft == [5, 4, 4, 5])
  }

  @Test("the held red touching a red and a blue in one tick loses, though the red comes first: nothing is collected")
  func oneOfEach() {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, 186, 269))
    let events = g.step(touch(.moved, 285, 269))
    #expect(g.status == .lost && events == [.lose])
    #expect(g.clash?.held == 2 && g.clash?.other == 17)
    #expect(!g.pucks[12].isCollected && g.score == 0 && g.floaters.isEmpty)
  }
}
