/// A simulation whose world does not depend on the player (frog's cars, the helicopter's cave and blocks), so
/// another run of the same seed and parameters can be shown in it: only that run's avatar is drawn, faint.
/// A game without it (puck, hundreds, whose boards move with the player) is raced by its score alone.
public protocol GhostAvatar {
  /// Draws only the player's avatar (the frog, the helicopter) in `Style.ghost`, where the game's own drawing
  /// would put it on a canvas of this size; nothing once the run has ended.
  func drawGhost(into canvas: inout Canvas)
}

extension Style {
  /// A ghost's look: grey and dim, so it never passes for the player's own avatar.
  public static let ghost = Style(.grey(11), on: .default, [.dim])
}

extension ArcadeRun: GhostAvatar where G: GhostAvatar {
  /// The level being played shows its avatar (none while a level's card shows).
  public func drawGhost(into canvas: inout Canvas) {
    if cardTicksLeft == 0 { game.drawGhost(into: &canvas) }
  }
}
