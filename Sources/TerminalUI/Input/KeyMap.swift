import ArcadeCore

/// What a key means to the front end: a game button, or one of the front end's own commands.
public enum Command: Sendable, Equatable {
  case button(Buttons)
  case pause
  case help
  /// q or Esc: leave (with a confirmation mid-game).
  case quit
}

/// The fixed key table shared by every game: arrows, WASD and hjkl press the pad; space and enter
/// the action button; 1–9 the slots; p pauses, ? or F1 opens help, q or Esc leaves.
public enum KeyMap {
  public static func command(for key: Key) -> Command? {
    switch key {
    case .up: return .button(.up)
    case .down: return .button(.down)
    case .left: return .button(.left)
    case .right: return .button(.right)
    case .space, .enter: return .button(.action)
    case .escape: return .quit
    case .function(1): return .help
    case .character(let c):
      switch c {
      case "w", "W", "k", "K": return .button(.up)
      case "s", "S", "j", "J": return .button(.down)
      case "a", "A", "h", "H": return .button(.left)
      case "d", "D", "l", "L": return .button(.right)
      case "1"..."9": return .button(.slot(Int(c.value) - 48))
      case "p", "P": return .pause
      case "?": return .help
      case "q", "Q": return .quit
      default: return nil
      }
    default: return nil
    }
  }
}
