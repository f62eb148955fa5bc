import ArcadeCore

/// Which of a game's tables a score is kept in. Each table keeps its own best 10, so a score in one never
/// pushes a score out of another: an easier run never pushes a default score out. The raw value is the
/// table's word in the scores file.
public enum ScoreTable: String, Sendable, Equatable, CaseIterable {
  /// Played with the game's default parameters.
  case standard = "default"
  /// Played with any other parameters.
  case custom
  /// Arcade runs: the game's levels one after another (their parameters are the level file's).
  case arcade
}

/// One best-score line.
public struct ScoreEntry: Sendable, Equatable {
  public var game: String
  public var score: Int
  public var status: GameStatus
  /// The game's table the score is kept in.
  public var table: ScoreTable
  public var seed: UInt64
  public var ticks: Int
  /// The levels an arcade run played (first...last); nil for a single game.
  public var levels: ClosedRange<Int>?

  public init(
    game: String, score: Int, status: GameStatus, table: ScoreTable, seed: UInt64, ticks: Int,
    levels: ClosedRange<Int>? = nil
  ) {
    self.game = game
    self.score = score
    self.status = status
    self.table = table
    self.seed = seed
    self.ticks = ticks
    self.levels = levels
  }
}

/// What recording a score did: whether it was saved, its place in its table's best 10 (1 = best,
/// nil = not among them), that table's best before it, and warnings.
public struct ScoreRecording: Sendable, Equatable {
  public var saved: Bool
  public var rank: Int?
  public var previousBest: Int?
  public var warnings: [String]

  public init(saved: Bool, rank: Int?, previousBest: Int?, warnings: [String]) {
    self.saved = saved
    self.rank = rank
    self.previousBest = previousBest
    self.warnings = warnings
  }

  static func notSaved(_ warnings: [String]) -> ScoreRecording {
    ScoreRecording(saved: false, rank: nil, previousBest: nil, warnings: warnings)
  }
}
