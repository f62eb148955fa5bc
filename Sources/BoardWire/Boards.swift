/// `GET /boards/GAME/DATE`: a date's board of a game, and the board's today (UTC), so a client can word a past or
/// future date.
public struct BoardAnswer: Codable, Sendable, Equatable {
  public var game: String
  public var date: String
  public var today: String
  public var runs: [BoardRow]

  public init(game: String, date: String, today: String, runs: [BoardRow]) {
    (self.game, self.date, self.today, self.runs) = (game, date, today, runs)
  }
}

/// One row of a board: the official results ranked (a higher score, then fewer ticks, then the earlier run), then
/// official attempts still being played, then those that never finished (no score), then practice, best first.
public struct BoardRow: Codable, Sendable, Equatable {
  public var rank: Int?
  public var run: Int
  public var name: BoardText
  public var score: Int?
  public var ticks: Int?
  public var official: Bool
  public var state: RowState
  /// Where its tape is (`/tapes/ID`), for a finished run.
  public var tape: String?

  public init(
    rank: Int?, run: Int, name: BoardText, score: Int?, ticks: Int?, official: Bool, state: RowState, tape: String?
  ) {
    (self.rank, self.run, self.name, self.score, self.ticks, self.official, self.state, self.tape) =
      (rank, run, name, score, ticks, official, state, tape)
  }
}

/// Where a row's run is.
public enum RowState: String, Codable, Sendable, Equatable {
  /// Its tape was sent and kept.
  case finished
  /// An official attempt started and still open: being played, or its tape on the way.
  case playing
  /// An official attempt started and never sent in time: it used the attempt, with no result.
  case unfinished
  /// A state this client does not know (a newer board's).
  case other

  public init(from decoder: any Decoder) throws {
    self = RowState(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
  }
}
