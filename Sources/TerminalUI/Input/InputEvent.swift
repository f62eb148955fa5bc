/// A key as the front end understands it, whatever encoding the terminal used.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case enter, space, escape, tab, backspace
  case pageUp, pageDown
  case function(Int)
  /// Any other printable character.
  case character(Unicode.Scalar)
  /// A control character typed with Ctrl (e.g. Ctrl-C is `.control("c")`).
  case control(Unicode.Scalar)
}

/// Whether a key event is the first press, an auto-repeat or a release (only the kitty protocol
/// reports the last two; legacy terminals send every repeat as a press).
public enum KeyPhase: Sendable, Equatable {
  case press, `repeat`, release
}

/// A mouse event at a 0-based screen cell.
public struct MouseEvent: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// Left button went down.
    case press
    /// Moved with the left button down.
    case drag
    /// Left button went up.
    case release
    case scrollUp, scrollDown
  }
  public var kind: Kind
  public var column: Int
  public var row: Int

  public init(_ kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }
}

/// One thing that happened at the terminal.
public enum InputEvent: Sendable, Equatable {
  case key(Key, KeyPhase)
  case mouse(MouseEvent)
  /// The terminal answered the kitty keyboard query (`CSI ? flags u`).
  case kittyFlags(Int)
  /// The terminal answered the primary device attributes query (`CSI ? … c`).
  case deviceAttributes
  /// The window changed size (the caller reads the new size).
  case resize
  /// The screen must be redrawn from scratch (after a suspend or an outside SIGCONT).
  case redraw
  /// SIGINT, SIGTERM or SIGHUP arrived: shut down cleanly.
  case signal(Int32)
  /// The input is closed (end of file, hang-up): quit.
  case inputClosed

  /// A key press (not a repeat or release).
  public static func press(_ key: Key) -> InputEvent { .key(key, .press) }
}
