import ArcadeCore

/// Which of a game's tables a score is kept in. Each table keeps its own best 10, so a score in one never
/// pushes a score out of another: an easier run never pushes a default score out, arcade runs are kept apart
/// from single rounds, and each day's daily challenge has its own. The raw value is the table's word in the
/// scores file.
public enum ScoreTable: Sendable, Hashable, RawRepresentable {
  /// Played with the game's default parameters.
  case standard
  /// Played with any other parameters.
  case custom
  /// Arcade runs: the game's levels one after another (their parameters are the level file's).
  case arcade
  /// Every finished run of a date's daily challenge (the date's seed, the default parameters).
  case daily(CalendarDate)

  public init?(rawValue: String) {
    switch rawValue {
    case "default": self = .standard
    case "custom": self = .custom
    case "arcade": self = .arcade
    default:
      guard rawValue.hasPrefix("daily-"), let date = CalendarDate(rawValue.dropFirst(6)) else { return nil }
      self = .daily(date)
    }
  }

  /// `default`, `custom`, `arcade`, `daily-2026-12-02`.
  public var rawValue: String {
    switch self {
    case .standard: "default"
    case .custom: "custom"
    case .arcade: "arcade"
    case .daily(let date): "daily-\(date)"
    }
  }

  /// The date of a daily challenge's table; nil for the others.
  public var date: CalendarDate? {
    if case .daily(let date) = self { return date }
    return nil
  }
}

extension ScoreTable: Comparable {
  /// The order a game's tables are listed in: the default parameters', the others', arcade runs, then the
  /// dailies, newest first.
  public static func < (a: Self, b: Self) -> Bool {
    if let x = a.date, let y = b.date { return x > y }
    return a.place < b.place
  }

  private var place: Int {
    switch self {
    case .standard: 0
    case .custom: 1
    case .arcade: 2
    case .daily: 3
    }
  }
}

/// One finished run as the scores database keeps it.
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
  /// The parameters that differ from the game's defaults, `name=value` each, in declaration order, separated
  /// by spaces ("" for the defaults).
  public var parameters: String
  /// When the run started, in seconds since 1970-01-01 UTC (nil for runs imported from the old scores file):
  /// a daily run is official only when it started on its date.
  public var startedAt: Int?
  /// The date's official result: the first finished run of a daily challenge started on its date (later ones,
  /// and runs of another date, are practice). It stays in its table whatever scores come after it.
  public var official: Bool
  /// For a daily run played with a board, the board's word: whether it is the player's official result (it decides
  /// over the local rule, so the arcade and the board tell one story); nil for a run played without one.
  public var boardSays: Bool?

  public init(
    game: String, score: Int, status: GameStatus, table: ScoreTable, seed: UInt64, ticks: Int,
    levels: ClosedRange<Int>? = nil, parameters: String = "", startedAt: Int? = nil, official: Bool = false,
    boardSays: Bool? = nil
  ) {
    self.game = game
    self.score = score
    self.status = status
    self.table = table
    self.seed = seed
    self.ticks = ticks
    self.levels = levels
    self.parameters = parameters
    self.startedAt = startedAt
    self.official = official
    self.boardSays = boardSays
  }
}

/// What recording a score did: whether it was saved, its place in its table's best 10 (1 = best,
/// nil = not among them), that table's best before it, for a daily run whether it is the official one,
/// and warnings.
public struct ScoreRecording: Sendable, Equatable {
  /// A daily run's standing: the date's official result, or practice (beside the official score, if the date
  /// has one; a run not started on its date can never be official).
  public enum Daily: Sendable, Equatable {
    case official
    case practice(official: Int?)
  }

  public var saved: Bool
  public var rank: Int?
  public var previousBest: Int?
  /// Nil for a run that is not a daily challenge (or a score not saved).
  public var daily: Daily?
  public var warnings: [String]
  /// The run's row in the database, for a word that comes later (`settleDaily`); nil when it was not saved.
  public var runID: Int?

  public init(
    saved: Bool, rank: Int?, previousBest: Int?, daily: Daily? = nil, warnings: [String], runID: Int? = nil
  ) {
    self.saved = saved
    self.rank = rank
    self.previousBest = previousBest
    self.daily = daily
    self.warnings = warnings
    self.runID = runID
  }

  static func notSaved(_ warnings: [String]) -> ScoreRecording {
    ScoreRecording(saved: false, rank: nil, previousBest: nil, daily: nil, warnings: warnings)
  }
}

/// A date's official result of one game, and the best practice score of that date beside it.
public struct DailyResult: Sendable, Equatable {
  public var official: ScoreEntry
  public var bestPractice: Int?
}
