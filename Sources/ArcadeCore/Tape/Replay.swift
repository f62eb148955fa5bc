/// Plays a game while writing its tape: every tick's input, a checkpoint hash every
/// `checkpointInterval` ticks, and the end line when asked for the tape.
public struct TapeRecorder<G: Game>: Sendable {
  public private(set) var game: G
  public private(set) var tape: Tape
  public let checkpointInterval: Int

  public init(parameters: ParameterValues, seed: UInt64, checkpointInterval: Int = 600) {
    game = G(parameters: parameters, seed: seed)
    tape = Tape(
      game: G.info.id, simulationVersion: G.info.simulationVersion, tickRate: Ticks.perSecond, seed: seed,
      parameters: parameters.entries.map { ($0.name, $0.value.text) })
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
    t.end = TapeEnd(tick: game.tick, status: game.status, score: game.score, hash: game.stateHash)
    return t
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
  /// Builds the game a tape was recorded with, refusing another game, simulation version or tick rate.
  public func makeGame<G: Game>(_ type: G.Type) throws(TapeError) -> G {
    let info = G.info
    guard game == info.id else {
      throw TapeError(line: nil, "this tape is for \(game.quoted), not '\(info.id)'")
    }
    guard simulationVersion == info.simulationVersion else {
      throw TapeError(
        line: nil,
        "this tape was recorded with \(info.id) simulation version \(simulationVersion), this arcade plays version \(info.simulationVersion); re-record it"
      )
    }
    guard tickRate == Ticks.perSecond else {
      throw TapeError(
        line: nil, "this tape ticks at \(tickRate)/s but \(info.id) ticks at \(Ticks.perSecond)/s; re-record it")
    }
    let values: ParameterValues
    do {
      values = try info.parameters.values(from: parameters)
    } catch {
      throw TapeError(line: nil, "bad parameter in the tape: \(String(describing: error).clipped(to: 100))")
    }
    return G(parameters: values, seed: seed)
  }

  /// Replays the whole tape headless and compares every checkpoint and the end.
  public func verify<G: Game>(as type: G.Type) throws(TapeError) -> Verification {
    var playback = TapePlayback(try makeGame(type), tape: self)
    return try playback.finish()
  }
}

extension TapeReader {
  /// Replays the rest of the tape as it is read, comparing every checkpoint and the end; stops
  /// at the first difference. The reader is spent: its events went to the replay.
  public mutating func verify<G: Game>(as type: G.Type) throws(TapeError) -> Verification {
    var playback = TapePlayback(try header.makeGame(type), reading: self)
    return try playback.finish()
  }
}
