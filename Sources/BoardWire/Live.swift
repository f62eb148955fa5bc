/// `GET /live`: the runs being played on the board now, and today's runs that finished, newest first.
public struct LiveAnswer: Codable, Sendable, Equatable {
  public var today: String
  public var runs: [LiveRow]

  public init(today: String, runs: [LiveRow]) { (self.today, self.runs) = (today, runs) }
}

/// A run on the live list: who plays what, how far it is and its score, as the board re-simulated its inputs.
public struct LiveRow: Codable, Sendable, Equatable {
  public var run: Int
  public var name: BoardText
  public var game: String
  public var date: String
  public var tick: Int
  public var score: Int?
  /// `playing`, or `finished`.
  public var state: RowState
  /// The player's official attempt (or, finished, the official result).
  public var official: Bool

  public init(
    run: Int, name: BoardText, game: String, date: String, tick: Int, score: Int?, state: RowState, official: Bool
  ) {
    (self.run, self.name, self.game, self.date, self.tick, self.score, self.state, self.official) =
      (run, name, game, date, tick, score, state, official)
  }
}

/// `GET /live/ID?from=TICK`: a run's inputs from `from` to `tick`, in a tape's words, to play it on the watcher's own
/// terminal, and how it stands; `end` once it finished.
public struct LiveInputs: Codable, Sendable, Equatable {
  public var run: Int
  public var name: BoardText
  public var game: String
  public var date: String
  public var from: Int
  public var tick: Int
  public var inputs: String
  public var state: RowState
  public var end: LiveEnd?

  public init(
    run: Int, name: BoardText, game: String, date: String, from: Int, tick: Int, inputs: String, state: RowState,
    end: LiveEnd?
  ) {
    (self.run, self.name, self.game, self.date, self.from, self.tick, self.inputs, self.state, self.end) =
      (run, name, game, date, from, tick, inputs, state, end)
  }
}

/// How a watched run ended on the board.
public struct LiveEnd: Codable, Sendable, Equatable {
  public var score: Int
  public var official: Bool
  public var rank: Int?

  public init(score: Int, official: Bool, rank: Int?) {
    (self.score, self.official, self.rank) = (score, official, rank)
  }
}
