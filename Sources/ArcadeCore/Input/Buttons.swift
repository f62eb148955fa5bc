/// The buttons a game can read: the on-screen pad (up, down, left, right, action) and nine
/// numbered slots (keys 1–9, e.g. "press circle 3" in hundreds).
public struct Buttons: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  // The set operations on the bits, written out: OptionSet's generic defaults look up type metadata on every call
  // in a debug build, where the tests run (Benchmarks/RESULTS.md, section 5).
  public init(arrayLiteral elements: Buttons...) {
    var (bits, i) = (UInt16(0), 0)
    while i < elements.count {
      bits |= elements[i].rawValue
      i += 1
    }
    self.init(rawValue: bits)
  }
  public var isEmpty: Bool { rawValue == 0 }
  public func contains(_ member: Buttons) -> Bool { rawValue & member.rawValue == member.rawValue }
  public func union(_ other: Buttons) -> Buttons { Buttons(rawValue: rawValue | other.rawValue) }
  public func intersection(_ other: Buttons) -> Buttons { Buttons(rawValue: rawValue & other.rawValue) }
  public func subtracting(_ other: Buttons) -> Buttons { Buttons(rawValue: rawValue & ~other.rawValue) }
  public func isSubset(of other: Buttons) -> Bool { rawValue & ~other.rawValue == 0 }
  public func isSuperset(of other: Buttons) -> Bool { other.isSubset(of: self) }
  public mutating func formUnion(_ other: Buttons) { self = union(other) }
  public mutating func formIntersection(_ other: Buttons) { self = intersection(other) }
  public mutating func subtract(_ other: Buttons) { self = subtracting(other) }

  public static let up = Buttons(rawValue: 1 << 0)
  public static let down = Buttons(rawValue: 1 << 1)
  public static let left = Buttons(rawValue: 1 << 2)
  public static let right = Buttons(rawValue: 1 << 3)
  public static let action = Buttons(rawValue: 1 << 4)
  /// The four directions.
  public static let pad: Buttons = [.up, .down, .left, .right]
  /// Slots 1 to 9.
  public static let slots = Buttons(rawValue: 0x1FF << 5)
  /// Numbered slot 1...9.
  public static func slot(_ n: Int) -> Buttons {
    precondition((1...9).contains(n), "slots are numbered 1 to 9")
    return Buttons(rawValue: 1 << UInt16(4 + n))
  }

  /// One letter per button, in a fixed order, for tapes: U D L R A 1…9.
  static let letters: [(Buttons, Character)] =
    [(.up, "U"), (.down, "D"), (.left, "L"), (.right, "R"), (.action, "A")]
    + (1...9).map { (Buttons.slot($0), Character(String($0))) }

  /// The tape spelling, e.g. "UA3"; "" for none.
  public var code: String {
    String(Self.letters.filter { contains($0.0) }.map(\.1))
  }

  /// Parses a tape spelling; nil on an unknown letter.
  public init?(code: Substring) {
    var buttons: Buttons = []
    for ch in code {
      guard let entry = Self.letters.first(where: { $0.1 == ch }) else { return nil }
      buttons.insert(entry.0)
    }
    self = buttons
  }
}
