import ArcadeCore
import Helicopter
import Testing

@Suite("Helicopter parameters")
struct ParameterTests {
  @Test("the defaults are the seed's numbers, converted to ticks")
  func defaults() {
    let rules = HeliGame(seed: 1).rules
    #expect(rules.gravity == 294)
    #expect(rules.liftStart == 60)
    #expect(rules.liftGrowthPerTick == 1.5)
    #expect(rules.blockIntervalTicks == 78)
    #expect(rules.blockSpeed == 150)
    #expect(rules.speedStep == 60)
    #expect(rules.speedSteps == 5)
    #expect(rules.speedIntervalTicks == 300)
    #expect(rules.blockHeights == [90, 140, 180])
    #expect(HeliGame.info.id == "heli")
    #expect(HeliGame.info.usesHold)
  }

  @Test("--gravity 200 --block-interval 1.0: a slower fall and a block every 60 ticks")
  func gravityAndInterval() throws {
    var game = try Fixture.game([("gravity", "200"), ("block-interval", "1.0")])
    Fixture.runUntilOver(&game)
    #expect(game.crashTick == FlightTests.floorTick(gravity: 200))
    #expect(game.crashTick == 56)
    #expect(game.rules.blockIntervalTicks == 60)
    // The fall ends before the first block; in still air the blocks come at 60, 120, 180.
    var still = try Fixture.safeSkies([("block-interval", "1.0")])
    var spawns: [Int] = []
    while still.tick < 200 {
      still.step(.none)
      if still.blocks.last?.x == 480 { spawns.append(still.tick) }
    }
    #expect(spawns == [60, 120, 180])
  }

  @Test("lift-start and lift-growth change the climb into the ceiling")
  func liftParameters() throws {
    var game = try Fixture.game([("lift-start", "120"), ("lift-growth", "30")])
    Fixture.runUntilOver(&game, input: Fixture.hold)
    let predicted = FlightTests.ceilingTick(liftStart: 120, liftGrowth: 30)
    #expect(game.crashTick == predicted)
    #expect(predicted != FlightTests.ceilingTick())
  }

  @Test("block-speed, speed-step, speed-steps and speed-interval set the speed schedule")
  func speedParameters() throws {
    var game = try Fixture.safeSkies([
      ("block-speed", "90"), ("speed-step", "30"), ("speed-steps", "2"), ("speed-interval", "2"),
    ])
    var speeds: [Double] = []
    while game.tick < 600 {
      game.step(.none)
      if game.tick % 120 == 119 { speeds.append(game.field.speed) }
    }
    #expect(speeds == [90, 120, 150, 150, 150])
  }

  @Test("block-heights sets where blocks appear")
  func blockHeights() throws {
    var game = try Fixture.game([("gravity", "0"), ("block-heights", "70,200")])
    while game.tick < 2000 { game.step(.none) }
    #expect(game.status == .playing)  // 70–120 and 200–250 both miss the helicopter at 152–172
    #expect(Set(game.blocks.map(\.y)).isSubset(of: [70, 200]))
  }

  @Test("a bad value gets a one-line message naming the flag and what is allowed")
  func badValues() {
    let set = HeliGame.info.parameters
    #expect(throws: ParameterError.self) { try set.values(from: [("gravity", "-5")]) }
    do {
      _ = try set.values(from: [("block-heights", "90,400")])
      Issue.record("accepted a height of 400")
    } catch {
      #expect(error.description == "--block-heights must be 1 to 8 comma-separated values, each 0 to 320 (got 90,400)")
    }
    do {
      _ = try set.values(from: [("gravty", "5")])
      Issue.record("accepted --gravty")
    } catch {
      #expect(error.description == "unknown flag --gravty for heli; did you mean --gravity? (see: arcade params heli)")
    }
  }
}
