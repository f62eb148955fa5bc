import ArcadeCore

/// The helicopter's motion as the game shows it: its place and velocity (the physics world's body, which
/// falls under gravity) and the lift of the seed's hold rule.
public struct Flight: Sendable, Equatable {
  /// Top-left corner of the helicopter, px.
  public let position: Vec2
  /// Velocity after the last tick, px/s (negative y is up).
  public let velocity: Vec2
  /// The upward speed the next held tick builds on, px/s (the seed's `-impulse`).
  public let lift: Double

  /// The helicopter's box, px.
  public var box: Rect {
    Rect(x: position.x, y: position.y, width: Stage.helicopterSize.x, height: Stage.helicopterSize.y)
  }
}
