import ArcadeCore

/// Where a real hold comes from, best first (Docs/design.md "Taps are taps": a press is never read as held
/// until proven released). The raw values are how `--hold` spells the methods it may choose.
public enum HoldMethod: String, Sendable, Equatable {
  /// The terminal reports releases (kitty keyboard protocol): held from press to release, at least a tap.
  case kitty
  /// No releases: a press is the game's short, fixed tap, and each auto-repeat extends it.
  case tap
  /// No releases: every press toggles the hold.
  case toggle

  /// The methods for a terminal that reports no key releases, which `--hold` chooses from (tap by default).
  public static let withoutReleases: [HoldMethod] = [.tap, .toggle]

  /// One line for the title and help screens.
  public func describe(mouse: Bool) -> String {
    switch self {
    case .kitty:
      return mouse
        ? "Hold: the mouse button or a key (this terminal reports key releases)"
        : "Hold: hold a key (this terminal reports key releases)"
    case .tap:
      return mouse
        ? "Hold: the mouse button; a key tap is short, a key held down is long"
        : "Hold: a key tap is short, a key held down is long (--hold toggle latches)"
    case .toggle:
      return mouse
        ? "Hold: the mouse button, or press a key once to hold, again to let go"
        : "Hold: press a key once to hold, again to let go"
    }
  }
}

/// Decides, tick by tick, which of a game's hold actions are held, from key events that may or may not
/// include releases. Holds are counted in ticks, so a tap is the same fixed action however the loop runs.
///
/// Every press counts: a press while a tap runs extends it (an auto-repeat, a key held down), but a second
/// press read in the same burst as the first (before a tick took it: a quick double tap, keys typed ahead
/// over a slow link) is a tap of its own, after a released tick, so the game sees each press.
public struct HoldResolver: Sendable {
  public let method: HoldMethod
  public let actions: HoldActions

  /// Kitty: keys down; toggle: holds toggled on.
  private var down: Buttons = []
  /// Per button, indexed by its bit: ticks left of the running tap, and taps of a burst still to come.
  private var tapLeft = [Int](repeating: 0, count: 16)
  private var queued = [Int](repeating: 0, count: 16)
  /// Buttons pressed since the last tick: a further press of one of them is a tap of its own.
  private var burst: Buttons = []
  /// Buttons whose hold starts on the next tick (the game's `pressed` edge).
  private var starts: Buttons = []
  /// Buttons in the released tick between two taps.
  private var between: Buttons = []

  public init(method: HoldMethod, actions: HoldActions) {
    self.method = method
    self.actions = actions
  }

  /// Records a key event of one hold action.
  public mutating func key(_ button: Buttons, _ phase: KeyPhase) {
    let bit = button.rawValue.trailingZeroBitCount
    switch (method, phase) {
    case (.kitty, .release):
      down.remove(button)
    case (.toggle, .press):
      // On and off before a tick: the game still sees the press (a tap within the tick).
      if down.contains(button) {
        down.remove(button)
      } else {
        down.insert(button)
        starts.insert(button)
      }
    case (.kitty, .press), (.tap, .press), (.tap, .repeat):
      if method == .kitty { down.insert(button) }
      if burst.contains(button) {
        queued[bit] += 1
      } else if tapLeft[bit] > 0 || queued[bit] > 0 {
        // An auto-repeat (or a press mid-tap) extends the tap running; one still to come is whole anyway.
        if queued[bit] == 0 { tapLeft[bit] = max(tapLeft[bit], actions.tapTicks) }
      } else {
        tapLeft[bit] = actions.tapTicks
        starts.insert(button)
      }
      burst.insert(button)
    case (.kitty, .repeat), (.toggle, _), (.tap, .release):
      // A kitty repeat adds nothing to a key already down (nor starts a key pressed in a menu); a terminal
      // without releases sends none, and should one come, the tap still runs its course.
      break
    }
  }

  /// The hold actions held during the next tick, and those whose hold starts on it; counts that tick off the taps.
  public mutating func nextTick() -> (held: Buttons, started: Buttons) {
    burst = []
    var held = down
    var started = starts
    starts = []
    for bit in tapLeft.indices where tapLeft[bit] > 0 || queued[bit] > 0 {
      let button = Buttons(rawValue: 1 << UInt16(bit))
      if tapLeft[bit] == 0 && between.contains(button) {
        // The released tick between two taps of a burst: even a key still down is let go for it.
        between.remove(button)
        held.remove(button)
        continue
      }
      if tapLeft[bit] == 0 {
        queued[bit] -= 1
        tapLeft[bit] = actions.tapTicks
        started.insert(button)
      }
      held.insert(button)
      tapLeft[bit] -= 1
      if tapLeft[bit] == 0 && queued[bit] > 0 { between.insert(button) }
    }
    return (held, started)
  }

  /// Lets go of everything (pause, focus lost, window too small).
  public mutating func releaseAll() {
    down = []
    tapLeft = [Int](repeating: 0, count: tapLeft.count)
    queued = [Int](repeating: 0, count: queued.count)
    burst = []
    starts = []
    between = []
  }
}
