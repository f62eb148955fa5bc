import ArcadeCore

/// Turning a tick's input into presses and releases, and what they do to the score.
extension HundredsGame {
  /// How far one arrow press moves the cursor, px (about two columns or one row).
  static let cursorStep = 22.0

  mutating func moveCursor(_ input: TickInput) {
    var d = Vec2.zero
    if input.pressed.contains(.left) { d.x -= Self.cursorStep }
    if input.pressed.contains(.right) { d.x += Self.cursorStep }
    if input.pressed.contains(.up) { d.y -= Self.cursorStep }
    if input.pressed.contains(.down) { d.y += Self.cursorStep }
    if d != .zero || input.pressed.contains(.action) { cursorShown = true }
    cursor = Vec2(min(max(cursor.x + d.x, 0), Stage.width - 1), min(max(cursor.y + d.y, 0), Stage.height - 1))
  }

  /// The topmost (last drawn, highest numbered) circle containing a point.
  func circle(at point: Vec2) -> Int? {
    state.indices.last { k in
      (world.position(of: state[k].body) - point).lengthSquared <= state[k].radius * state[k].radius
    }
  }

  /// Updates what holds each circle, then presses the circles that became held and releases the
  /// ones that were let go, in key order. A key or cursor tap (pressed but not held) presses and
  /// releases within the tick.
  mutating func resolvePresses(_ input: TickInput) -> TickEvents {
    // Bit k stands for circle k (at most 9 circles): two masks instead of two arrays, so a tick allocates nothing.
    var wasPressed: UInt16 = 0
    for k in state.indices where state[k].isPressed { wasPressed |= 1 << k }
    var tapped: UInt16 = 0

    if let touch = input.touch {
      switch touch.phase {
      case .began:
        letGoOfTouch()
        if let k = circle(at: touch.point) {
          state[k].holds.insert(.touch)
          touchCircle = k
        }
      case .moved: break
      case .ended: letGoOfTouch()
      }
    }

    for k in state.indices where k < 9 {
      let slot = Buttons.slot(k + 1)
      if input.held.contains(slot) {
        state[k].holds.insert(.key)
      } else {
        state[k].holds.remove(.key)
        if input.pressed.contains(slot) { tapped |= 1 << k }
      }
    }

    if input.pressed.contains(.action) {
      letGoOfCursor()
      if let k = circle(at: cursor) {
        if input.held.contains(.action) {
          state[k].holds.insert(.cursor)
          cursorCircle = k
        } else {
          tapped |= 1 << k
        }
      }
    } else if !input.held.contains(.action) {
      letGoOfCursor()
    }

    var events: TickEvents = []
    for k in state.indices where status == .playing {
      let now = state[k].isPressed
      let was = wasPressed & (1 << k) != 0
      if !was && now {
        events.formUnion(press(k))
      } else if was && !now {
        events.formUnion(release(k))
      } else if !was && tapped & (1 << k) != 0 {
        events.formUnion(press(k))
        events.formUnion(release(k))
      }
    }
    return events
  }

  private mutating func letGoOfTouch() {
    if let k = touchCircle { state[k].holds.remove(.touch) }
    touchCircle = nil
  }

  private mutating func letGoOfCursor() {
    if let k = cursorCircle { state[k].holds.remove(.cursor) }
    cursorCircle = nil
  }

  /// The circle turns red; with step growth it also grows and scores one step at once.
  mutating func press(_ k: Int) -> TickEvents {
    switch settings.growth {
    case .step:
      score += settings.step
      setRadius(state[k].radius + Double(settings.step), of: k)
    case .hold:
      state[k].heldTicks = 0
      state[k].radiusAtPress = state[k].radius
      state[k].pointsThisHold = 0
    }
    return .blip
  }

  /// Back to grey, the label counts the press, the velocity is reset; the win check runs here.
  mutating func release(_ k: Int) -> TickEvents {
    state[k].holds = []
    if settings.growth == .step { state[k].label += settings.step }
    world.setVelocity(settings.startVelocity, of: state[k].body)
    guard score >= settings.target else { return .move }
    status = .won
    return [.move, .goal]
  }

  /// Hold growth: radius grows by `holdRate` px/s and score by `holdRate` points/s while held.
  /// Both are recomputed from whole ticks held, so no rounding error accumulates.
  mutating func growHeldCircles() {
    for k in state.indices where state[k].isPressed {
      state[k].heldTicks += 1
      let points = state[k].heldTicks * settings.holdRate / Ticks.perSecond
      let gained = points - state[k].pointsThisHold
      state[k].pointsThisHold = points
      state[k].label += gained
      score += gained
      let grown = state[k].radiusAtPress + Double(state[k].heldTicks * settings.holdRate) / Double(Ticks.perSecond)
      setRadius(grown, of: k)
    }
  }

  mutating func setRadius(_ r: Double, of k: Int) {
    state[k].radius = min(r, settings.largestRadius)
    world.setShape(.circle(radius: state[k].radius), of: state[k].body)
  }

  /// A pressed circle that touched another circle or a block in this step loses the game.
  mutating func checkPressedContacts() -> TickEvents {
    let n = state.count
    for pair in world.touching {
      // Circles are bodies 0..<n, so `a`, the lower id, is a circle if either is; the walls and blocks follow.
      let (i, j) = (Int(pair.a.index), Int(pair.b.index))
      let withCircle = i < n && j < n
      let withBlock = i < n && obstacleBodies.contains(pair.b)
      guard withCircle && (state[i].isPressed || state[j].isPressed) || withBlock && state[i].isPressed else {
        continue
      }
      status = .lost
      losingCircle = state[i].isPressed ? i : j
      return .lose
    }
    return []
  }
}
