import ArcadeCore

/// A "+50" that rises from a collected puck and fades, as in the original (20 px in 500 ms).
public struct Floater: Sendable, Equatable {
  public let text: String
  /// Where the collected puck was.
  public let origin: Vec2
  /// Ticks since it appeared.
  public internal(set) var age: Int

  static func life(tickRate: Int) -> Int { Int((0.5 * Double(tickRate)).rounded()) }

  /// Where it is drawn now, rising linearly over its life.
  func position(life: Int) -> Vec2 { origin - Vec2(0, 20 * Double(min(age, life)) / Double(life)) }
}
