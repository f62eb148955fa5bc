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
