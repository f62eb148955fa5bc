import ArcadeCore
import TerminalUI

/// A keyboard as a terminal reports it: one press when a key goes down, then, while it stays down,
/// auto-repeats every 1/30 s after a 500 ms delay (only the key pressed last repeats, as keyboards do).
/// Without the kitty protocol a repeat looks like a press and a release sends nothing; with it,
/// repeats and releases are reported as such.
public struct Keyboard {
  public enum Kind: CustomStringConvertible, CaseIterable, Sendable {
    case noReleases, kitty
    public var description: String { self == .kitty ? "kitty releases" : "no releases" }
  }

  public static let repeatDelay: UInt64 = 500_000_000
  public static let repeatInterval: UInt64 = 1_000_000_000 / 30

  public let kind: Kind
  /// Keys down now.
  public private(set) var down: Buttons = []
  /// The key that auto-repeats and when it repeats next.
  private var repeating: (key: Buttons, next: UInt64)?
  private var queued: [(Buttons, KeyPhase, UInt64)] = []

  public init(_ kind: Kind) { self.kind = kind }

  /// The player holds exactly these keys from `now` on: new ones are pressed (in button order), others let go.
  public mutating func hold(_ keys: Buttons, at now: UInt64) {
    for bit in 0..<16 {
      let key = Buttons(rawValue: 1 << UInt16(bit))
      if keys.contains(key) && !down.contains(key) {
        queued.append((key, .press, now))
        repeating = (key, now + Self.repeatDelay)
      } else if !keys.contains(key) && down.contains(key) {
        if kind == .kitty { queued.append((key, .release, now)) }
        if repeating?.key == key { repeating = nil }
      }
    }
    down = keys
  }

  /// Everything the terminal sends up to `end`, in order.
  public mutating func events(through end: UInt64) -> [(Buttons, KeyPhase, UInt64)] {
    var out = queued
    queued = []
    while let (key, next) = repeating, next <= end {
      out.append((key, kind == .kitty ? .repeat : .press, next))
      repeating = (key, next + Self.repeatInterval)
    }
    return out
  }
}

/// A game played from the keyboard at 60 ticks a second: each tick the player's keys go to the
/// keyboard just after the tick it saw, the keyboard's events go through the real `InputMapper`,
/// and the mapper's input for the next tick steps the real game. A value: players try moves on copies.
public struct KeyboardRun<G: Simulation> {
  public private(set) var game: G
  private var mapper: InputMapper
  private var keyboard: Keyboard

  public init(_ game: G, holds: HoldActions, keyboard kind: Keyboard.Kind) {
    self.game = game
    keyboard = Keyboard(kind)
    mapper = InputMapper(
      holds: holds, holdMethod: kind == .kitty ? .kitty : .tap, viewport: Viewport(cellWidth: 1, cellHeight: 1))
  }

  public static func time(ofTick tick: Int) -> UInt64 { UInt64(tick) * 1_000_000_000 / 60 }

  /// One tick with these keys down (pressed 1 ms after the last tick, if they were not down yet); returns the
  /// input the game stepped with.
  @discardableResult
  public mutating func step(holding keys: Buttons) -> TickInput {
    keyboard.hold(keys, at: Self.time(ofTick: game.tick) + 1_000_000)
    let end = Self.time(ofTick: game.tick + 1)
    for (key, phase, at) in keyboard.events(through: end) {
      mapper.key(key, phase, at: at)
    }
    let input = mapper.nextTick(at: end)
    game.step(input)
    return input
  }

  /// Several ticks: `keys` for the first `down` of them, then nothing.
  public mutating func tap(_ keys: Buttons, down: Int = 1, then idle: Int) {
    for _ in 0..<down { step(holding: keys) }
    for _ in 0..<idle { step(holding: []) }
  }
}
