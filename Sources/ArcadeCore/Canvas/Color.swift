/// A terminal colour: the terminal's default, one of the 16 ANSI colours, or a 256-colour index.
/// The front end falls back to the 8 basic colours, or none, when the terminal has fewer.
public struct Color: Hashable, Sendable {
  /// -1 is the terminal's default; 0...255 the xterm palette.
  public let index: Int16

  @inlinable public init(index: Int16) {
    precondition((-1...255).contains(index), "colour index out of range")
    self.index = index
  }

  /// An index already known to be in range (read back from a cell, or a named colour below).
  @usableFromInline init(uncheckedIndex: Int16) { index = uncheckedIndex }

  // The named colours are computed, not stored: a stored `static let` is reached through `swift_once`
  // on every use from another module (a call into the runtime each time a game picks a colour);
  // these fold to constants where they are used.

  @inlinable public static var `default`: Color { Color(uncheckedIndex: -1) }
  @inlinable public static var black: Color { Color(uncheckedIndex: 0) }
  @inlinable public static var red: Color { Color(uncheckedIndex: 1) }
  @inlinable public static var green: Color { Color(uncheckedIndex: 2) }
  @inlinable public static var yellow: Color { Color(uncheckedIndex: 3) }
  @inlinable public static var blue: Color { Color(uncheckedIndex: 4) }
  @inlinable public static var magenta: Color { Color(uncheckedIndex: 5) }
  @inlinable public static var cyan: Color { Color(uncheckedIndex: 6) }
  @inlinable public static var white: Color { Color(uncheckedIndex: 7) }
  @inlinable public static var brightBlack: Color { Color(uncheckedIndex: 8) }
  @inlinable public static var brightRed: Color { Color(uncheckedIndex: 9) }
  @inlinable public static var brightGreen: Color { Color(uncheckedIndex: 10) }
  @inlinable public static var brightYellow: Color { Color(uncheckedIndex: 11) }
  @inlinable public static var brightBlue: Color { Color(uncheckedIndex: 12) }
  @inlinable public static var brightMagenta: Color { Color(uncheckedIndex: 13) }
  @inlinable public static var brightCyan: Color { Color(uncheckedIndex: 14) }
  @inlinable public static var brightWhite: Color { Color(uncheckedIndex: 15) }

  /// A grey from the 24-step ramp (0 darkest ... 23 lightest).
  @inlinable public static func grey(_ level: Int) -> Color { Color(index: Int16(232 + min(max(level, 0), 23))) }

  /// A colour of the 6x6x6 cube, each component 0...5.
  @inlinable public static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
    Color(index: Int16(16 + 36 * min(r, 5) + 6 * min(g, 5) + min(b, 5)))
  }

  /// The nearest of the 8 basic colours, for 8-colour terminals (-1 stays default).
  public var basic: Color {
    switch index {
    case -1...7: return self
    case 8...15: return Color(index: index - 8)
    case 232...255: return index < 244 ? .black : .white
    default:
      let n = Int(index) - 16
      let (r, g, b) = (n / 36, (n / 6) % 6, n % 6)
      // Each component counts as "on" from half brightness; all off reads as black.
      let bits = (r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0)
      return Color(index: Int16(bits))
    }
  }
}

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
  // Computed, as the colours above are: no `swift_once` per use.
  @inlinable public static var bold: CellAttributes { CellAttributes(rawValue: 1 << 0) }
  @inlinable public static var dim: CellAttributes { CellAttributes(rawValue: 1 << 1) }
  @inlinable public static var reverse: CellAttributes { CellAttributes(rawValue: 1 << 2) }
  @inlinable public static var underline: CellAttributes { CellAttributes(rawValue: 1 << 3) }
}

/// Foreground, background and attributes together: how a glyph is drawn.
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: CellAttributes

  @inlinable
  public init(_ foreground: Color = .default, on background: Color = .default, _ attributes: CellAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  @inlinable public static var plain: Style { Style() }
}
