import ArcadeCore
import ArcadeRuns
import ArcadeScreens
import GameCatalog

/// `arcade play GAME [--PARAM VALUE]... [--seed N] [--level N | --daily [--date D]] [--ghost best|TAPE]
/// [--record FILE] [FLAGS]`.
enum PlayCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let entry = try context.game(parsed.positionals[0])
    var setup = try setup(parsed, entry: entry, context)
    let options = try FrontEndOptions(parsed, environment: context.environment, config: context.config)
    var ghost: Ghost? = nil
    if let ghostText = parsed.value(of: .ghost) {
      (setup, ghost) = try GhostOption.resolve(ghostText, setup: setup, parsed, entry: entry, context)
    }
    let record = parsed.value(of: .record)
    // Checked now, so a run is not lost at its end for want of a place to write it.
    if let record, let problem = context.storage.checkNewFile(record) { throw CommandError("--record: \(problem)") }
    return context.launcher.play(entry, setup, ghost, options, record, context.storage)
  }

  /// The run the flags ask for: a daily challenge (`--daily`, `--date`), an arcade run (`--level`, `--seed`), else
  /// a classic game of the parameters and `--seed` given (a random seed when none).
  static func setup(_ parsed: ParsedArguments, entry: CatalogEntry, _ context: CommandContext) throws(CommandError)
    -> RunSetup
  {
    if parsed.has(.daily), parsed.has(.level) {
      throw CommandError(
        "--level starts an arcade run and --daily plays the day's classic round; drop one or the other")
    }
    if !parsed.has(.daily), parsed.has(.date) {
      throw CommandError("--date picks the day of a daily challenge; add --daily")
    }
    let level = try arcadeLevel(parsed, entry: entry, context: context)
    let parameters = try parameterValues(parsed, entry: entry)
    let seed = try seed(parsed)
    if parsed.has(.daily) {
      if let name = parsed.gameFlags.first?.name {
        throw CommandError("a daily challenge is played with the default parameters; drop --\(name.printable)")
      }
      if seed != nil { throw CommandError("a daily challenge is played with its date's seed; drop --seed") }
      return entry.daily(try DailyCommand.date(parsed, context))
    }
    let chosenSeed = seed ?? context.randomSeed()
    return level.flatMap { entry.arcade(from: $0, seed: chosenSeed) }
      ?? entry.classic(parameters: parameters, seed: chosenSeed)
  }

  /// `--seed N`, if given.
  static func seed(_ parsed: ParsedArguments) throws(CommandError) -> UInt64? {
    guard let text = parsed.value(of: .seed) else { return nil }
    guard let seed = UInt64(text) else {
      throw CommandError("--seed must be a whole number from 0 to \(UInt64.max) (got \(text.printable))")
    }
    return seed
  }

  /// `--level N`: a level of the game's arcade mode that a run has reached (the first always is); nil without
  /// the flag. An arcade run plays its levels' parameters, so the game's own flags are refused beside it.
  static func arcadeLevel(
    _ parsed: ParsedArguments, entry: CatalogEntry, context: CommandContext
  ) throws(CommandError) -> Int? {
    guard let text = parsed.value(of: .level) else { return nil }
    let id = entry.info.id
    let levels = try LevelsCommand.levelFile(of: entry)
    if !parsed.gameFlags.isEmpty {
      let flags = Words.list(parsed.gameFlags.map { "--" + $0.name }, or: false)
      throw CommandError(
        "--level plays the level's own parameters, so it cannot go with \(flags); drop one or the other")
    }
    let count = levels.levels.count
    guard let level = Int(text), (1...count).contains(level) else {
      throw CommandError(
        "--level must be a level of \(id), 1 to \(count) (got \(text.printable)); see: arcade levels \(id)")
    }
    try checkReached(level, entry: entry, context: context)
    return level
  }

  /// An arcade run starts only at a level a run has reached (`--level N`, or racing an arcade tape).
  static func checkReached(_ level: Int, entry: CatalogEntry, context: CommandContext) throws(CommandError) {
    let id = entry.info.id
    let (reached, warnings) = context.storage.levelReached(game: id, levels: entry.levelCount)
    for warning in warnings { context.console.warning(warning) }
    guard level <= reached else {
      throw CommandError(
        "level \(level) of \(id) is not reached yet (you have reached \(reached)); win the levels before it, from: arcade play \(id) --level \(reached)"
      )
    }
  }

  /// The game's parameters from the flags `play` did not know, with the game's own validation.
  static func parameterValues(_ parsed: ParsedArguments, entry: CatalogEntry) throws(CommandError) -> ParameterValues {
    let declared = entry.info.parameters
    var pairs: [(name: String, value: String)] = []
    for flag in parsed.gameFlags {
      guard declared.parameter(named: flag.name) != nil else {
        throw unknownFlag(flag.name, declared: declared, levels: entry.levels != nil)
      }
      guard let value = flag.value else { throw CommandError(ParameterError.missingValue(name: flag.name).description) }
      pairs.append((flag.name, value))
    }
    do {
      return try declared.values(from: pairs)
    } catch {
      throw CommandError(error.description)
    }
  }

  /// Suggests the nearest of the game's parameters and play's own flags (--level only for a game with levels).
  private static func unknownFlag(_ name: String, declared: ParameterSet, levels: Bool) -> CommandError {
    let own = CommandTable.play.flags.map(\.name).filter { levels || $0 != "level" } + ["help"]
    let suggestion = Suggestion.closest(to: name, among: declared.declarations.map(\.name) + own)
    if let suggestion, own.contains(suggestion) {
      return ArgumentParser.unknownFlag("--" + name, spec: CommandTable.play)
    }
    return CommandError(ParameterError.unknown(name: name, game: declared.game, suggestion: suggestion).description)
  }
}
