/// The board's paths, limits and rules, declared once for the server and the client.
public enum BoardAPI {
  public static let players = "/players"
  public static let rename = "/players/rename"
  public static let runs = "/runs"
  public static let practice = "/practice"
  public static func run(_ id: Int) -> String { "/runs/\(id)" }
  public static func inputs(_ id: Int) -> String { "/runs/\(id)/inputs" }
  public static func board(_ game: String, _ date: String) -> String { "/boards/\(game)/\(date)" }
  public static func tape(_ id: Int) -> String { "/tapes/\(id)" }
  public static let live = "/live"
  public static func live(_ id: Int, from tick: Int) -> String { "/live/\(id)?from=\(tick)" }
  public static func watch(_ id: Int) -> String { "/watch/\(id)" }

  /// The largest request body the board reads (a tape is a few KB; an hour of heli a few hundred).
  public static let requestBytes = 1 << 20
  /// The largest answer a client reads, whole (status line and headers included), by kind.
  public static let answerBytes = 64 << 10
  public static let boardBytes = 2 << 20
  public static let tapeBytes = 2 << 20
  /// The most rows a board answer holds.
  public static let rows = 5_000

  /// The most characters in a name.
  public static let longestName = 24

  /// A name: 1 to 24 letters, digits, '-', '_' or '.'.
  public static func isName(_ name: String) -> Bool {
    (1...longestName).contains(name.utf8.count)
      && name.utf8.allSatisfy {
        isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
      }
  }

  /// A token: 16 to 128 letters, digits, '-' or '_' (the arcade makes one of 32 hex digits).
  public static func isToken(_ token: String) -> Bool { isKeyLike(token, 16...128) }

  /// A run's key on the player's machine: 8 to 64 letters, digits, '-' or '_'.
  public static func isKey(_ key: String) -> Bool { isKeyLike(key, 8...64) }

  private static func isKeyLike(_ text: String, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(text.utf8.count)
      && text.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Seconds after its end that a run of today stays open to watchers who were not let have its tape (the end of a
  /// live broadcast).
  public static let liveEnding = 60
  /// The most ticks one answer of a run's inputs holds (ten minutes), so a long run comes in pieces a client takes.
  public static let liveTicks = 36_000

  /// Seconds a run may fall behind real time on the board (pauses and latency) and still count.
  public static let behindLimit = 12
  /// Seconds more the end of a run may take to reach the board when the board or the network was away as it ended.
  public static let outageGrace = 60

  /// The rule of the daily contest, in the words the title card, the page and Docs/board.md use.
  public static let officialRule =
    "Your first run started on the board each day is your official attempt; every later run is practice."
}
