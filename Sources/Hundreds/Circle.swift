import ArcadeCore

/// What holds a circle down: a finger (the mouse), its number key, or the keyboard cursor.
struct Holds: OptionSet, Sendable, Equatable {
  let rawValue: UInt8
  static let touch = Holds(rawValue: 1 << 0)
  static let key = Holds(rawValue: 1 << 1)
  static let cursor = Holds(rawValue: 1 << 2)
}

/// A circle's game state; its position and velocity live in the physics world under `body`.
struct Circle: Sendable, Equatable {
  let body: BodyID
  var radius: Double
  /// The number written on it: the points it has earned so far.
  var label = 0
  var holds: Holds = []
  /// Hold growth: ticks held since the press, radius at the press and points earned since.
  var heldTicks = 0
  var radiusAtPress = 0.0
  var pointsThisHold = 0

  var isPressed: Bool { !holds.isEmpty }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(Int(body.index))
    hasher.combine(radius)
    hasher.combine(label)
    hasher.combine(byte: holds.rawValue)
    hasher.combine(heldTicks)
    hasher.combine(radiusAtPress)
    hasher.combine(pointsThisHold)
  }
}

/// One circle as seen from outside the game (tests, front end): a read-only snapshot.
public struct HundredsCircle: Sendable, Equatable {
  /// 1-based: the number key that presses it.
  public let key: Int
  public let position: Vec2
  public let velocity: Vec2
  public let radius: Double
  public let label: Int
  public let isPressed: Bool
}
