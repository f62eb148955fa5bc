import ArcadeCore
import Helicopter
import Testing

@Suite("Helicopter parameters")
struct ParameterTests {
  @Test("the defaults are the seed's numbers, converted to ticks")
  func defaults() {
    let settings = HeliGame(seed: 1).settings
    #expect(settings.gravity == 294)
    #expect(settings.liftStart == 60)
    #expect(settings.liftGrowthPerTick == 1.5)
    #expect(settings.blockIntervalTicks == 78)
    #expect(settings.blockSpeed == 150)
    #expect(settings.speedStep == 60)
    #expect(settings.speedSteps == 5)
    #expect(settings.speedIntervalTicks == 300)
    #expect(settings.blockHeights == [90, 140, 180])
    #expect(HeliGame.info.id == "heli")
    #expect(HeliGame.info.usesHold)
  }

  @Test("--gravity 200 --block-interval 1.0: a slower fall and a block every 60 ticks")
  func gravityAndInterval() throws {
    var game = try Fixture.game([("gravity", "200"), ("block-interval", "1.0")])
    Fixture.runUntilOver(&game)
    #expect(game.crashTick == FlightTests.floorTick(gravity: 200))
    #expect(game.crashTick == 53)
    #expect(game.settings.blockIntervalTicks == 60)
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
    #expect(game.status == .playing)  // 70–130 and 200–260 both miss the helicopter at 152–182
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

@Suite("Helicopter parameters at their limits")
struct ExtremeParameterTests {
  @Test("a block at 1200 px/s (20 px a tick, the fastest) cannot jump over the helicopter")
  func fastBlocksStillHit() throws {
    var game = try Fixture.game([("gravity", "0"), ("block-heights", "140"), ("block-speed", "1200")])
    Fixture.runUntilOver(&game)
    // Left edge at 480 − 20·(t − 78): it passes the helicopter's right edge (65) during tick 78 + 21.
    #expect(game.crash == .block(0))
    #expect(game.crashTick == 78 + 21)
  }

  @Test("speed-ups stop at 1200 px/s, so no block ever jumps over the helicopter")
  func speedUpsStopAtTheFastest() throws {
    var game = try Fixture.game([
      ("gravity", "0"), ("block-heights", "140"), ("block-speed", "1000"), ("speed-step", "1200"),
      ("speed-steps", "3"), ("speed-interval", "0.5"), ("block-interval", "2"),
    ])
    Fixture.runUntilOver(&game, limit: 200)
    #expect(game.field.speed == 1200 && game.field.speedUps == 3)
    // Spawned at tick 120 at 1200 px/s: 480 − 20·21 = 60 < 65 at tick 141.
    #expect(game.crash == .block(0))
    #expect(game.crashTick == 120 + 21)
  }

  @Test("many speed-ups show as a count in the HUD")
  func manySpeedUps() throws {
    let game = try Fixture.game([("speed-steps", "20")])
    var canvas = Canvas(size: HeliGame.info.canvasSize)
    game.draw(into: &canvas)
    #expect(canvas.render().contains(" SPEED 0/20 "))
  }
}
