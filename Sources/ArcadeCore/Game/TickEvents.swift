/// What happened in one tick, as the game's step returns it: the originals' moments, which the front end
/// answers with a sound (or the bell).
public struct TickEvents: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  // Written out on the bits, as `Buttons` does: a step makes and merges these every tick.
  public init(arrayLiteral elements: TickEvents...) {
    var (bits, i) = (UInt8(0), 0)
    while i < elements.count {
      bits |= elements[i].rawValue
      i += 1
    }
    self.init(rawValue: bits)
  }
  public var isEmpty: Bool { rawValue == 0 }
  public func contains(_ member: TickEvents) -> Bool { rawValue & member.rawValue == member.rawValue }
  public func union(_ other: TickEvents) -> TickEvents { TickEvents(rawValue: rawValue | other.rawValue) }
  public mutating func formUnion(_ other: TickEvents) { self = union(other) }

  /// A move of the player's: a hop, a grab, a circle let go.
  public static let move = TickEvents(rawValue: 1 << 0)
  /// A goal: a bay filled, the board cleared, the target reached.
  public static let goal = TickEvents(rawValue: 1 << 1)
  /// A loss: a frog lost, a wrong color touched, a pressed circle touched.
  public static let lose = TickEvents(rawValue: 1 << 2)
  /// A small gain: a puck collected, a circle pressed.
  public static let blip = TickEvents(rawValue: 1 << 3)
  /// The helicopter crashed.
  public static let explosion = TickEvents(rawValue: 1 << 4)
}
