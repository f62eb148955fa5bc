import ArcadeCore

/// The game's parameters, each declared once; the defaults are the seed's numbers.
public enum HeliParameters {
  public static let gravity = ParameterKey.real(
    "gravity", 294, in: 0...2000, unit: "px/s²", "Downward pull on the helicopter")
  public static let liftStart = ParameterKey.real(
    "lift-start", 60, in: 0...1000, unit: "px/s", "Upward speed when a hold begins")
  public static let liftGrowth = ParameterKey.real(
    "lift-growth", 90, in: 0...3000, unit: "px/s²",
    "How fast the upward speed grows while held (the seed's 3 px/s per frame)")
  public static let blockInterval = ParameterKey.real(
    "block-interval", 1.3, in: 0.1...60, unit: "s", "Time between two blocks")
  public static let blockSpeed = ParameterKey.real(
    "block-speed", 150, in: 0...1200, unit: "px/s", "Speed of the blocks at the start")
  public static let speedStep = ParameterKey.real(
    "speed-step", 60, in: 0...1200, unit: "px/s", "Block speed added at each speed-up (up to 1200 px/s in all)")
  public static let speedSteps = ParameterKey.integer("speed-steps", 5, in: 0...100, "How many speed-ups there are")
  public static let speedInterval = ParameterKey.real(
    "speed-interval", 5, in: 0.1...600, unit: "s", "Time between two speed-ups")
  public static let blockHeights = ParameterKey.integerList(
    "block-heights", [90, 140, 180], each: 0...320, count: 1...8, unit: "px",
    "Heights of a block's top edge, one drawn at random per block")
  public static let blockLength = ParameterKey.integer(
    "block-length", 60, in: 10...200, unit: "px", "How far a block reaches down from its top edge")
  public static let distance = ParameterKey.integer(
    "distance", 0, in: 0...1_000_000, unit: "px",
    "Cave to fly to win, counted as the blocks pass the helicopter (0: no end, the classic game)")

  /// Every parameter, in the order of `arcade params` and of tapes.
  public static let all: [any AnyParameterKey] = [
    gravity, liftStart, liftGrowth, blockInterval, blockSpeed, speedStep, speedSteps, speedInterval, blockHeights,
    blockLength, distance,
  ]
}
