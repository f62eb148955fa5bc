import ArcadeCore

extension FrogGame {
  public var hasGhostAvatar: Bool { true }

  /// The frog alone, faint, where it sits: the cars are the same in every run of a seed, so another run's
  /// frog can hop across this one's roads.
  public func drawGhost(into canvas: inout Canvas) {
    guard status == .playing else { return }
    let layout = FrogLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    Self.frog.draw(
      center: Vec2(Double(frogX), Double(frogY)), layout: layout, color: Style.ghost.foreground,
      attributes: Style.ghost.attributes, into: &canvas)
  }
}
