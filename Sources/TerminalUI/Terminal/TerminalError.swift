/// Why the terminal cannot be used: a one-line message naming the problem and the fix.
public struct TerminalError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// What the user asked of the terminal front end.
public struct TerminalSettings: Sendable, Equatable {
  /// False with `--no-color` (NO_COLOR is read from the environment as well).
  public var color: Bool
  /// True with `--ascii`; nil decides from the locale.
  public var ascii: Bool?
  /// False with `--no-mouse`.
  public var mouse: Bool

  public init(color: Bool = true, ascii: Bool? = nil, mouse: Bool = true) {
    self.color = color
    self.ascii = ascii
    self.mouse = mouse
  }
}

/// Checks made before ncurses is touched, so a bad environment gets a one-line error, not a hang.
public enum TerminalPreflight {
  /// The problem with this environment, or nil when a full-screen terminal can be used.
  /// `termUsable` is ncurses' verdict on TERM: 1 usable, 0 unknown, -1 cannot address the cursor.
  public static func problem(stdinIsTTY: Bool, stdoutIsTTY: Bool, term: String?, termUsable: (String) -> Int) -> String?
  {
    if !stdinIsTTY {
      return
        "standard input is not a terminal; run arcade in a terminal (not with input from a pipe, file or /dev/null)"
    }
    if !stdoutIsTTY {
      return "standard output is not a terminal; run arcade in a terminal (not with its output piped or redirected)"
    }
    guard let term, !term.isEmpty else {
      return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
    }
    switch termUsable(term) {
    case 1: return nil
    case 0:
      return "unknown terminal type '\(term.printable(limit: 200))' (TERM); "
        + "set TERM to a type in terminfo, e.g. xterm-256color"
    default:
      return "terminal type '\(term.printable(limit: 200))' (TERM) cannot move the cursor; "
        + "use a full-screen terminal, e.g. TERM=xterm-256color"
    }
  }
}
