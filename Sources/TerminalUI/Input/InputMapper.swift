import ArcadeCore

/// Collects the raw events that arrive between ticks and hands the game exactly one `TickInput`
/// per tick: each button press becomes one `pressed` edge (a burst of presses is spread one per tick,
/// in the order typed, so nothing is lost or reordered), the game's hold actions are `held` (and
/// `pressed` as each hold starts) as the hold resolver says (a burst of presses is a tap each),
/// and the mouse becomes at most one `Touch` per tick in world points (moves coalesced).
/// Make one per game, so nothing pressed in a menu or before it carries into it.
public struct InputMapper: Sendable {
  public private(set) var hold: HoldResolver
  /// World points ↔ cells of the game's canvas at its size now (it changes when the terminal does).
  public var viewport: Viewport
  /// Screen cell of the canvas's top-left corner (the centering offset).
  public var canvasOrigin: (column: Int, row: Int)

  private var pendingPresses: [Buttons] = []
  private var pendingTouches: [Touch] = []
  private var touchActive = false
  /// Where the finger was last seen (to lift it there when input is dropped).
  private var lastTouchPoint: (x: Int32, y: Int32) = (0, 0)

  public init(
    holds: HoldActions, holdMethod: HoldMethod, viewport: Viewport, canvasOrigin: (column: Int, row: Int) = (0, 0)
  ) {
    self.hold = HoldResolver(method: holdMethod, actions: holds)
    self.viewport = viewport
    self.canvasOrigin = canvasOrigin
  }

  /// A key event for one game button. A hold action goes to the resolver, which says when it is held
  /// and pressed; any other button is pressed by every press and auto-repeat (one step each).
  /// `now` is unused: holds are counted in ticks, so only the order of events matters.
  public mutating func key(_ button: Buttons, _ phase: KeyPhase, at now: UInt64) {
    if hold.actions.buttons.contains(button) {
      hold.key(button, phase)
    } else if phase != .release {
      pendingPresses.append(button)
    }
  }

  /// A mouse event at a screen cell: the finger.
  public mutating func mouse(_ event: MouseEvent) {
    let p = viewport.worldPoint(column: event.column - canvasOrigin.column, row: event.row - canvasOrigin.row)
    switch event.kind {
    case .press, .drag:
      // A drag with no press seen (the press came during a pause, say) begins a touch.
      let moved = touchActive && event.kind == .drag
      if touchActive && !moved { queue(Touch(.ended, x: p.x, y: p.y)) }
      touchActive = true
      queue(Touch(moved ? .moved : .began, x: p.x, y: p.y))
    case .release:
      guard touchActive else { return }
      touchActive = false
      queue(Touch(.ended, x: p.x, y: p.y))
    case .scrollUp, .scrollDown:
      return
    }
  }

  private mutating func queue(_ touch: Touch) {
    lastTouchPoint = (touch.x, touch.y)
    // Consecutive moves still waiting collapse into the latest one.
    if touch.phase == .moved, let last = pendingTouches.last, last.phase == .moved {
      pendingTouches[pendingTouches.count - 1] = touch
    } else {
      pendingTouches.append(touch)
    }
  }

  /// The input for the next tick: the oldest waiting press (one a tick, so that a game which reads its
  /// buttons in an order of its own still sees them in the order typed: puck's right, right, space grabs
  /// after both moves), the hold actions held (and pressed where their hold starts), and the oldest
  /// waiting touch. `now` is unused (see `key`).
  public mutating func nextTick(at now: UInt64) -> TickInput {
    var pressed = pendingPresses.isEmpty ? [] : pendingPresses.removeFirst()
    let (held, started) = hold.nextTick()
    pressed.formUnion(started)
    let touch = pendingTouches.isEmpty ? nil : pendingTouches.removeFirst()
    return TickInput(pressed: pressed, held: held, touch: touch)
  }

  /// Drops waiting input and holds (entering a pause); a finger still down is lifted at its last point.
  public mutating func releaseAll() {
    pendingPresses.removeAll()
    hold.releaseAll()
    pendingTouches.removeAll()
    if touchActive {
      touchActive = false
      pendingTouches.append(Touch(.ended, x: lastTouchPoint.x, y: lastTouchPoint.y))
    }
  }
}
