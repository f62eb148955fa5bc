import ArcadeCore

/// How a held key is told from a tap, best first.
public enum HoldMethod: Sendable, Equatable {
  /// The terminal reports releases (kitty keyboard protocol): held from press to release.
  case kitty
  /// No releases: a key counts as held while its auto-repeats keep arriving.
  case keyRepeat
  /// No releases: each press toggles the hold.
  case toggle

  /// One line for the title and help screens.
  public func describe(mouse: Bool) -> String {
    let keys: String
    switch self {
    case .kitty: keys = "hold a key (this terminal reports key releases)"
    case .keyRepeat: keys = "hold a key down (held while it auto-repeats)"
    case .toggle: keys = "press a key once to hold, again to let go"
    }
    return mouse ? "Hold: the left mouse button, or \(keys)" : "Hold: \(keys)"
  }
}

/// Decides which buttons are held, from key events that may or may not include releases.
public struct HoldResolver: Sendable {
  public let method: HoldMethod
  /// How long a press counts as held before its first auto-repeat (longer than the usual 500 ms delay).
  public let initialTimeout: UInt64
  /// How long after an auto-repeat the key still counts as held (longer than the usual repeat interval).
  public let repeatTimeout: UInt64

  private struct Hold: Sendable {
    var button: Buttons
    /// When the hold lapses without another repeat (nil: until a release).
    var deadline: UInt64?
    /// Last event of this button (toggle mode uses it to skip auto-repeats).
    var lastEvent: UInt64
  }
  private var holds: [Hold] = []
  /// Toggle mode: last event time per button, also after the toggle released it.
  private var lastToggleEvent: [(Buttons, UInt64)] = []

  public init(method: HoldMethod, initialTimeout: UInt64 = 550_000_000, repeatTimeout: UInt64 = 150_000_000) {
    self.method = method
    self.initialTimeout = initialTimeout
    self.repeatTimeout = repeatTimeout
  }

  /// Records a key event of one button; returns true when it is a new press (an edge for `pressed`).
  public mutating func key(_ button: Buttons, _ phase: KeyPhase, at now: UInt64) -> Bool {
    expire(at: now)
    let index = holds.firstIndex { $0.button == button }
    switch method {
    case .kitty:
      switch phase {
      case .press:
        if index == nil { holds.append(Hold(button: button, deadline: nil, lastEvent: now)) }
        return true
      case .repeat: return false
      case .release:
        if let index { holds.remove(at: index) }
        return false
      }
    case .keyRepeat:
      guard phase != .release else {
        if let index { holds.remove(at: index) }
        return false
      }
      if let index {
        holds[index].deadline = now + repeatTimeout
        holds[index].lastEvent = now
        return false
      }
      holds.append(Hold(button: button, deadline: now + initialTimeout, lastEvent: now))
      return true
    case .toggle:
      guard phase == .press else { return false }
      let last = lastToggleEvent.first { $0.0 == button }?.1
      lastToggleEvent.removeAll { $0.0 == button }
      lastToggleEvent.append((button, now))
      // Presses closer together than an auto-repeat interval are the key being held down: skip them.
      if let last, now - last < repeatTimeout { return false }
      if let index {
        holds.remove(at: index)
        return false
      }
      holds.append(Hold(button: button, deadline: nil, lastEvent: now))
      return true
    }
  }

  /// Buttons held at a moment.
  public mutating func held(at now: UInt64) -> Buttons {
    expire(at: now)
    return holds.reduce(into: Buttons()) { $0.formUnion($1.button) }
  }

  /// Lets go of everything (pause, focus lost, game restart).
  public mutating func releaseAll() {
    holds.removeAll()
    lastToggleEvent.removeAll()
  }

  private mutating func expire(at now: UInt64) {
    holds.removeAll { hold in hold.deadline.map { now >= $0 } ?? false }
  }
}
