extension Style {
  /// A ghost's look: grey and dim, so it never passes for the player's own avatar.
  public static let ghost = Style(.grey(11), on: .default, [.dim])
}

extension ArcadeRun {
  public var hasGhostAvatar: Bool { game.hasGhostAvatar }

  /// The level being played shows its avatar (none while a level's card shows).
  public func drawGhost(into canvas: inout Canvas) {
    if cardTicksLeft == 0 { game.drawGhost(into: &canvas) }
  }
}
