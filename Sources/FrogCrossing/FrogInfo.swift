import ArcadeCore

/// The game's declared parameters, turned into the numbers the simulation uses per tick.
struct FrogSettings: Sendable, Equatable {
  var lives: Int
  /// Car step per tick in 1/600 px (speeds are rounded to 0.1 px/s, so steps are whole).
  var carStep: Int
  var bays: Int
  var rounds: Int
  var speedUpStep: Int
  /// Ticks each frog gets; 0 = no limit.
  var timeLimitTicks: Int

  /// The fastest cars get: the car-speed parameter's own maximum.
  static let maxCarStep = step(forSpeed: 300)

  init(_ values: ParameterValues) {
    lives = values[FrogParameters.lives]
    carStep = Self.step(forSpeed: values[FrogParameters.carSpeed])
    bays = values[FrogParameters.bays]
    rounds = values[FrogParameters.rounds]
    speedUpStep = Self.step(forSpeed: values[FrogParameters.speedUp])
    timeLimitTicks = values[FrogParameters.timeLimit] * Ticks.perSecond
  }

  /// px/s → whole 1/600 px per tick (60 ticks/s): ×10, rounded to the nearest unit.
  static func step(forSpeed pxPerSecond: Double) -> Int {
    Int((pxPerSecond * Double(Stage.subpixelsPerPoint) / Double(Ticks.perSecond)).rounded())
  }
}

extension FrogGame {
  public static let info = GameInfo(
    id: "frog", title: "Frog Crossing", summary: "Guide the frog across two busy roads into the three bays.",
    simulationVersion: 1,
    parameters: FrogParameters.all,
    bindings: [KeyBinding(keys: "←↑↓→ wasd hjkl", action: "hop", shortKeys: "←↑↓→")],
    help: [
      "Hop the frog across both roads into the bays at the top.",
      "Each press of a pad button (or a click on it) hops one lane.",
      "A car touching the frog costs a life; fill every bay to win.",
      "A filled bay is closed: hop into an empty one.",
      "Score: 10 per new lane reached by this frog, 50 per bay.",
    ],
    credits: [
      "Frog crossing: after the Corona SDK tutorial",
      "\"Create a Frogger inspired game\" (Tuts+), graphics from its Frogger sprite pack.",
      "Terminal port for the arcade.",
    ],
    canvasSize: FrogView.canvasSize, fitting: FrogLayout.canvasSize(fitting:),
    viewport: { FrogLayout(canvas: $0).viewport })
}
