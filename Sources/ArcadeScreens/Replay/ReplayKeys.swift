import ArcadeCore
import TerminalUI

/// What a key does in the replay viewer.
enum ReplayCommand: Equatable {
  case pauseOrPlay, faster, slower, step, restart, quit, help
}

/// The replay's keys: for each command the keys that give it, how its boxes name them and what it does, and its
/// word on the status line; the one table the viewer's dispatch, its boxes and its status line read.
public enum ReplayKeys {
  struct Row {
    let command: ReplayCommand
    let keys: [Key]
    let shown: String
    let action: String
    /// On the status line (a command without one is found in the boxes).
    let bar: String?
  }

  static let table = [
    Row(
      command: .pauseOrPlay, keys: [.space, .character("p"), .enter], shown: "space or p", action: "pause / play",
      bar: "space pause"),
    Row(
      command: .faster, keys: [.character("+"), .character("="), .character("]"), .right, .character("f")],
      shown: "+ or →", action: "faster (up to 8×)", bar: "+/- speed"),
    Row(
      command: .slower, keys: [.character("-"), .character("["), .left, .character("s")], shown: "- or ←",
      action: "slower (down to 0.25×)", bar: nil),
    Row(
      command: .step, keys: [.character("."), .character("n")], shown: ". or n", action: "one tick (pauses)",
      bar: ". step"),
    Row(command: .restart, keys: [.character("r")], shown: "r", action: "restart", bar: "r restart"),
    Row(command: .quit, keys: [.character("q"), .escape], shown: "q or Esc", action: "quit", bar: "q quit"),
    Row(command: .help, keys: [.character("?"), .function(1)], shown: "? or F1", action: "these keys", bar: nil),
  ]

  static func command(for key: Key) -> ReplayCommand? { table.first { $0.keys.contains(key) }?.command }

  /// The keys as the intro and help boxes list them, in two aligned columns.
  static let lines: [String] = {
    let width = table.map { Canvas.width(of: $0.shown) }.max() ?? 0
    return table.map { $0.shown + String(repeating: " ", count: width - Canvas.width(of: $0.shown) + 3) + $0.action }
  }()

  /// The keys in a sentence, for `arcade replay --help` and the man page.
  public static let sentence = "Keys: " + table.map { "\($0.shown) \($0.action)" }.joined(separator: ", ") + "."

  /// The keys on the status line, after the speed and tick.
  static let statusLine = table.compactMap(\.bar).map { "  " + $0 }.joined()
}
