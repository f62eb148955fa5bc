import ArcadeCore

/// The pointer: where the mouse last was, or where the arrows moved the keyboard cursor.
/// A held puck follows it. It never leaves the stage.
struct Pointer: Sendable, Equatable {
  var position = Vec2(Stage.width / 2, Stage.height / 2)

  /// Moves by the arrows: one step (px across, px down) on the tick an arrow goes down, then `speed` per tick
  /// while it stays down (a tick with a press moves by the step only, so a key repeat does not move twice).
  mutating func move(_ input: TickInput, step: Vec2, speed: Double) {
    var delta = Vec2.zero
    let directions: [(Buttons, Vec2)] = [
      (.left, Vec2(-1, 0)), (.right, Vec2(1, 0)), (.up, Vec2(0, -1)), (.down, Vec2(0, 1)),
    ]
    for (button, unit) in directions {
      if input.pressed.contains(button) {
        delta += Vec2(unit.x * step.x, unit.y * step.y)
      } else if input.held.contains(button) {
        delta += unit * speed
      }
    }
    if delta != .zero { position = keptInside(position + delta, margin: step * 0.5) }
  }

  /// Where an arrow move ends: on the stage and half a step inside its edges (never pushed back past where
  /// it started), so that the cursor is drawn in the edge cell and the next press away from it moves it a cell.
  private func keptInside(_ p: Vec2, margin: Vec2) -> Vec2 {
    let low = Vec2(min(margin.x, position.x), min(margin.y, position.y))
    let high = Vec2(max(Stage.width - margin.x, position.x), max(Stage.height - margin.y, position.y))
    return Pointer.clamped(Vec2(min(max(p.x, low.x), high.x), min(max(p.y, low.y), high.y)))
  }

  static func clamped(_ p: Vec2) -> Vec2 {
    Vec2(min(max(p.x, 0), Stage.width), min(max(p.y, 0), Stage.height))
  }

  /// Where a held puck of radius `r` sits for this pointer: on it, but kept fully on the stage.
  func puckCenter(radius r: Double) -> Vec2 {
    Vec2(min(max(position.x, r), Stage.width - r), min(max(position.y, r), Stage.height - r))
  }
}
