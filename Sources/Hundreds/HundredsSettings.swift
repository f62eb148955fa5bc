import ArcadeCore

/// The rules one game was started with, read once from its parameters (defaults = the tutorial).
public struct HundredsSettings: Sendable, Equatable {
  /// How a pressed circle grows: a fixed step per press (the tutorial) or continuously while held
  /// (the original game).
  public enum Growth: String, Sendable, CaseIterable {
    case step
    case hold
  }

  public var circleCount: Int
  /// Starting radius of every circle, px.
  public var radius: Double
  /// Speed on each axis at the start and after every release, px/s.
  public var startSpeed: Double
  /// Points and px of radius a press adds (step growth).
  public var step: Int
  /// Score that wins when reached at a release.
  public var target: Int
  public var growth: Growth
  /// Points and px of radius gained per second held (hold growth); the default 6 is +2 per 1/3 s.
  public var holdRate: Int

  public init(_ values: ParameterValues) {
    circleCount = values.int("circles")
    radius = Double(values.int("radius"))
    startSpeed = values.double("start-speed")
    step = values.int("step")
    target = values.int("target")
    growth = Growth(rawValue: values.choice("growth")) ?? .step
    holdRate = values.int("hold-rate")
  }

  /// The velocity every circle starts with and gets back at each release.
  public var startVelocity: Vec2 { Vec2(startSpeed, startSpeed) }

  static let parameters: [Parameter] = [
    .integer("circles", 5, in: 1...9, "Circles on the stage (number keys 1 to 9 press them)"),
    .integer("radius", 21, in: 8...40, unit: "px", "Starting radius of each circle"),
    .real("start-speed", 100, in: 0...300, unit: "px/s", "Speed on each axis at the start and after each release"),
    .integer("step", 2, in: 1...20, "Points and px of radius each press adds (step growth)"),
    .integer("target", 100, in: 2...999, "Score that wins, checked when a circle is released"),
    .choice(
      "growth", "step", of: ["step", "hold"],
      "step: a fixed step per press (tutorial); hold: grow while held (the original game)"),
    .integer("hold-rate", 6, in: 1...60, unit: "/s", "Points and px of radius gained per second held (hold growth)"),
  ]
}
