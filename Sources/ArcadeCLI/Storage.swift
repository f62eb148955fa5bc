import ArcadeCore

/// One best-score line.
public struct ScoreEntry: Sendable, Equatable {
  public var game: String
  public var score: Int
  public var status: GameStatus
  /// Played with parameters other than the defaults (shown marked, e.g. with a *).
  public var customParameters: Bool
  public var seed: UInt64
  public var ticks: Int

  public init(game: String, score: Int, status: GameStatus, customParameters: Bool, seed: UInt64, ticks: Int) {
    self.game = game
    self.score = score
    self.status = status
    self.customParameters = customParameters
    self.seed = seed
    self.ticks = ticks
  }
}

/// What the arcade keeps on disk under the data directory (`$XDG_DATA_HOME/arcade`): best scores
/// and the last tape of each game. Every method reports trouble as a one-line warning, never a crash.
/// (Placeholder: the real store is being built.)
public struct Storage: Sendable {
  public let directory: String

  public init(directory: String) { self.directory = directory }

  /// Adds a score to the game's best 10; returns warnings to show (unreadable file kept aside, read-only folder).
  public func record(_ entry: ScoreEntry) -> [String] { [] }

  /// The best scores of a game, best first.
  public func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) { ([], []) }

  /// Saves a game's last tape as `tapes/GAME-last.tape` (replacing the previous *last* tape only);
  /// returns the path written, or a warning.
  public func saveLastTape(_ tape: Tape) -> Result<String, StorageError> { .failure(StorageError("not built yet")) }

  /// Writes a tape where the user asked (`--record FILE`); never overwrites an existing file.
  public func saveTape(_ tape: Tape, to path: String) -> Result<String, StorageError> { .failure(StorageError("not built yet")) }
}

/// A one-line description of a storage problem.
public struct StorageError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
