import ArcadeCore

/// Parameters converted to per-tick units once, at the start.
struct PuckSettings: Sendable, Equatable {
  let puckCount: Int
  let colorCount: Int
  let radius: Double
  /// The tick on which time is up (duration × tick rate).
  let timeUpTick: Int
  let duration: Double
  let points: Int
  let bonusPerSecond: Int
  /// Cursor travel per tick while an arrow is held, px, and per press, px across and down.
  let cursorSpeed: Double
  let cursorStep: Vec2
  /// The score that wins at once; 0: none.
  let goal: Int
  /// Speed of loose pucks, px per tick; 0: they lie still.
  let drift: Double

  init(_ values: ParameterValues) {
    puckCount = values[PuckParameters.pucks]
    colorCount = values[PuckParameters.colors]
    radius = values[PuckParameters.puckRadius]
    duration = values[PuckParameters.duration]
    timeUpTick = max(1, Ticks.from(seconds: duration))
    points = values[PuckParameters.points]
    bonusPerSecond = values[PuckParameters.timeBonus]
    cursorSpeed = values[PuckParameters.cursorSpeed] / Double(Ticks.perSecond)
    cursorStep = Stage.cell * values[PuckParameters.cursorStep]
    goal = values[PuckParameters.goal]
    drift = values[PuckParameters.drift] / Double(Ticks.perSecond)
  }
}
