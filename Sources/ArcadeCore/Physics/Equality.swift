extension PhysicsWorld: Equatable {
  /// Two worlds are equal when their bodies (living or removed) and their contacts are: a step's working
  /// lists are not part of the state.
  public static func == (a: PhysicsWorld, b: PhysicsWorld) -> Bool {
    a.gravity == b.gravity && a.kinds == b.kinds && a.shapes == b.shapes && a.positions == b.positions
      && a.velocities == b.velocities && a.sensors == b.sensors && a.alive == b.alive && a.touching == b.touching
      && a.began == b.began && a.ended == b.ended
  }
}
