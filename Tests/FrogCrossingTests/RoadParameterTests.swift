import ArcadeCore
import FrogCrossing
import Testing

/// The road's parameters for arcade levels: faster lanes, more cars, a traffic that differs game to game.
@Suite("Road parameters")
struct RoadParameterTests {
  typealias Recorder = TapeRecorder<FrogGame>

  func game(_ flags: [(String, String)], seed: UInt64 = 1) -> FrogGame { Recorder(flags, seed: seed).game }

  @Test(
    "by default every lane drives at the car speed, 24 cars stand where the seed puts them, and naming the defaults changes nothing"
  )
  func offByDefault() {
    let plain = FrogGame(seed: 3)
    #expect(plain.laneSteps == Array(repeating: 300, count: 9))
    #expect(plain.cars.count == 24)
    #expect(plain.cars.prefix(3).map(\.x) == [108, 48, 288])
    var named = game([("lane-spread", "0"), ("extra-cars", "0"), ("traffic", "tutorial")], seed: 3)
    var unnamed = plain
    for _ in 0..<600 {
      named.step(.none)
      unnamed.step(.none)
    }
    #expect(named == unnamed)
  }

  @Test(
    "--lane-spread 50 at 30 px/s: the bottom lane at 300 units a tick, the top at 450, the lanes between in even steps rounded down"
  )
  func laneSpread() {
    var g = game([("lane-spread", "50")])
    #expect(g.laneSteps == [300, 318, 337, 356, 375, 393, 412, 431, 450])
    #expect(g.carSpeed == 30 && g.topLaneSpeed == 45)
    // Car 0 drives the bottom lane from 108, car 21 the top lane from 108: 0.5 and 0.75 px a tick.
    for _ in 0..<100 { g.step(.none) }
    #expect(g.cars[0].x == 158)
    #expect(g.cars[21].lane == 8 && g.cars[21].x == 183)
  }

  @Test("a spread follows the speed-up from round to round, and no lane drives faster than 300 px/s")
  func spreadWithSpeedUp() {
    var r = Recorder([("lane-spread", "100"), ("rounds", "2"), ("speed-up", "30"), ("lives", "9")], seed: 1)
    #expect(r.game.laneSteps.first == 300 && r.game.laneSteps.last == 600)
    while r.game.round == 1 && r.game.status == .playing { r.autopilot() }
    #expect(r.game.round == 2)
    #expect(r.game.laneSteps.first == 600 && r.game.laneSteps.last == 1200)
    #expect(game([("car-speed", "200"), ("lane-spread", "100")]).laneSteps.last == 3000)
  }

  @Test("the status line shows the bottom and top lanes' speeds when they differ")
  func statusLine() {
    var canvas = Canvas(size: FrogGame.info.canvasSize)
    game([("lane-spread", "50")]).draw(into: &canvas)
    let top = canvas.render().split(separator: "\n").first.map(String.init) ?? ""
    #expect(top.hasSuffix(" CARS 30-45 px/s"))
  }

  @Test("--extra-cars 1 adds a car in the middle of each lane's widest gap, right after the lane's own cars")
  func extraCars() {
    let g = game([("extra-cars", "1")])
    #expect(g.cars.count == 33)
    // Lane 386 has cars at 108, 48 and 288: the widest gap, 108 to 288, gets one at 198.
    #expect(g.cars.prefix(4).map(\.x) == [108, 48, 288, 198])
    #expect(g.cars.prefix(4).allSatisfy { $0.lane == 0 } && g.cars[4].lane == 1)
    #expect(g.cars.map(\.id) == Array(0..<33))
    // Two extra cars in lane 386: the second goes in the gap from 288 round to 48 + 348, at 342 = -6.
    #expect(game([("extra-cars", "2")]).cars.prefix(5).map(\.x) == [108, 48, 288, 198, -6])
  }

  @Test(
    "an extra car runs a frog over: hopping up in column 222 at tick 3 is safe on the seed's road, a hit with --extra-cars 1"
  )
  func extraCarHits() {
    for (extra, lost) in [("0", false), ("1", true)] {
      var r = Recorder([("extra-cars", extra)], seed: 1)
      r.press(.right)
      r.press(.right)
      r.press(.up)  // tick 3: the frog at (222, 395); the extra car's center is at 199.5, 22.5 px away
      #expect((r.game.status == .lost) == lost, "extra-cars \(extra)")
    }
  }

  @Test(
    "--traffic random: the cars stand where the seed's traffic is after some ticks drawn from the seed (under 60 s)")
  func randomTraffic() throws {
    var tutorial = FrogGame(seed: 1)
    var found: [UInt64: Int] = [:]
    let boards = [UInt64(1), 2].map { seed in (seed, game([("traffic", "random")], seed: seed)) }
    for tick in 0..<3600 where found.count < boards.count {
      for (seed, g) in boards where found[seed] == nil && g.cars == tutorial.cars { found[seed] = tick }
      tutorial.step(.none)
    }
    let one = try #require(found[1]), two = try #require(found[2])
    #expect(one != two)
    #expect(boards.allSatisfy { $0.1.tick == 0 && $0.1.frogY == 426 && $0.1.status == .playing })
  }

  @Test("a level's goal reads as the bays to fill, the rounds and the clock when there are any")
  func levelGoal() throws {
    func goal(_ flags: [(String, String)]) throws -> String {
      FrogGame.info.levelGoal(try FrogGame.info.parameters.values(from: flags))
    }
    #expect(try goal([]) == "Fill 3 bays")
    #expect(try goal([("bays", "1")]) == "Fill 1 bay")
    #expect(try goal([("bays", "5"), ("time-limit", "20")]) == "Fill 5 bays, 20 s a frog")
    #expect(try goal([("rounds", "2")]) == "Fill 3 bays 2 times")
    #expect(try goal([("rounds", "0")]) == "Fill 3 bays, round after round")
  }
}
