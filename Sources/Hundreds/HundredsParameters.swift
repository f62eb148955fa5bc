import ArcadeCore

/// The game's parameters, each declared once; the defaults are the tutorial's numbers.
public enum HundredsParameters {
  public static let circles = ParameterKey.integer(
    "circles", 5, in: 1...9, "Circles on the stage (number keys 1 to 9 press them)")
  public static let radius = ParameterKey.integer(
    "radius", 21, in: 8...40, unit: "px", "Starting radius of each circle")
  public static let startSpeed = ParameterKey.real(
    "start-speed", 100, in: 0...300, unit: "px/s", "Speed on each axis at the start and after each release")
  public static let step = ParameterKey.integer(
    "step", 2, in: 1...20, "Points and px of radius each press adds (step growth)")
  public static let target = ParameterKey.integer(
    "target", 100, in: 2...999, "Score that wins, checked when a circle is released")
  public static let growth = ParameterKey.choice(
    "growth", HundredsSettings.Growth.step,
    "step: a fixed step per press (tutorial); hold: grow while held (the original game)")
  public static let holdRate = ParameterKey.integer(
    "hold-rate", 6, in: 1...60, unit: "/s", "Points and px of radius gained per second held (hold growth)")
  public static let obstacles = ParameterKey.integer(
    "obstacles", 0, in: 0...3, "Blocks across the stage, one to a row: a pressed circle that touches one loses")
  public static let obstacleSpeed = ParameterKey.real(
    "obstacle-speed", 0, in: 0...200, unit: "px/s", "Speed of the blocks sliding along their rows (0: they stay still)")

  /// Every parameter, in the order of `arcade params` and of tapes.
  public static let all: [any AnyParameterKey] = [
    circles, radius, startSpeed, step, target, growth, holdRate, obstacles, obstacleSpeed,
  ]
}
