/// `count` consecutive ticks with the same input.
public struct InputRun: Equatable, Sendable {
  public var count: Int
  public var input: TickInput

  public init(count: Int, input: TickInput) {
    self.count = count
    self.input = input
  }
}

/// The state hash after a tick, recorded so a replay can tell where it diverged.
public struct Checkpoint: Equatable, Sendable {
  public var tick: Int
  public var hash: UInt64
}

/// How a recorded run ended: its last tick, status, score and state hash, and for an arcade run the levels
/// it played.
public struct TapeEnd: Equatable, Sendable {
  public var tick: Int
  public var status: GameStatus
  public var score: Int
  public var hash: UInt64
  public var levels: ClosedRange<Int>?
  public init(tick: Int, status: GameStatus, score: Int, hash: UInt64, levels: ClosedRange<Int>? = nil) {
    self.tick = tick
    self.status = status
    self.score = score
    self.hash = hash
    self.levels = levels
  }
}

/// What kind of run a tape holds: a game as its parameters say (classic), a daily challenge (the date's
/// seed and the default parameters), or an arcade run of the game's levels.
public enum RunMode: Equatable, Sendable {
  case classic
  case daily(CalendarDate)
  /// The level file's version (`arcade-levels N`) and the level the run started at (1 is the first).
  case arcade(levelsVersion: Int, start: Int)
}

/// One step of a tape after its header, in the order of its text: inputs, a checkpoint where
/// the inputs reach its tick, and the end line last.
public enum TapeEvent: Equatable, Sendable {
  case run(InputRun)
  case checkpoint(Checkpoint)
  case end(TapeEnd)
}

/// A recorded run: which game, with what seed and parameters, and the resolved input of every
/// tick. Replaying it gives the same state bit for bit. Its text form is described in `TapeText.swift`.
public struct Tape: Equatable, Sendable {
  /// The newest version of the text format itself (not of any game's rules) that this arcade reads and writes.
  public static let formatVersion = 2
  /// Upper bound on ticks in one tape (about 46 hours at 60 ticks/s), so a bad tape cannot hang a replay.
  public static let maxTicks = 10_000_000
  /// A real line is a few dozen bytes; a longer one is damage, refused before it fills memory.
  public static let maxLineBytes = 4096

  public var game: String
  public var simulationVersion: Int
  public var tickRate: Int
  public var seed: UInt64
  public var mode: RunMode
  /// Parameter values as (name, text), in the game's declaration order.
  public var parameters: [(name: String, value: String)]
  public var runs: [InputRun]
  public var checkpoints: [Checkpoint]
  public var end: TapeEnd?

  public init(
    game: String, simulationVersion: Int, tickRate: Int, seed: UInt64, mode: RunMode = .classic,
    parameters: [(name: String, value: String)], runs: [InputRun] = [], checkpoints: [Checkpoint] = [],
    end: TapeEnd? = nil
  ) {
    self.game = game
    self.simulationVersion = simulationVersion
    self.tickRate = tickRate
    self.seed = seed
    self.mode = mode
    self.parameters = parameters
    self.runs = runs
    self.checkpoints = checkpoints
    self.end = end
  }

  public var tickCount: Int { runs.reduce(0) { $0 + $1.count } }

  /// Appends `count` ticks of one input, extending the last run when it is the same.
  public mutating func append(_ input: TickInput, count: Int = 1) {
    if let last = runs.indices.last, runs[last].input == input {
      runs[last].count += count
    } else {
      runs.append(InputRun(count: count, input: input))
    }
  }

  /// The input of every tick, in order (for replays).
  public var inputs: some Sequence<TickInput> {
    runs.lazy.flatMap { run in repeatElement(run.input, count: run.count) }
  }

  public static func == (a: Tape, b: Tape) -> Bool {
    a.game == b.game && a.simulationVersion == b.simulationVersion && a.tickRate == b.tickRate && a.seed == b.seed
      && a.mode == b.mode
      && a.parameters.count == b.parameters.count
      && zip(a.parameters, b.parameters).allSatisfy { $0.name == $1.name && $0.value == $1.value }
      && a.runs == b.runs && a.checkpoints == b.checkpoints && a.end == b.end
  }
}
