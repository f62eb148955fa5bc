import ArcadeCore
import ArcadeScreens
import GameCatalog

/// `arcade play GAME [--PARAM VALUE]... [--seed N | --daily [--date D]] [--ghost best|TAPE] [--record FILE]
/// [FLAGS]`.
enum PlayCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let entry = try context.game(parsed.positionals[0])
    let options = try FrontEndOptions(parsed, environment: context.environment)
    var setup = try setup(parsed, entry: entry, context)
    var ghost: Ghost? = nil
    if let ghostText = parsed.value(of: "ghost") {
      (setup, ghost) = try GhostOption.resolve(ghostText, setup: setup, parsed, entry: entry, context)
    }
    let record = parsed.value(of: "record")
    // Checked now, so a run is not lost at its end for want of a place to write it.
    if let record, let problem = context.storage.checkNewFile(record) { throw CommandError("--record: \(problem)") }
    return context.launcher.play(entry, setup, ghost, options, record, context.storage)
  }

  /// The run the flags ask for: a daily challenge (`--daily`, `--date`), else a classic game of the parameters
  /// and `--seed` given (a random seed when none).
  static func setup(_ parsed: ParsedArguments, entry: CatalogEntry, _ context: CommandContext) throws(CommandError)
    -> RunSetup
  {
    let parameters = try parameterValues(parsed, entry: entry)
    let seed = try seed(parsed)
    guard parsed.has("daily") else {
      if parsed.has("date") { throw CommandError("--date picks the day of a daily challenge; add --daily") }
      return entry.classic(parameters: parameters, seed: seed ?? context.randomSeed())
    }
    if let name = parsed.gameFlags.first?.name {
      throw CommandError("a daily challenge is played with the default parameters; drop --\(name.printable)")
    }
    if seed != nil { throw CommandError("a daily challenge is played with its date's seed; drop --seed") }
    return entry.daily(try DailyCommand.date(parsed, context))
  }

  /// `--seed N`, if given.
  static func seed(_ parsed: ParsedArguments) throws(CommandError) -> UInt64? {
    guard let text = parsed.value(of: "seed") else { return nil }
    guard let seed = UInt64(text) else {
      throw CommandError("--seed must be a whole number from 0 to \(UInt64.max) (got \(text.printable))")
    }
    return seed
  }

  /// The game's parameters from the flags `play` did not know, with the game's own validation.
  static func parameterValues(_ parsed: ParsedArguments, entry: CatalogEntry) throws(CommandError) -> ParameterValues {
    let declared = entry.info.parameters
    var pairs: [(name: String, value: String)] = []
    for flag in parsed.gameFlags {
      guard declared.parameter(named: flag.name) != nil else { throw unknownFlag(flag.name, declared: declared) }
      guard let value = flag.value else { throw CommandError(ParameterError.missingValue(name: flag.name).description) }
      pairs.append((flag.name, value))
    }
    do {
      return try declared.values(from: pairs)
    } catch {
      throw CommandError(error.description)
    }
  }

  /// Suggests the nearest of the game's parameters and play's own flags.
  private static func unknownFlag(_ name: String, declared: ParameterSet) -> CommandError {
    let own = CommandTable.play.flags.map(\.name) + ["help"]
    let suggestion = Suggestion.closest(to: name, among: declared.declarations.map(\.name) + own)
    if let suggestion, own.contains(suggestion) {
      return ArgumentParser.unknownFlag("--" + name, spec: CommandTable.play)
    }
    return CommandError(ParameterError.unknown(name: name, game: declared.game, suggestion: suggestion).description)
  }
}
