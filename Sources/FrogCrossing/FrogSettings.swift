import ArcadeCore

/// The game's declared parameters, turned into the numbers the simulation uses per tick.
public struct FrogSettings: Sendable, Equatable {
  /// Where the cars are when the first frog starts.
  public enum Traffic: String, Sendable, CaseIterable {
    /// Where the seed places them (Assets/frog/lanes.txt).
    case tutorial
    /// Where they are after driving a time drawn from the seed: each game's traffic differs.
    case random
  }

  var lives: Int
  /// Car step per tick in 1/600 px (speeds are rounded to 0.1 px/s, so steps are whole).
  var carStep: Int
  var bays: Int
  var rounds: Int
  var speedUpStep: Int
  /// Ticks each frog gets; 0 = no limit.
  var timeLimitTicks: Int
  /// Percent the top lane drives faster than the bottom one.
  var laneSpread: Int
  var extraCars: Int
  var traffic: Traffic

  /// The fastest cars get: the car-speed parameter's own maximum.
  static let maxCarStep = step(forSpeed: 300)
  /// The longest a random start lets the traffic drive first: every lane's cycle fits in it at 6 px/s or more.
  static let maxHeadStartTicks = 60 * Ticks.perSecond

  init(_ values: ParameterValues) {
    lives = values[FrogParameters.lives]
    carStep = Self.step(forSpeed: values[FrogParameters.carSpeed])
    bays = values[FrogParameters.bays]
    rounds = values[FrogParameters.rounds]
    speedUpStep = Self.step(forSpeed: values[FrogParameters.speedUp])
    timeLimitTicks = values[FrogParameters.timeLimit] * Ticks.perSecond
    laneSpread = values[FrogParameters.laneSpread]
    extraCars = values[FrogParameters.extraCars]
    traffic = values[FrogParameters.traffic]
  }

  /// px/s → whole 1/600 px per tick (60 ticks/s): ×10, rounded to the nearest unit.
  static func step(forSpeed pxPerSecond: Double) -> Int {
    Int((pxPerSecond * Double(Stage.subpixelsPerPoint) / Double(Ticks.perSecond)).rounded())
  }

  /// Each lane's step for a car step: lane `i` of `n` (bottom first) gains `laneSpread` percent × i / (n − 1),
  /// rounded down to a whole unit, and no car drives faster than `maxCarStep`.
  func laneSteps(carStep: Int, lanes: Int) -> [Int] {
    (0..<lanes).map { i in
      let gain = lanes > 1 ? carStep * laneSpread * i / (100 * (lanes - 1)) : 0
      return min(carStep + gain, Self.maxCarStep)
    }
  }
}
