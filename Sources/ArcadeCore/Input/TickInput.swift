/// What a finger (the mouse) did during one tick, at a point in world units.
public enum TouchPhase: UInt8, Sendable {
  case began, moved, ended

  var letter: Character { ["b", "m", "e"][Int(rawValue)] }
}

/// A touch event in world coordinates (whole pixels of the original stage; may lie outside it,
/// e.g. on an on-screen pad drawn beside the playfield).
public struct Touch: Equatable, Hashable, Sendable {
  public var phase: TouchPhase
  public var x: Int32
  public var y: Int32

  public init(_ phase: TouchPhase, x: Int32, y: Int32) {
    self.phase = phase
    self.x = x
    self.y = y
  }

  public var point: Vec2 { Vec2(Double(x), Double(y)) }
}

/// Everything a game receives for one tick: which buttons went down this tick (`pressed`),
/// which are down during it (`held`, after the front end resolved holds), and at most one touch.
/// The front end spreads faster events over following ticks, so nothing is lost.
/// This is exactly what a tape records.
public struct TickInput: Equatable, Hashable, Sendable {
  public var pressed: Buttons
  public var held: Buttons
  public var touch: Touch?

  public init(pressed: Buttons = [], held: Buttons = [], touch: Touch? = nil) {
    self.pressed = pressed
    self.held = held
    self.touch = touch
  }

  public static let none = TickInput()

  public var isEmpty: Bool { pressed.isEmpty && held.isEmpty && touch == nil }
}
