/// What a game's buttons do, for its key hints: the front end's key table (`KeyMap`) spells the keys of each, so a
/// hint always names the keys that decide.
public struct KeyBinding: Sendable, Equatable {
  /// The buttons, named in this order: `[.action, .up]` reads "space enter ↑ w k".
  public var buttons: [Buttons]
  /// The mouse too: alone it is "mouse"; after buttons, ", or the mouse button".
  public var mouse: Bool
  /// What they do, e.g. "hop".
  public var action: String

  public init(_ buttons: [Buttons], orMouse mouse: Bool = false, _ action: String) {
    (self.buttons, self.mouse, self.action) = (buttons, mouse, action)
  }

  /// The mouse alone.
  public static func mouse(_ action: String) -> KeyBinding { KeyBinding([], orMouse: true, action) }
}

/// The size of a game's canvas in terminal cells.
public struct CanvasSize: Sendable, Equatable {
  public var columns: Int
  public var rows: Int
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// Whether a canvas of this size fits in `room`.
  public func fits(in room: CanvasSize) -> Bool { columns <= room.columns && rows <= room.rows }
}

/// A game's hold actions: the buttons it reads while held, and the fixed action a key press gives them
/// when the terminal sends no key releases (Docs/design.md "Taps are taps"): a press holds them for `tapTicks`
/// ticks and every auto-repeat starts that count again, so a tap is short and holding the key extends it.
public struct HoldActions: Sendable, Equatable {
  /// Buttons whose hold the game reads (rise, hold a circle); every other button is only ever pressed.
  public var buttons: Buttons
  /// Ticks a key press holds them without a release; also the least a press reported with its release lasts.
  public var tapTicks: Int

  public init(_ buttons: Buttons, tapTicks: Int) {
    precondition(buttons.isEmpty || tapTicks >= 1, "a hold action lasts at least the tick of its press")
    self.buttons = buttons
    self.tapTicks = tapTicks
  }

  /// A game that reads no holds: every key press and auto-repeat is one press.
  public static let none = HoldActions([], tapTicks: 0)
}

/// What a game that waits for its player waits for, after Play and Play again, before its clock starts (the
/// helicopter hovers until it is flown, rather than falling while the player reads): a press of one of these
/// buttons, or of the mouse button. That press is the first tick's input, so a tape starts at the first action
/// and every run, recorded or live, starts at the same moment relative to it.
public struct FirstAction: Sendable, Equatable {
  public var buttons: Buttons
  /// What the screen says meanwhile, e.g. "Press space or the mouse button to take off".
  public var prompt: String

  public init(_ buttons: Buttons, prompt: String) {
    self.buttons = buttons
    self.prompt = prompt
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
  /// The parameters' declarations, from the game's typed keys (`<Game>Parameters.all`), in their order.
  public var parameters: ParameterSet
  public var bindings: [KeyBinding]
  /// Lines of the help and instructions screens.
  public var help: [String]
  /// Credits of the original tutorial and its art.
  public var credits: [String]
  /// The smallest canvas the game draws on (what it needs of the terminal, less the hint bar).
  public var canvasSize: CanvasSize
  /// Every smallest canvas the game plays on, none of them larger than another: a game with a layout for narrow
  /// rooms names that one too (hundreds and puck, their panels below the stage; frog, all of it narrower).
  public var smallestSizes: [CanvasSize]
  /// How the picture is sized to a room, and how its world maps to a canvas of a size: a view of the
  /// state only, so the size never changes a tick, a hash or a tape.
  private let canvasSizeFitting: @Sendable (CanvasSize) -> CanvasSize?
  private let viewportFor: @Sendable (CanvasSize) -> Viewport
  /// Maps world points to cells of the smallest canvas.
  public var viewport: Viewport { viewportFor(canvasSize) }
  /// The buttons the game reads while held (hold to rise / hold a circle) and what a key tap gives them.
  public var holds: HoldActions
  /// The game reads held buttons, so the front end resolves holds (kitty releases, the mouse, a toggle).
  public var usesHold: Bool { !holds.buttons.isEmpty }
  /// The first action the game waits for before its clock starts; nil: it runs from Play.
  public var waitsFor: FirstAction?
  /// What winning a level with these parameters means, in a few words for its card ("Fill 3 bays").
  private let levelGoalFor: @Sendable (ParameterValues) -> String

  public init(
    id: String, title: String, summary: String, simulationVersion: Int,
    parameters: [any AnyParameterKey], bindings: [KeyBinding], help: [String], credits: [String],
    canvasSize: CanvasSize, alsoFits: [CanvasSize] = [], fitting: (@Sendable (CanvasSize) -> CanvasSize?)? = nil,
    viewport: @escaping @Sendable (CanvasSize) -> Viewport, holds: HoldActions = .none, waitsFor: FirstAction? = nil,
    levelGoal: @escaping @Sendable (ParameterValues) -> String = { _ in "Win the round" }
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.simulationVersion = simulationVersion
    self.parameters = ParameterSet(game: id, parameters.map(\.declaration))
    self.bindings = bindings
    self.help = help
    self.credits = credits
    self.canvasSize = canvasSize
    let sizes = [canvasSize] + alsoFits
    smallestSizes = sizes.filter { size in !sizes.contains { $0 != size && $0.fits(in: size) } }
    canvasSizeFitting = fitting ?? { _ in canvasSize }
    viewportFor = viewport
    self.holds = holds
    self.waitsFor = waitsFor
    levelGoalFor = levelGoal
  }

  /// What winning a level of an arcade run with these parameters means, for its card and `arcade levels`.
  public func levelGoal(_ values: ParameterValues) -> String { levelGoalFor(values) }

  /// The canvas the game draws for a room of that many cells (by default the smallest, centered); nil when
  /// the room is too small.
  public func canvasSize(fitting room: CanvasSize) -> CanvasSize? {
    guard smallestSizes.contains(where: { $0.fits(in: room) }), let size = canvasSizeFitting(room), size.fits(in: room)
    else { return nil }
    return size
  }

  /// World points ↔ cells of a canvas of that size: what the game draws through and the mouse maps back through.
  public func viewport(for canvas: CanvasSize) -> Viewport { viewportFor(canvas) }
}
