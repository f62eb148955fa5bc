/// A line of a game's key table: which keys, what they do, and the buttons they press.
/// The front end builds its key-hint bar and help screen from these.
public struct KeyBinding: Sendable, Equatable {
  /// Keys as shown to the player, e.g. "←↑↓→ wasd hjkl".
  public var keys: String
  /// What they do, e.g. "hop".
  public var action: String
  /// Short form for a narrow hint bar, e.g. "←↑↓→".
  public var shortKeys: String

  public init(keys: String, action: String, shortKeys: String? = nil) {
    self.keys = keys
    self.action = action
    self.shortKeys = shortKeys ?? keys
  }
}

/// The size of a game's canvas in terminal cells.
public struct CanvasSize: Sendable, Equatable {
  public var columns: Int
  public var rows: Int
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// Everything the front end and the command line need to know about a game, declared once.
public struct GameInfo: Sendable {
  /// Command-line id: "frog", "puck", "heli", "hundreds".
  public var id: String
  public var title: String
  /// One line for the menu and `arcade list`.
  public var summary: String
  /// Bumped on every change to the rules that changes results; tapes of another version are refused.
  public var simulationVersion: Int
  /// Ticks per second of the simulation.
  public var tickRate: Int
  public var parameters: ParameterSet
  public var bindings: [KeyBinding]
  /// Lines of the help and instructions screens.
  public var help: [String]
  /// Credits of the original tutorial and its art.
  public var credits: [String]
  public var canvasSize: CanvasSize
  /// Maps world points to canvas cells; the front end inverts it for the mouse.
  public var viewport: Viewport
  /// The game reads held buttons (hold to rise / hold a circle), so the front end must resolve releases.
  public var usesHold: Bool

  public init(
    id: String, title: String, summary: String, simulationVersion: Int, tickRate: Int = 60,
    parameters: ParameterSet, bindings: [KeyBinding], help: [String], credits: [String],
    canvasSize: CanvasSize, viewport: Viewport, usesHold: Bool
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.simulationVersion = simulationVersion
    self.tickRate = tickRate
    self.parameters = parameters
    self.bindings = bindings
    self.help = help
    self.credits = credits
    self.canvasSize = canvasSize
    self.viewport = viewport
    self.usesHold = usesHold
  }
}
