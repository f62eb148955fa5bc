import ArcadeCore

/// The game's declared parameters, turned into the numbers the simulation uses per tick.
struct FrogSettings: Sendable, Equatable {
  static let parameters: [Parameter] = [
    .integer("lives", 1, in: 1...9, "Frogs per game; a hit or a timeout costs one"),
    .real("car-speed", 30, in: 1...300, unit: "px/s", "Speed of every car, to 0.1 px/s (the seed: 1 px per 1/30 s)"),
    .integer("bays", 3, in: 1...5, "Goal bays to fill per round"),
    .integer("rounds", 1, in: 0...99, "Rounds to win: all bays filled ends a round; 0 = endless"),
    .real("speed-up", 0, in: 0...100, unit: "px/s", "Added to the car speed after each round (up to 300); 0 = off"),
    .integer("time-limit", 0, in: 0...600, unit: "s", "Seconds per frog before it loses a life; 0 = off"),
  ]

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
    lives = values.int("lives")
    carStep = Self.step(forSpeed: values.double("car-speed"))
    bays = values.int("bays")
    rounds = values.int("rounds")
    speedUpStep = Self.step(forSpeed: values.double("speed-up"))
    timeLimitTicks = values.int("time-limit") * Stage.ticksPerSecond
  }

  /// px/s → whole 1/600 px per tick (60 ticks/s): ×10, rounded to the nearest unit.
  static func step(forSpeed pxPerSecond: Double) -> Int {
    Int((pxPerSecond * Double(Stage.subpixelsPerPoint) / Double(Stage.ticksPerSecond)).rounded())
  }
}

extension FrogGame {
  public static let info = GameInfo(
    id: "frog", title: "Frog Crossing", summary: "Guide the frog across two busy roads into the three bays.",
    simulationVersion: 1,
    parameters: FrogSettings.parameters,
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
