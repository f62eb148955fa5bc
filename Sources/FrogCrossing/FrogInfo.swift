import ArcadeCore

extension FrogGame {
  /// The game's description, keys, help and parameters; its smallest canvas is `FrogView`'s, grown to fill the
  /// room by `FrogLayout`.
  public static let info = GameInfo(
    id: "frog", title: "Frog Crossing", summary: "Guide the frog across two busy roads into the three bays.",
    simulationVersion: 1,
    parameters: FrogParameters.all,
    bindings: [KeyBinding([.pad], "hop")],
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
    canvasSize: FrogView.canvasSize, alsoFits: [FrogView.narrowest], fitting: FrogLayout.canvasSize(fitting:),
    viewport: { FrogLayout(canvas: $0).viewport }, levelGoal: levelGoal)

  /// A level's card line: the bays to fill, and the rounds and the clock when they are more than the tutorial's.
  static func levelGoal(_ values: ParameterValues) -> String {
    let bays = values[FrogParameters.bays]
    var goal = "Fill \(bays) bay\(bays == 1 ? "" : "s")"
    switch values[FrogParameters.rounds] {
    case 0: goal += ", round after round"
    case 1: break
    case let rounds: goal += " \(rounds) times"
    }
    let seconds = values[FrogParameters.timeLimit]
    if seconds > 0 { goal += ", \(seconds) s a frog" }
    return goal
  }
}
