import ArcadeCore
import ArcadeRuns
import ArcadeScreens
import GameCatalog

/// `play --ghost best|TAPE`: the run to race. `best` is your best kept run of the same game and parameters (a
/// daily challenge's; with `--level`, an arcade run from that level), of the `--seed` given, or of any seed, whose
/// seed your run then takes; a TAPE is
/// any tape of the game, classic, daily or arcade, and your run then takes its seed, mode and parameters (the
/// flags given must agree with them; an arcade tape's first level must be one you have reached).
enum GhostOption {
  static func resolve(
    _ text: String, setup: RunSetup, _ parsed: ParsedArguments, entry: CatalogEntry, _ context: CommandContext
  ) throws(CommandError) -> (RunSetup, Ghost) {
    if text == "best" { return try best(of: setup, parsed, entry: entry, context) }
    if text.hasPrefix("board:") { return try onBoard(String(text.dropFirst(6)), parsed, entry: entry, context) }
    return try tape(text, parsed, entry: entry, context)
  }

  private static func best(
    of setup: RunSetup, _ parsed: ParsedArguments, entry: CatalogEntry, _ context: CommandContext
  ) throws(CommandError) -> (RunSetup, Ghost) {
    let id = entry.info.id
    let anySeed = !parsed.has(.daily) && !parsed.has(.seed)
    if let found = entry.bestRun(like: setup, anySeed: anySeed, in: context.storage) {
      return found
    }
    let seed = anySeed ? "" : " with seed \(setup.seed)"
    let which: String
    switch setup.mode {
    case .daily(let date):
      which = "of \(id)'s daily \(date)"
    case .arcade(_, let start):
      which = "of \(id) in arcade from level \(start)\(seed)"
    case .classic:
      let custom = !setup.parameters.changed(from: entry.info.parameters).isEmpty
      which = "of \(id)\(seed)" + (custom ? (anySeed ? " with these parameters" : " and these parameters") : "")
    }
    throw CommandError(
      "--ghost best: no kept run \(which) yet; finish one first (the same command without --ghost)", status: 1)
  }

  /// `--ghost board:RANK`: the run at that place on the daily board of today (or `--date`'s), downloaded.
  private static func onBoard(
    _ rank: String, _ parsed: ParsedArguments, entry: CatalogEntry, _ context: CommandContext
  ) throws(CommandError) -> (RunSetup, Ghost) {
    let board = try BoardCommand.session(parsed, context)
    let date = try DailyCommand.date(parsed, context)
    let (tape, row) = try BoardCommand.tape(entry, rank: rank, date: date, board)
    do {
      return (try entry.setup(of: tape), Ghost(tape: tape, source: .board(row.byline(date: date))))
    } catch {
      throw CommandError("the board's run at rank \(rank) cannot be raced here: \(error.description)", status: 1)
    }
  }

  private static func tape(_ path: String, _ parsed: ParsedArguments, entry: CatalogEntry, _ context: CommandContext)
    throws(CommandError) -> (RunSetup, Ghost)
  {
    let file = path.printable
    let ghost: Ghost
    let setup: RunSetup
    do {
      let (_, tapeEntry) = try TapeLoader.open(path, games: context.games)
      guard tapeEntry.info.id == entry.info.id else {
        throw CommandError(
          "--ghost \(file) is a tape of \(tapeEntry.info.id), not of \(entry.info.id); race it with: arcade play \(tapeEntry.info.id) --ghost \(file)"
        )
      }
      // Only the header and the end line are read now: the inputs are read as the ghost steps.
      ghost = try Ghost(file: path)
      setup = try entry.setup(of: ghost.header)
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError("--ghost \(file): \(String(describing: error).printable)", status: 1)
    }
    try checkFlags(parsed, agreeWith: setup, entry: entry, file: file)
    if case .arcade(_, let start) = setup.mode { try PlayCommand.checkReached(start, entry: entry, context: context) }
    return (setup, ghost)
  }

  /// The flags given must say what the tape says: a ghost's run is the tape's run.
  private static func checkFlags(
    _ parsed: ParsedArguments, agreeWith setup: RunSetup, entry: CatalogEntry, file: String
  ) throws(CommandError) {
    func conflict(_ what: String, _ flag: String) -> CommandError {
      CommandError(
        "--ghost \(file) \(what); drop \(flag) to race it (your run takes the tape's seed, mode and parameters)")
    }
    if parsed.has(.daily) {
      guard case .daily(let date) = setup.mode else { throw conflict("is not a daily challenge's tape", "--daily") }
      if let text = parsed.value(of: .date), CalendarDate(text) != date {
        throw conflict("is the daily of \(date), not of \(text.printable)", "--date")
      }
    }
    if parsed.has(.level) {
      guard case .arcade(_, let start) = setup.mode else { throw conflict("is not an arcade run's tape", "--level") }
      if let text = parsed.value(of: .level), Int(text) != start {
        throw conflict("is an arcade run from level \(start), not \(text.printable)", "--level")
      }
    }
    if case .arcade = setup.mode, let name = parsed.gameFlags.first?.name {
      throw conflict("is an arcade run, played with its levels' own parameters", "--\(name.printable)")
    }
    if let seed = try PlayCommand.seed(parsed), seed != setup.seed {
      throw conflict("has seed \(setup.seed), not \(seed)", "--seed")
    }
    let given = try PlayCommand.parameterValues(parsed, entry: entry)
    for flag in parsed.gameFlags {
      guard let name = entry.info.parameters.parameter(named: flag.name)?.name,
        let mine = given.entries.first(where: { $0.name == name })?.value,
        let theirs = setup.parameters.entries.first(where: { $0.name == name })?.value, mine != theirs
      else { continue }
      throw conflict("plays --\(name) \(theirs.text), not \(mine.text)", "--\(flag.name.printable)")
    }
  }
}
