/// A terminal color: the terminal's default, one of the 16 ANSI colors, or a 256-color index.
/// The front end falls back to the 8 basic colors, or none, when the terminal has fewer.
public struct Color: Hashable, Sendable {
  /// -1 is the terminal's default; 0...255 the xterm palette.
  public let index: Int16

  public init(index: Int16) {
    precondition((-1...255).contains(index), "color index out of range")
    self.index = index
  }

  public static let `default` = Color(index: -1)
  public static let black = Color(index: 0)
  public static let red = Color(index: 1)
  public static let green = Color(index: 2)
  public static let yellow = Color(index: 3)
  public static let blue = Color(index: 4)
  public static let magenta = Color(index: 5)
  public static let cyan = Color(index: 6)
  public static let white = Color(index: 7)
  public static let brightBlack = Color(index: 8)
  public static let brightRed = Color(index: 9)
  public static let brightGreen = Color(index: 10)
  public static let brightYellow = Color(index: 11)
  public static let brightBlue = Color(index: 12)
  public static let brightMagenta = Color(index: 13)
  public static let brightCyan = Color(index: 14)
  public static let brightWhite = Color(index: 15)

  /// A grey from the 24-step ramp (0 darkest ... 23 lightest).
  public static func grey(_ level: Int) -> Color { Color(index: Int16(232 + min(max(level, 0), 23))) }

  /// A color of the 6x6x6 cube, each component 0...5.
  public static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
    Color(index: Int16(16 + 36 * min(r, 5) + 6 * min(g, 5) + min(b, 5)))
  }

  /// The nearest of the 8 basic colors, for 8-color terminals (-1 stays default).
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
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let bold = CellAttributes(rawValue: 1 << 0)
  public static let dim = CellAttributes(rawValue: 1 << 1)
  public static let reverse = CellAttributes(rawValue: 1 << 2)
  public static let underline = CellAttributes(rawValue: 1 << 3)
}

/// Foreground, background and attributes together: how a glyph is drawn.
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: CellAttributes

  public init(_ foreground: Color = .default, on background: Color = .default, _ attributes: CellAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public static let plain = Style()
}
