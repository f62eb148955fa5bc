import ArcadeCore

/// Where a real hold comes from, best first (Docs/design.md "Taps are taps": a press is never read as held
/// until proven released).
public enum HoldMethod: Sendable, Equatable {
  /// The terminal reports releases (kitty keyboard protocol): held from press to release, at least a tap.
  case kitty
  /// No releases: a press is the game's short, fixed tap, and each auto-repeat extends it.
  case tap
  /// No releases: every press toggles the hold.
  case toggle

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
public struct HoldResolver: Sendable {
  public let method: HoldMethod
  public let actions: HoldActions

  /// Kitty: keys down; toggle: holds toggled on.
  private var down: Buttons = []
  /// Ticks of tap left per button, indexed by the button's bit.
  private var tapLeft = [Int](repeating: 0, count: 16)
  /// Whether a tick was taken; a toggle press before the first one is a tap (it started the game).
  private var ticked = false

  public init(method: HoldMethod, actions: HoldActions) {
    self.method = method
    self.actions = actions
  }

  /// Records a key event of one hold action; returns true when it starts a hold (a `pressed` edge).
  public mutating func key(_ button: Buttons, _ phase: KeyPhase) -> Bool {
    let bit = button.rawValue.trailingZeroBitCount
    let wasHeld = tapLeft[bit] > 0 || down.contains(button)
    switch (method, phase) {
    case (.kitty, .press):
      down.insert(button)
      tapLeft[bit] = max(tapLeft[bit], actions.tapTicks)
    case (.kitty, .release):
      down.remove(button)
      return false
    case (.tap, _):
      // A terminal without releases sends none; should one come, the tap still runs its course.
      guard phase != .release else { return false }
      tapLeft[bit] = actions.tapTicks
    case (.toggle, .press) where !ticked:
      tapLeft[bit] = actions.tapTicks
    case (.toggle, .press):
      if down.contains(button) {
        down.remove(button)
        tapLeft[bit] = 0
        return false
      }
      down.insert(button)
    case (.kitty, .repeat), (.toggle, _):
      // A kitty repeat adds nothing to a key already down (nor starts a key pressed in a menu).
      return false
    }
    return !wasHeld
  }

  /// The hold actions held during the next tick; counts that tick off the running taps.
  public mutating func nextTick() -> Buttons {
    ticked = true
    var held = down
    for bit in tapLeft.indices where tapLeft[bit] > 0 {
      held.insert(Buttons(rawValue: 1 << UInt16(bit)))
      tapLeft[bit] -= 1
    }
    return held
  }

  /// Lets go of everything (pause, focus lost, window too small).
  public mutating func releaseAll() {
    down = []
    tapLeft = [Int](repeating: 0, count: tapLeft.count)
  }
}
