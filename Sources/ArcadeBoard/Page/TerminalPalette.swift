/// The arcade's colours as a browser shows them: the xterm palette (the 16 colours, the 6x6x6 cube, the 24 greys) as
/// CSS, and the terminal's default colours, a light grey on near black, as a dark terminal has them.
enum TerminalPalette {
  static let defaultForeground = "#d0d0d0"
  static let defaultBackground = "#101010"

  /// xterm's 16 colours: black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
  static let sixteen = [
    "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
    "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
  ]

  /// Each of the 256 colour indexes as CSS.
  static let css: [String] = (0..<256).map(color)

  /// Colour `index` (0-255) as CSS.
  static func color(_ index: Int) -> String {
    if index < 16 { return sixteen[index] }
    if index >= 232 { return hex(8 + 10 * (index - 232), 8 + 10 * (index - 232), 8 + 10 * (index - 232)) }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return hex(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }

  private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
    "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
