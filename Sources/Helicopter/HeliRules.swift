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
    gravity = values.double("gravity")
    liftStart = values.double("lift-start")
    liftGrowthPerTick = values.double("lift-growth") * Self.dt
    blockIntervalTicks = Self.ticks(seconds: values.double("block-interval"))
    blockSpeed = values.double("block-speed")
    speedStep = values.double("speed-step")
    speedSteps = values.int("speed-steps")
    speedIntervalTicks = Self.ticks(seconds: values.double("speed-interval"))
    blockHeights = values.integers("block-heights")
  }

  /// Whole ticks nearest to a duration, at least one (1.3 s → 78 ticks, 5 s → 300).
  public static func ticks(seconds: Double) -> Int {
    max(1, Int((seconds * 60).rounded()))
  }

  /// The parameter declarations; the defaults are the seed's numbers.
  static let parameters: [Parameter] = [
    .real("gravity", 294, in: 0...2000, unit: "px/s²", "Downward pull on the helicopter"),
    .real("lift-start", 60, in: 0...1000, unit: "px/s", "Upward speed when a hold begins"),
    .real(
      "lift-growth", 90, in: 0...3000, unit: "px/s²",
      "How fast the upward speed grows while held (the seed's 3 px/s per frame)"),
    .real("block-interval", 1.3, in: 0.1...60, unit: "s", "Time between two blocks"),
    .real("block-speed", 150, in: 0...1200, unit: "px/s", "Speed of the blocks at the start"),
    .real("speed-step", 60, in: 0...1200, unit: "px/s", "Block speed added at each speed-up (up to 1200 px/s in all)"),
    .integer("speed-steps", 5, in: 0...100, "How many speed-ups there are"),
    .real("speed-interval", 5, in: 0.1...600, unit: "s", "Time between two speed-ups"),
    .integerList(
      "block-heights", [90, 140, 180], each: 0...320, count: 1...8, unit: "px",
      "Heights of a block's top edge, one drawn at random per block"),
  ]
}
