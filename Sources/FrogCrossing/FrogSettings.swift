import ArcadeCore

/// The game's declared parameters, turned into the numbers the simulation uses per tick.
struct FrogSettings: Sendable, Equatable {
  var lives: Int
  /// Car step per tick in 1/600 px (speeds are rounded to 0.1 px/s, so steps are whole).
  var carStep: Int
  var bays: Int
  var rounds: Int
  var speedUpStep: Int
  /// Ticks each frog gets; 0 = no limit.
  var timeLimitTicks: Int

  /// The fastest cars get: the car-speed parameter's own maximum.
  static let maxCarStep = step(forSpeed: 300)

  init(_ values: ParameterValues) {
    lives = values[FrogParameters.lives]
    carStep = Self.step(forSpeed: values[FrogParameters.carSpeed])
    bays = values[FrogParameters.bays]
    rounds = values[FrogParameters.rounds]
    speedUpStep = Self.step(forSpeed: values[FrogParameters.speedUp])
    timeLimitTicks = values[FrogParameters.timeLimit] * Ticks.perSecond
  }

  /// px/s → whole 1/600 px per tick (60 ticks/s): ×10, rounded to the nearest unit.
  static func step(forSpeed pxPerSecond: Double) -> Int {
    Int((pxPerSecond * Double(Stage.subpixelsPerPoint) / Double(Ticks.perSecond)).rounded())
  }
}
