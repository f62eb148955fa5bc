import ArcadeCore

/// The game's parameters, each declared once; the defaults are the seed's numbers.
public enum FrogParameters {
  public static let lives = ParameterKey.integer("lives", 1, in: 1...9, "Frogs per game; a hit or a timeout costs one")
  public static let carSpeed = ParameterKey.real(
    "car-speed", 30, in: 1...300, unit: "px/s",
    "Speed of the cars (of the bottom lane with lane-spread), to 0.1 px/s (the seed: 1 px per 1/30 s)")
  public static let bays = ParameterKey.integer("bays", 3, in: 1...5, "Goal bays to fill per round")
  public static let rounds = ParameterKey.integer(
    "rounds", 1, in: 0...99, "Rounds to win: all bays filled ends a round; 0 = endless")
  public static let speedUp = ParameterKey.real(
    "speed-up", 0, in: 0...100, unit: "px/s", "Added to the car speed after each round (up to 300); 0 = off")
  public static let timeLimit = ParameterKey.integer(
    "time-limit", 0, in: 0...600, unit: "s", "Seconds per frog before it loses a life; 0 = off")
  public static let laneSpread = ParameterKey.integer(
    "lane-spread", 0, in: 0...200, unit: "%",
    "How much faster the top lane drives than the bottom one, the lanes between in even steps")
  public static let extraCars = ParameterKey.integer(
    "extra-cars", 0, in: 0...2, "Cars added to each lane, each in the middle of its widest gap")
  public static let traffic = ParameterKey.choice(
    "traffic", FrogSettings.Traffic.tutorial,
    "tutorial: cars start where the seed puts them; random: they have driven 0-60 s (from the seed)")

  /// Every parameter, in the order of `arcade params` and of tapes.
  public static let all: [any AnyParameterKey] = [
    lives, carSpeed, bays, rounds, speedUp, timeLimit, laneSpread, extraCars, traffic,
  ]
}
