import ArcadeCore

/// A "+50" that rises from a collected puck and fades, as in the original (20 px in 500 ms).
public struct Floater: Sendable, Equatable {
  public let text: String
  /// Where the collected puck was.
  public let origin: Vec2
  /// Ticks since it appeared.
  public internal(set) var age: Int

  /// Ticks from appearing to gone.
  static let life = Ticks.from(seconds: 0.5)

  /// Where it is drawn now, rising linearly over its life.
  var position: Vec2 { origin - Vec2(0, 20 * Double(min(age, Self.life)) / Double(Self.life)) }
}
