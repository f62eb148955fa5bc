/// A game played through a tape, one tick at a time: the one replay loop of the arcade. `verify` (and so
/// the games benchmark), the replay screen, the attract demo, casts and the sound tests step tapes through it.
///
/// Events are read as the ticks need them (a tape read from a file is never held whole). Each
/// checkpoint and the end line are checked as the ticks reach them; the first difference ends the
/// playback, and `verdict` says how it ended.
public struct TapePlayback<G: Simulation> {
  public private(set) var game: G
  /// Nil while the tape goes on agreeing with the game (and when it stops without an end line); else
  /// how it ended: verified at its end line, diverged at a checkpoint, or a different outcome.
  public private(set) var verdict: Verification? = nil
  private let nextEvent: () throws(LineError) -> TapeEvent?
  private var input = TickInput()
  /// Ticks of the current run still to step; 0 before the first step and once the tape has none left.
  private var ticksLeft = 0
  private var started = false

  /// Plays `game` (made from the tape's header) through the events that follow the header, read as the
  /// first step needs them.
  public init(_ game: G, events nextEvent: @escaping () throws(LineError) -> TapeEvent?) {
    self.game = game
    self.nextEvent = nextEvent
  }

  /// Plays `game` through a tape in memory.
  public init(_ game: G, tape: Tape) {
    let events = tape.events
    self.init(game, events: { events.next() })
  }

  /// Plays `game` through the rest of a tape as it is read (the reader moves into the playback).
  public init(_ game: G, reading reader: consuming TapeReader) {
    var reader = reader
    self.init(game, events: { () throws(LineError) in try reader.next() })
  }

  /// True once the tape has no tick left to play: its end line was reached, its events ran out, or it diverged.
  public var isFinished: Bool { started && ticksLeft == 0 }

  /// Steps the tape's next tick and returns what happened in it; nil when it has none left. Only a tape
  /// read from a file can fail.
  public mutating func step() throws(LineError) -> TickEvents? {
    if !started {
      started = true
      try readToNextRun()
    }
    guard ticksLeft > 0 else { return nil }
    let events = game.step(input)
    ticksLeft -= 1
    if ticksLeft == 0 { try readToNextRun() }
    return events
  }

  /// Plays the rest of the tape and returns its verdict; a tape that stops without an end line is truncated.
  public mutating func finish() throws(LineError) -> Verification {
    while try step() != nil {}
    guard let verdict else { throw LineError(line: nil, "the tape is truncated: it has no end line") }
    return verdict
  }

  /// Reads events up to the next ticks to play, checking the checkpoints and the end line on the way.
  private mutating func readToNextRun() throws(LineError) {
    while verdict == nil, let event = try nextEvent() {
      switch event {
      case .run(let run):
        guard run.count > 0 else { continue }
        (input, ticksLeft) = (run.input, run.count)
        return
      case .checkpoint(let c):
        if c.tick == game.tick, c.hash != game.stateHash {
          verdict = .diverged(tick: c.tick, expected: c.hash, actual: game.stateHash)
        }
      case .end(let end):
        let actual = game.end
        if end.hash != actual.hash {
          verdict = .diverged(tick: end.tick, expected: end.hash, actual: actual.hash)
        } else {
          verdict = end == actual ? .verified(actual) : .outcomeDiffers(expected: end, actual: actual)
        }
      }
    }
  }
}

/// A `TapePlayback` of a simulation known only as `any Simulation` (the front end's come from the catalog): its
/// `game`, like a recorder's, is then an `any Simulation`.
public protocol AnyTapePlayback {
  associatedtype Played: Simulation
  var game: Played { get }
  var verdict: Verification? { get }
  var isFinished: Bool { get }
  /// Steps the tape's next tick and returns what happened in it; nil when it has none left. Only a tape
  /// read from a file can fail.
  mutating func step() throws(LineError) -> TickEvents?
}

extension TapePlayback: AnyTapePlayback {}

/// A playback of `game`, a game whose type is known only at run time, through events given as it steps.
public func tapePlayback(
  of game: any Simulation, events: @escaping () throws(LineError) -> TapeEvent?
) -> any AnyTapePlayback {
  func open<G: Simulation>(_ game: G) -> any AnyTapePlayback { TapePlayback(game, events: events) }
  return open(game)
}

extension Tape {
  /// This tape played through `game`, a game made from it whose type is known only at run time.
  public func playback(of game: any Simulation) -> any AnyTapePlayback {
    let events = self.events
    return tapePlayback(of: game, events: { events.next() })
  }
}

extension TapeReader {
  /// The rest of this tape, played through `game` as it is read (the reader moves into the playback).
  public consuming func playback(of game: any Simulation) -> any AnyTapePlayback {
    var reader = self
    return tapePlayback(of: game, events: { () throws(LineError) in try reader.next() })
  }
}
