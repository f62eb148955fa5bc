import ArcadeCore

/// The game's parameters, converted from per-second units to the 60-ticks-per-second simulation.
public struct HeliRules: Sendable, Equatable {
  /// Seconds per tick.
  public static let dt = 1.0 / 60

  /// Downward acceleration, px/s².
  public var gravity: Double
  /// Upward speed a hold starts from, px/s (the seed's `impulse = -60`).
  public var liftStart: Double
  /// Upward speed added on every held tick, px/s: the per-second growth times `dt`.
  /// The seed adds 3 px/s per 1/30 s frame = 90 px/s², so 1.5 px/s per tick here.
  public var liftGrowthPerTick: Double
  public var blockIntervalTicks: Int
  /// Block speed at the start, px/s.
  public var blockSpeed: Double
  /// Added to the block speed at each speed-up, px/s.
  public var speedStep: Double
  public var speedSteps: Int
  public var speedIntervalTicks: Int
  /// Top edges the blocks are drawn from, px.
  public var blockHeights: [Int]

  public init(_ values: ParameterValues) {
    gravity = values[HeliParameters.gravity]
    liftStart = values[HeliParameters.liftStart]
    liftGrowthPerTick = values[HeliParameters.liftGrowth] * Self.dt
    blockIntervalTicks = Self.ticks(seconds: values[HeliParameters.blockInterval])
    blockSpeed = values[HeliParameters.blockSpeed]
    speedStep = values[HeliParameters.speedStep]
    speedSteps = values[HeliParameters.speedSteps]
    speedIntervalTicks = Self.ticks(seconds: values[HeliParameters.speedInterval])
    blockHeights = values[HeliParameters.blockHeights]
  }

  /// Whole ticks nearest to a duration, at least one (1.3 s → 78 ticks, 5 s → 300).
  public static func ticks(seconds: Double) -> Int {
    max(1, Int((seconds * 60).rounded()))
  }
}
