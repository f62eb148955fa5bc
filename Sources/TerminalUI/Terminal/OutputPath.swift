/// How frames reach the terminal.
public enum OutputPath: String, Sendable, Equatable {
  /// The arcade's own `FrameEncoder`, one write per frame: for terminals with ANSI cursor addressing
  /// (xterm, tmux, screen, the Linux console, rxvt, kitty…), which is nearly all of them.
  case direct
  /// ncurses' refresh: for any other terminal terminfo knows.
  case ncurses

  /// `direct` unless it was asked for ncurses or the terminal's cursor addressing is not ANSI.
  public static func choose(wanted: OutputPath?, cursorAddressIsANSI: Bool) -> OutputPath {
    if wanted == .ncurses || !cursorAddressIsANSI { return .ncurses }
    return .direct
  }
}

extension OutputPath {
  /// The path asked for in `ARCADE_OUTPUT` (nil when unset or empty), or a one-line error.
  public static func fromEnvironment(_ value: String?) throws(TerminalError) -> OutputPath? {
    guard let value, !value.isEmpty else { return nil }
    guard let path = OutputPath(rawValue: value) else {
      throw TerminalError(
        "ARCADE_OUTPUT is '\(ScreenText.sanitized(value))'; set it to 'direct' or 'ncurses', or unset it")
    }
    return path
  }
}
