/// `POST /runs`: a daily run starts now. `key` names this run on the player's machine, so a start sent again after a
/// lost answer gets the same run; `tick` is how far its play already is (0 unless the start was late).
public struct StartRequest: Codable, Sendable, Equatable {
  public var name: String
  public var token: String
  public var game: String
  public var date: String
  public var key: String
  public var tick: Int

  public init(name: String, token: String, game: String, date: String, key: String, tick: Int) {
    (self.name, self.token, self.game, self.date, self.key, self.tick) = (name, token, game, date, key, tick)
  }
}

/// Whether a run counts: the player's official attempt of the day, or practice.
public enum Attempt: String, Codable, Sendable, Equatable {
  case official, practice
}

/// Why a run is practice.
public enum PracticeReason: String, Codable, Sendable, Equatable {
  /// An earlier start of the same day was the official attempt.
  case attemptUsed
  /// The board heard of the run only after its play had begun, so it cannot tell it was played in real time.
  case startedLate
  /// The run fell behind real time by more than the board allows (a long pause, or slow motion).
  case fellBehind
  /// The run was never started on the board (`arcade submit`, a run whose start the board never heard).
  case notStarted
  /// A reason this client does not know (a newer board's).
  case other

  public init(from decoder: any Decoder) throws {
    self = PracticeReason(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
  }
}

/// `201`: the run's id and the day's seed, and whether it is the official attempt.
public struct StartAnswer: Codable, Sendable, Equatable {
  public var run: Int
  public var game: String
  public var date: String
  public var seed: String
  public var attempt: Attempt
  public var practice: PracticeReason?

  public init(run: Int, game: String, date: String, seed: String, attempt: Attempt, practice: PracticeReason?) {
    (self.run, self.game, self.date, self.seed, self.attempt, self.practice) = (
      run, game, date, seed, attempt, practice
    )
  }
}

/// `POST /runs/ID/inputs`: the run's inputs from tick `from` on, in a tape's words (`Tape.inputLines`).
public struct InputsRequest: Codable, Sendable, Equatable {
  public var token: String
  public var from: Int
  public var inputs: String

  public init(token: String, from: Int, inputs: String) { (self.token, self.from, self.inputs) = (token, from, inputs) }
}

/// `200`: the board has the run's inputs through `tick`, and the run counts as `attempt` so far.
public struct InputsAnswer: Codable, Sendable, Equatable {
  public var run: Int
  public var tick: Int
  public var attempt: Attempt
  public var practice: PracticeReason?

  public init(run: Int, tick: Int, attempt: Attempt, practice: PracticeReason?) {
    (self.run, self.tick, self.attempt, self.practice) = (run, tick, attempt, practice)
  }
}

/// `POST /runs/ID`: the finished run's whole tape.
public struct FinishRequest: Codable, Sendable, Equatable {
  public var token: String
  public var tape: String

  public init(token: String, tape: String) { (self.token, self.tape) = (token, tape) }
}

/// `POST /practice`: a daily tape played without the board.
public struct PracticeRequest: Codable, Sendable, Equatable {
  public var name: String
  public var token: String
  public var tape: String

  public init(name: String, token: String, tape: String) { (self.name, self.token, self.tape) = (name, token, tape) }
}

/// `200`: a run the board kept: its score, and its place among the date's official results when it is official.
public struct RunResult: Codable, Sendable, Equatable {
  public var run: Int
  public var name: BoardText
  public var score: Int
  public var official: Bool
  public var rank: Int?
  public var of: Int
  public var practice: PracticeReason?

  public init(
    run: Int, name: BoardText, score: Int, official: Bool, rank: Int?, of: Int, practice: PracticeReason?
  ) {
    (self.run, self.name, self.score, self.official, self.rank, self.of, self.practice) =
      (run, name, score, official, rank, of, practice)
  }
}
