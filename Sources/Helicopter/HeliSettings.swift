import ArcadeCore

/// The game's parameters, converted from per-second units to the 60-ticks-per-second simulation.
public struct HeliSettings: Sendable, Equatable {
  /// Downward acceleration, px/s².
  public var gravity: Double
  /// Upward speed a hold starts from, px/s (the seed's `impulse = -60`).
  public var liftStart: Double
  /// Upward speed added on every held tick, px/s: the per-second growth times `Ticks.dt`.
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
  /// A new block's size, px: the seed's 30 px wide, `block-length` tall.
  public var blockSize: Vec2
  /// The cave to fly to win, px of the blocks' travel; 0: no end (the classic game).
  public var distance: Double

  public init(_ values: ParameterValues) {
    gravity = values[HeliParameters.gravity]
    liftStart = values[HeliParameters.liftStart]
    liftGrowthPerTick = values[HeliParameters.liftGrowth] * Ticks.dt
    blockIntervalTicks = max(1, Ticks.from(seconds: values[HeliParameters.blockInterval]))
    blockSpeed = values[HeliParameters.blockSpeed]
    speedStep = values[HeliParameters.speedStep]
    speedSteps = values[HeliParameters.speedSteps]
    speedIntervalTicks = max(1, Ticks.from(seconds: values[HeliParameters.speedInterval]))
    blockHeights = values[HeliParameters.blockHeights]
    blockSize = Vec2(Stage.blockSize.x, Double(values[HeliParameters.blockLength]))
    distance = Double(values[HeliParameters.distance])
  }
}
