import ArcadeCore
import ArcadeStorage

/// A run to race: its tape's header and end line, where it came from (your best kept run, or a tape file you
/// named), and its events, opened afresh for each race and read as the ghost steps (a tape file is never held
/// whole, so a long tape costs no more than a short one to race).
public struct Ghost: Sendable {
  public enum Source: Sendable, Equatable {
    /// Your best kept run of the same setup (`--ghost best`, "Race your best"): found again for each try.
    case best
    /// A tape file (`--ghost TAPE`), by the name it was given.
    case tape(String)
    /// A run on a daily board (`--ghost board:RANK`), by whose run it is and its place.
    case board(String)
  }

  /// The tape's header (game, seed, mode, parameters; no inputs): the run a race is set up from.
  public let header: Tape
  /// The tape's end line: the score the player's is measured against (nil for a tape without one).
  public let end: TapeEnd?
  public let source: Source
  private let openEvents: @Sendable () throws(LineError) -> () throws(LineError) -> TapeEvent?

  /// A tape in memory.
  public init(tape: Tape, source: Source) {
    header = tape.header
    end = tape.end
    self.source = source
    openEvents = {
      let events = tape.events
      return { events.next() }
    }
  }

  /// A tape file: its header and its end line (from its last bytes) read now, its events as each race steps.
  public init(file path: String) throws(LineError) {
    let (reader, end) = try TapeFile.readerAndEnd(path)
    header = reader.header
    self.end = end
    source = .tape(path)
    openEvents = { () throws(LineError) in
      var reader = try TapeFile.reader(path)
      return { () throws(LineError) in try reader.next() }
    }
  }

  /// The tape's events from its first, for a race.
  public func events() throws(LineError) -> () throws(LineError) -> TapeEvent? { try openEvents() }
}
