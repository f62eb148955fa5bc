import ArcadeCore

/// How many colors the front end uses.
public enum ColorMode: Sendable, Equatable {
  /// Monochrome: attributes only (`NO_COLOR`, `--no-color`, or a terminal without color).
  case none
  /// The 8 basic colors.
  case basic
  /// The 256-color palette.
  case full

  /// Picks the mode from the user's wishes and what the terminal reports.
  /// `NO_COLOR` counts when set to anything but the empty string (no-color.org).
  public static func choose(colorWanted: Bool, noColorEnv: String?, hasColors: Bool, colors: Int) -> ColorMode {
    guard colorWanted, noColorEnv?.isEmpty ?? true, hasColors, colors >= 8 else { return .none }
    return colors >= 256 ? .full : .basic
  }
}

/// Whether glyphs are drawn as they are, or through `AsciiFallback`.
public enum GlyphMode {
  /// `--ascii` forces ASCII; otherwise ASCII unless the locale's codeset is UTF-8.
  public static func useAscii(option: Bool?, codeset: String) -> Bool {
    option ?? !["UTF-8", "UTF8"].contains(codeset.uppercased())
  }
}

/// A cell's style as the terminal will draw it in a color mode: color indices (-1 default)
/// and attributes.
public struct ResolvedStyle: Hashable, Sendable {
  public var foreground: Int16
  public var background: Int16
  public var attributes: CellAttributes

  public init(foreground: Int16, background: Int16, attributes: CellAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Resolves a style. In `.basic` bright colors turn bold; in `.none` a colored background
  /// (a highlight) turns into reverse video so it stays visible.
  public init(_ style: Style, mode: ColorMode) {
    var attributes = style.attributes
    switch mode {
    case .full:
      self.init(foreground: style.foreground.index, background: style.background.index, attributes: attributes)
    case .basic:
      if (8...15).contains(style.foreground.index) { attributes.insert(.bold) }
      self.init(
        foreground: style.foreground.basic.index, background: style.background.basic.index, attributes: attributes)
    case .none:
      let bg = style.background
      if bg != .default && bg.basic != .black { attributes.formSymmetricDifference(.reverse) }
      self.init(foreground: -1, background: -1, attributes: attributes)
    }
  }
}
