import ArcadeCore
import Foundation

/// What the arcade keeps on disk under the data directory (`$XDG_DATA_HOME/arcade`): best scores and the
/// arcade levels reached (`scores.txt`: each game's tables of 10, see `ScoreTable`, and `ScoreBook`), the tapes
/// of those scores in `best/`, and named tapes in `tapes/` (the last tape of each game is `tapes/GAME-last.tape`).
/// Every method reports trouble as a one-line warning or error, never a crash, and nothing the
/// player made is overwritten silently: writes are atomic and made under an exclusive lock.
public struct Storage: Sendable {
  public let directory: String
  /// How long a score waits for a lock held elsewhere before it gives up with a warning.
  public var lockPatience: Duration
  /// Asked while a score waits for the lock: true gives up at once (a signal arrived, and the arcade
  /// must answer it now rather than after the wait).
  public var interrupted: @Sendable () -> Bool = { false }

  /// `$XDG_DATA_HOME/arcade` when XDG_DATA_HOME is an absolute path, else `$HOME/.local/share/arcade`.
  public static func defaultDirectory(environment: [String: String]) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return trimmed(data) + "/arcade" }
    let home =
      environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? FileManager.default.homeDirectoryForCurrentUser.path
    return trimmed(home) + "/.local/share/arcade"
  }

  /// Without trailing slashes ("/" becomes "", so "/arcade" follows).
  private static func trimmed(_ path: String) -> String {
    var p = path
    while p.hasSuffix("/") { p.removeLast() }
    return p
  }

  public init(directory: String, lockPatience: Duration = .seconds(2)) {
    self.directory = directory
    self.lockPatience = lockPatience
  }

  public var scoresPath: String { directory + "/scores.txt" }
  var lockPath: String { directory + "/scores.lock" }
  public var tapesDirectory: String { directory + "/tapes" }
}

/// A one-line description of a storage problem.
public struct StorageError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
