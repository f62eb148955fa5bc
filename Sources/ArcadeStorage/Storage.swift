import ArcadeCore
import ArcadeSQL
import Foundation
import Glibc

/// What the arcade keeps under the data directory (`$XDG_DATA_HOME/arcade`): the scores database
/// (`arcade.sqlite`: every finished run, the tapes of the runs in a table, the arcade levels reached) and named
/// tapes in `tapes/` (the last tape of each game is `tapes/GAME-last.tape`). Every method reports trouble as a
/// one-line warning or error, never a crash, and nothing the player made is overwritten silently.
///
/// The database is opened on first use (made, brought to the current schema, and filled from an old
/// `scores.txt` the first time); one `Storage` is used from one thread.
public final class Storage {
  public let directory: String
  /// The database once it opened (a failure is tried again at the next use).
  var opened: Result<SQLiteDatabase, StorageError>?
  /// What opening the database did that the player should hear once (an import, a damaged file salvaged).
  var notes: [String] = []
  /// The damage check running on a thread of its own, until a write waits for its finding.
  var damageCheck: DamageCheck?
  /// Whether the file was read through and found whole (or is the fresh one a salvage made): writes may go in.
  var checkedWhole = false

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

  public init(directory: String) {
    self.directory = directory
  }

  public var databasePath: String { directory + "/arcade.sqlite" }
  public var tapesDirectory: String { directory + "/tapes" }
}

/// A one-line description of a storage problem.
public struct StorageError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
