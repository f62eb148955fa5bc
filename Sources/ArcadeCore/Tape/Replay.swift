/// Plays a simulation while writing its tape: every tick's input, a checkpoint hash every
/// `checkpointInterval` ticks, and the end line when asked for the tape.
public struct TapeRecorder<S: Simulation>: Sendable {
  public private(set) var game: S
  public private(set) var tape: Tape
  public let checkpointInterval: Int

  /// Records `simulation` (fresh, at tick 0) under `header`: the tape's game, versions, seed, mode and parameters.
  public init(_ simulation: S, header: Tape, checkpointInterval: Int = 600) {
    game = simulation
    tape = header
    self.checkpointInterval = checkpointInterval
  }

  /// Steps the game and records the tick; returns what happened in it.
  @discardableResult
  public mutating func step(_ input: TickInput) -> TickEvents {
    let events = game.step(input)
    tape.append(input)
    if game.tick % checkpointInterval == 0 {
      tape.checkpoints.append(Checkpoint(tick: game.tick, hash: game.stateHash))
    }
    return events
  }

  /// The tape so far, closed with an end line describing the current state.
  public var finishedTape: Tape {
    var t = tape
    t.end = game.end
    return t
  }
}

extension TapeRecorder where S: Game {
  /// Records a classic game of `S` with these parameters and seed.
  public init(parameters: ParameterValues, seed: UInt64, checkpointInterval: Int = 600) {
    self.init(
      S(parameters: parameters, seed: seed), header: Tape.header(S.self, seed: seed, parameters: parameters),
      checkpointInterval: checkpointInterval)
  }
}

extension Tape {
  /// The header of a tape of `G`: its id and versions, the seed, the mode and the parameters it was made with
  /// (none for an arcade run, whose parameters come from its levels).
  public static func header<G: Game>(
    _ type: G.Type, seed: UInt64, mode: RunMode = .classic, parameters: ParameterValues
  ) -> Tape {
    let listed: [(name: String, value: String)]
    if case .arcade = mode { listed = [] } else { listed = parameters.entries.map { ($0.name, $0.value.text) } }
    return Tape(
      game: G.info.id, simulationVersion: G.info.simulationVersion, tickRate: Ticks.perSecond, seed: seed, mode: mode,
      parameters: listed)
  }

  /// This tape's header alone: no inputs, checkpoints or end line.
  public var header: Tape {
    Tape(
      game: game, simulationVersion: simulationVersion, tickRate: tickRate, seed: seed, mode: mode,
      parameters: parameters)
  }
}

/// The outcome of replaying a tape headless.
public enum Verification: Equatable, Sendable {
  /// Every checkpoint and the end matched.
  case verified(TapeEnd)
  /// The state hash first differed after `tick`.
  case diverged(tick: Int, expected: UInt64, actual: UInt64)
  /// The hashes matched but the recorded outcome did not (a damaged end line).
  case outcomeDiffers(expected: TapeEnd, actual: TapeEnd)
}

extension Tape {
  /// Builds the game a classic or daily tape was recorded with, refusing another game, simulation version or
  /// tick rate, and a daily tape whose seed is not its date's or whose parameters are not the defaults.
  public func makeGame<G: Game>(_ type: G.Type) throws(LineError) -> G {
    try checkVersions(G.self)
    let values: ParameterValues
    do {
      values = try G.info.parameters.values(from: parameters)
    } catch {
      throw LineError(line: nil, "bad parameter in the tape: \(String(describing: error).clipped(to: 100))")
    }
    switch mode {
    case .classic: break
    case .daily(let date):
      let daily = DailySeed.seed(game: G.info.id, date: date)
      guard seed == daily else {
        throw LineError(
          line: nil, "this daily tape's seed \(seed) is not the seed of \(G.info.id)'s daily \(date) (\(daily))")
      }
      let changed = values.changed(from: G.info.parameters)
      guard changed.isEmpty else {
        throw LineError(
          line: nil,
          "this daily tape changes \(changed.map { "--" + $0 }.joined(separator: ", ")); a daily run uses the default parameters"
        )
      }
    case .arcade:
      throw LineError(line: nil, "this is a tape of an arcade run, not of one game")
    }
    return G(parameters: values, seed: seed)
  }

  /// Builds the arcade run an arcade tape was recorded with, from the game's levels (refusing a tape of
  /// another version of the levels).
  public func makeArcadeRun<G: Game>(_ type: G.Type, levels: LevelFile?) throws(LineError) -> ArcadeRun<G> {
    try checkVersions(G.self)
    guard case .arcade(let version, let start) = mode else {
      throw LineError(line: nil, "this tape is not of an arcade run")
    }
    guard let levels else { throw LineError(line: nil, "\(G.info.id) has no arcade levels in this arcade") }
    guard version == levels.version else {
      throw LineError(
        line: nil,
        "this arcade tape was played with \(G.info.id)'s levels version \(version), this arcade has version \(levels.version)"
      )
    }
    guard parameters.isEmpty else {
      throw LineError(line: nil, "an arcade tape takes its parameters from its levels, yet this one lists some")
    }
    guard let run = ArcadeRun<G>(levels: levels, start: start, seed: seed) else {
      throw LineError(line: nil, "\(G.info.id)'s levels have no level \(start)")
    }
    return run
  }

  private func checkVersions<G: Game>(_ type: G.Type) throws(LineError) {
    let info = G.info
    guard game == info.id else {
      throw LineError(line: nil, "this tape is for \(game.quoted), not '\(info.id)'")
    }
    guard simulationVersion == info.simulationVersion else {
      throw LineError(
        line: nil,
        "this tape was recorded with \(info.id) simulation version \(simulationVersion), this arcade plays version \(info.simulationVersion); re-record it"
      )
    }
    guard tickRate == Ticks.perSecond else {
      throw LineError(
        line: nil, "this tape ticks at \(tickRate)/s but \(info.id) ticks at \(Ticks.perSecond)/s; re-record it")
    }
  }

  /// Replays the whole tape headless and compares every checkpoint and the end; `levels` are the game's
  /// arcade levels, for a tape of an arcade run.
  public func verify<G: Game>(as type: G.Type, levels: LevelFile? = nil) throws(LineError) -> Verification {
    if case .arcade = mode {
      var playback = TapePlayback(try makeArcadeRun(type, levels: levels), tape: self)
      return try playback.finish()
    }
    var playback = TapePlayback(try makeGame(type), tape: self)
    return try playback.finish()
  }
}

extension TapeReader {
  /// Replays the rest of the tape as it is read, comparing every checkpoint and the end; stops
  /// at the first difference. The reader is spent: its events went to the replay.
  public mutating func verify<G: Game>(as type: G.Type, levels: LevelFile? = nil) throws(LineError) -> Verification {
    if case .arcade = header.mode {
      var playback = TapePlayback(try header.makeArcadeRun(type, levels: levels), reading: self)
      return try playback.finish()
    }
    var playback = TapePlayback(try header.makeGame(type), reading: self)
    return try playback.finish()
  }
}
