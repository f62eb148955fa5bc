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
  /// Blocks across the stage (0: none, the tutorial's stage), and their speed along their rows (0: still).
  public var obstacleCount: Int
  public var obstacleSpeed: Double
  /// The largest radius a circle grows to: the stage's limit, or less with blocks (`Obstacles`).
  public private(set) var largestRadius: Double

  public init(_ values: ParameterValues) {
    circleCount = values[HundredsParameters.circles]
    radius = Double(values[HundredsParameters.radius])
    startSpeed = values[HundredsParameters.startSpeed]
    step = values[HundredsParameters.step]
    target = values[HundredsParameters.target]
    growth = values[HundredsParameters.growth]
    holdRate = values[HundredsParameters.holdRate]
    obstacleCount = values[HundredsParameters.obstacles]
    obstacleSpeed = values[HundredsParameters.obstacleSpeed]
    largestRadius = Obstacles.largestRadius(count: obstacleCount, sliding: obstacleSpeed > 0)
  }

  /// The velocity every circle starts with and gets back at each release.
  public var startVelocity: Vec2 { Vec2(startSpeed, startSpeed) }
}
