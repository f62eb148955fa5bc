import ArcadeCore
import FrogCrossing
import Testing

@Suite("The seed's lane layout")
struct LayoutTests {
  @Test("Assets/frog/lanes.txt holds the seed: 9 lanes, 26 placements, alternating directions")
  func seedLayoutLoads() {
    let layout = LaneLayout.seed
    #expect(layout.lanes.count == 9)
    #expect(layout.placementCount == 26)
    #expect(layout.lanes.map(\.top) == [386, 353, 326, 293, 226, 197, 167, 137, 107])
    #expect(layout.lanes.map(\.direction.rawValue).joined() == "rlrlrlrlr")
    #expect(layout.lanes[5].placements == [94, 274, 34, 274])
    #expect(layout.lanes[8].placements == [94, 94, 4, 274])
    #expect(layout.bayLefts == [68, 153, 238])
    #expect(layout.bayTop == 70 && layout.baySize == 15)
  }

  @Test("the two repeated placements (197 l at 274, 107 r at 94) add no car: 24 cars")
  func duplicatesAreNoOps() {
    let game = FrogGame(seed: 1)
    #expect(game.cars.count == 24)
    let lane197 = game.cars.filter { $0.lane == 5 }.map(\.x)
    #expect(lane197 == [108, 288, 48])  // left edges 94, 274, 34 plus half a 28 px car
    let lane107 = game.cars.filter { $0.lane == 8 }.map(\.x)
    #expect(lane107 == [108, 18, 288])
  }

  @Test("a malformed layout names the file, the line and the fix")
  func malformedLayout() {
    let bad = "car 28 18\nbays 70 15 68\nlane 386 x 94\n"
    #expect(throws: LaneLayoutError.self) { try LaneLayout(text: bad, source: "lanes.txt") }
    do {
      _ = try LaneLayout(text: bad, source: "lanes.txt")
    } catch {
      #expect(
        error.description
          == "lanes.txt line 3: expected 'lane TOP l|r X...' with whole numbers and at least one X, got 'lane 386 x 94'; fix that line"
      )
    }
    do {
      _ = try LaneLayout(text: "lane 386 r 94\nbays 70 15 68\n", source: "x.txt")
    } catch {
      #expect(error.description == "x.txt has no 'car WIDTH HEIGHT' line; add one")
    }
  }
}
