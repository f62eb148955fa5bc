import ArcadeCore
import FrogCrossing
import Testing

@Suite("Cars")
struct TrafficTests {
  func game(_ flags: [(String, String)] = []) -> FrogGame {
    TapeRecorder<FrogGame>(flags, seed: 1).game
  }

  @Test("at 30 px/s a car moves exactly 0.5 px per tick, each lane its own way")
  func carAfterTicks() {
    var g = game()
    // Car 0: lane 386, right, left edge 94 → center 108. Car 3: lane 353, left, left edge 184 → 198.
    #expect(g.cars[0].x == 108 && g.cars[3].x == 198)
    for _ in 0..<100 { g.step(.none) }
    #expect(g.cars[0].x == 158)
    #expect(g.cars[3].x == 148)
    #expect(g.cars[0].y == 395 && g.cars[3].y == 362)
  }

  @Test("a car wraps once half of it is off the stage, reappearing half a car beyond the other side")
  func wrapAround() {
    var g = game()
    // Car 2: lane 386 right from 288; it passes 320 + 14 at tick 93 and jumps to -14.
    // Car 4: lane 353 left from 18; it passes -14 at tick 65 and jumps to 320 + 14.
    for _ in 0..<64 { g.step(.none) }
    #expect(g.cars[4].x == -14)
    g.step(.none)
    #expect(g.cars[4].x == 334)
    g.step(.none)
    #expect(g.cars[4].x == 333.5)
    for _ in 66..<92 { g.step(.none) }
    #expect(g.cars[2].x == 334)
    g.step(.none)
    #expect(g.cars[2].x == -14)
    g.step(.none)
    #expect(g.cars[2].x == -13.5)
  }

  @Test("--car-speed 45 moves cars 0.75 px per tick")
  func carSpeedParameter() {
    var g = game([("car-speed", "45")])
    for _ in 0..<100 { g.step(.none) }
    #expect(g.cars[0].x == 183)
    #expect(g.carSpeed == 45)
  }
}
