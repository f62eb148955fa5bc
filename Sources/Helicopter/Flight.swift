import ArcadeCore

/// The helicopter's motion: lift while held, gravity always, integrated by semi-implicit Euler
/// exactly as `PhysicsWorld` does (velocity += gravity·dt, then position += velocity·dt).
public struct Flight: Sendable, Equatable {
  /// Top-left corner of the helicopter, px.
  public private(set) var position: Vec2
  /// Velocity after the last tick, px/s (negative y is up).
  public private(set) var velocity: Vec2
  /// The upward speed the next held tick builds on, px/s (the seed's `-impulse`).
  public private(set) var lift: Double

  public init(rules: HeliRules) {
    position = Stage.helicopterStart
    velocity = .zero
    lift = rules.liftStart
  }

  /// The helicopter's box, px.
  public var box: Rect {
    Rect(x: position.x, y: position.y, width: Stage.helicopterSize.x, height: Stage.helicopterSize.y)
  }

  /// One tick. Held: the lift grows and the velocity is set straight up at that speed (the seed's
  /// `impulse -= 3; setLinearVelocity(0, impulse)`). Not held: the lift is back at its start
  /// value and the velocity carries on. Gravity then acts in both cases, as in the physics step
  /// that follows `setLinearVelocity` in the original.
  mutating func advance(holding: Bool, rules: HeliRules) {
    if holding {
      lift += rules.liftGrowthPerTick
      velocity = Vec2(0, -lift)
    } else {
      lift = rules.liftStart
    }
    velocity.y += rules.gravity * HeliRules.dt
    position.y += velocity.y * HeliRules.dt
  }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(position)
    hasher.combine(velocity)
    hasher.combine(lift)
  }
}
