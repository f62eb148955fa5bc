import ArcadeCore
import TerminalUI

/// What a key does in the replay viewer, or watching a run live.
enum ReplayCommand: Equatable {
  case pauseOrPlay, faster, slower, step, restart, quit, help
  /// Watching live: on from the newest inputs, at real speed.
  case live
}

/// The replay's keys, and a live run's: for each command the keys that give it, how its boxes name them and what it
/// does, and its word on the status line; the one table the viewer's dispatch, its boxes and its status line read.
public enum ReplayKeys {
  struct Row {
    let command: ReplayCommand
    let keys: [Key]
    let shown: String
    let action: String
    /// On the status line (a command without one is found in the boxes).
    let bar: String?
  }

  private static let pause = Row(
    command: .pauseOrPlay, keys: [.space, .character("p"), .enter], shown: "space or p", action: "pause / play",
    bar: "space pause")
  private static let faster = Row(
    command: .faster, keys: [.character("+"), .character("="), .character("]"), .right, .character("f")],
    shown: "+ or →", action: "faster (up to 8×)", bar: "+/- speed")
  private static let slower = Row(
    command: .slower, keys: [.character("-"), .character("["), .left, .character("s")], shown: "- or ←",
    action: "slower (down to 0.25×)", bar: nil)
  private static let step = Row(
    command: .step, keys: [.character("."), .character("n")], shown: ". or n", action: "one tick (pauses)",
    bar: ". step")
  private static let quit = Row(
    command: .quit, keys: [.character("q"), .escape], shown: "q or Esc", action: "quit", bar: "q quit")
  private static let help = Row(
    command: .help, keys: [.character("?"), .function(1)], shown: "? or F1", action: "these keys", bar: nil)

  static let table = [
    pause, faster, slower, step,
    Row(command: .restart, keys: [.character("r")], shown: "r", action: "restart", bar: "r restart"),
    quit, help,
  ]

  /// Watching a run live: the replay's keys where they make sense, and back to live.
  static let liveTable = [
    pause,
    Row(
      command: .live, keys: [.character("l")], shown: "l", action: "back to live (a second behind the newest inputs)",
      bar: "l live"),
    faster, slower, Row(command: .step, keys: step.keys, shown: step.shown, action: step.action, bar: nil),
    Row(command: .restart, keys: [.character("r")], shown: "r", action: "from the run's start", bar: nil),
    Row(command: .quit, keys: quit.keys, shown: quit.shown, action: "leave", bar: "q leave"), help,
  ]

  static func command(for key: Key, in table: [Row] = table) -> ReplayCommand? {
    table.first { $0.keys.contains(key) }?.command
  }

  /// The keys as the intro and help boxes list them, in two aligned columns.
  static let lines = lines(of: table)
  static let liveLines = lines(of: liveTable)

  private static func lines(of table: [Row]) -> [String] {
    let width = table.map { Canvas.width(of: $0.shown) }.max() ?? 0
    return table.map { $0.shown + String(repeating: " ", count: width - Canvas.width(of: $0.shown) + 3) + $0.action }
  }

  /// The keys in a sentence, for `arcade replay --help`, `arcade watch --help` and the man page.
  public static let sentence = sentence(of: table)
  public static let liveSentence = sentence(of: liveTable)

  private static func sentence(of table: [Row]) -> String {
    "Keys: " + table.map { "\($0.shown) \($0.action)" }.joined(separator: ", ") + "."
  }

  /// The keys on the status line, after the speed and tick.
  static let statusLine = statusLine(of: table)
  static let liveStatusLine = statusLine(of: liveTable)

  private static func statusLine(of table: [Row]) -> String { table.compactMap(\.bar).map { "  " + $0 }.joined() }
}
