import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// A run to race: its tape's header and end line, where it came from (your best kept run, or a tape file you
/// named), and its events, opened afresh for each race and read as the ghost steps (a tape file is never held
/// whole, so a long tape costs no more than a short one to race).
public struct Ghost: Sendable {
  public enum Source: Sendable, Equatable {
    /// Your best kept run of the same setup (`--ghost best`, "Race your best"): found again for each try.
    case best
    /// A tape file (`--ghost TAPE`), by the name it was given.
    case tape(String)
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
  func events() throws(LineError) -> () throws(LineError) -> TapeEvent? { try openEvents() }

  /// "your best run (455)", "the run of run.tape (455)".
  var name: String {
    let score = end.map { " (\($0.score))" } ?? ""
    switch source {
    case .best: return "your best run" + score
    case .tape(let path):
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return "the run of \(ScreenText.sanitized(file, limit: 40))" + score
    }
  }
}

extension CatalogEntry {
  /// Your best kept run of exactly this setup (the same mode, seed and parameters, playable here): the ghost
  /// of "Race your best" and `--ghost best`; nil when there is none.
  public func bestRun(of setup: RunSetup, in scores: any ScoreKeeper) -> Ghost? {
    bestRun(like: setup, anySeed: false, in: scores)?.ghost
  }

  /// Your best kept run set up like `setup` (the same mode and parameters, an arcade run from the same level),
  /// of the same seed or, with `anySeed`, of any: the run, as it was set up, and its ghost.
  public func bestRun(like setup: RunSetup, anySeed: Bool, in scores: any ScoreKeeper) -> (
    setup: RunSetup, ghost: Ghost
  )? {
    bestKeptRun(in: ScoreTable(setup, info: info), seed: anySeed ? nil : setup.seed, scores: scores) {
      $0 == setup || anySeed && $0.again(seed: setup.seed) == setup
    }.map { ($0.setup, Ghost(tape: $0.tape, source: .best)) }
  }

  /// The best run kept in a table of this game (of `seed`, or any) whose setup `matches`, playable here.
  public func bestKeptRun(
    in table: ScoreTable, seed: UInt64?, scores: any ScoreKeeper, where matches: (RunSetup) -> Bool = { _ in true }
  ) -> (setup: RunSetup, tape: Tape)? {
    for tape in scores.keptTapes(game: info.id, table: table, seed: seed) {
      if let found = try? self.setup(of: tape), matches(found) { return (found, tape) }
    }
    return nil
  }
}

/// A ghost racing beside the player's run: its own simulation, made from its tape and stepped from the tape's
/// inputs tick for tick with the player's, through the one replay loop. It reads nothing of the player's run
/// and the player's run reads nothing of it.
struct GhostRace {
  let ghost: Ghost
  private var playback: any AnyTapePlayback

  /// Nil when the tape cannot be played here (it was checked before, so only a tape changed since).
  init?(_ ghost: Ghost, entry: CatalogEntry) {
    guard let simulation = try? entry.makeFromTape(ghost.header), let events = try? ghost.events() else { return nil }
    self.ghost = ghost
    playback = tapePlayback(of: simulation, events: events)
  }

  var game: any Simulation { playback.game }

  /// The ghost's next tick, as the player's run takes one; past its tape's end, or where a damaged file
  /// stops making sense, it stays as it was.
  mutating func step() {
    _ = try? playback.step()
  }

  /// The ghost's score at its end: what the player's final score is measured against.
  var finalScore: Int { ghost.end?.score ?? game.score }

  /// "ahead by 12", "behind by 3", "level with the ghost": a score against the ghost's.
  static func standing(_ score: Int, against ghost: Int) -> String {
    score > ghost ? "ahead by \(score - ghost)" : score < ghost ? "behind by \(ghost - score)" : "level with the ghost"
  }

  /// The line beside the picture while racing: the ghost's score now, and the player's against it.
  func liveLine(score: Int) -> GameScreens.BarPart {
    let ghostScore = game.score
    let color: Color = score > ghostScore ? .brightGreen : score < ghostScore ? .brightRed : .brightWhite
    return GameScreens.BarPart(
      "ghost \(ghostScore) · " + Self.standing(score, against: ghostScore), style: Style(color))
  }

  /// The end alert's line: the final score against the ghost's final score.
  func endLine(score: Int) -> String {
    "Against \(ghost.name): " + Self.standing(score, against: finalScore) + "."
  }

  /// The ghost's avatar, faint, in the player's world (games whose world does not depend on the player), under
  /// the player's own avatar; nothing for the other games, which race by score alone.
  func draw(over canvas: inout Canvas, player: any Simulation) {
    guard game.hasGhostAvatar else { return }
    var ghostLayer = Canvas(columns: canvas.columns, rows: canvas.rows)
    game.drawGhost(into: &ghostLayer)
    var playerLayer = Canvas(columns: canvas.columns, rows: canvas.rows)
    player.drawGhost(into: &playerLayer)
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns where ghostLayer[column, row] != .blank && playerLayer[column, row] == .blank {
        let cell = ghostLayer[column, row]
        let under = canvas[column, row].style.background
        canvas[column, row] = Cell(cell.glyph, Style(cell.style.foreground, on: under, cell.style.attributes))
      }
    }
  }
}
