import ArcadeCore
import ArcadeScreens
import GameCatalog

/// `arcade play GAME [--PARAM VALUE]... [--level N] [--seed N] [--record FILE] [FLAGS]`.
enum PlayCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let entry = try context.game(parsed.positionals[0])
    let level = try arcadeLevel(parsed, entry: entry, context: context)
    let parameters = try parameterValues(parsed, entry: entry)
    let options = try FrontEndOptions(parsed, environment: context.environment)
    let seedText = parsed.value(of: "seed")
    let seed = seedText.flatMap { UInt64($0) }
    if let seedText, seed == nil {
      throw CommandError("--seed must be a whole number from 0 to \(UInt64.max) (got \(seedText.printable))")
    }
    let record = parsed.value(of: "record")
    // Checked now, so a run is not lost at its end for want of a place to write it.
    if let record, let problem = context.storage.checkNewFile(record) { throw CommandError("--record: \(problem)") }
    let chosenSeed = seed ?? context.randomSeed()
    let setup =
      level.flatMap { entry.arcade(from: $0, seed: chosenSeed) }
      ?? entry.classic(parameters: parameters, seed: chosenSeed)
    return context.launcher.play(entry, setup, options, record, context.storage)
  }

  /// `--level N`: a level of the game's arcade mode that a run has reached (the first always is); nil without
  /// the flag. An arcade run plays its levels' parameters, so the game's own flags are refused beside it.
  static func arcadeLevel(
    _ parsed: ParsedArguments, entry: CatalogEntry, context: CommandContext
  ) throws(CommandError) -> Int? {
    guard let text = parsed.value(of: "level") else { return nil }
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
    let (reached, warnings) = context.storage.levelReached(game: id)
    for warning in warnings { context.console.warning(warning) }
    guard level <= reached else {
      throw CommandError(
        "level \(level) of \(id) is not reached yet (you have reached \(reached)); win the levels before it, from: arcade play \(id) --level \(reached)"
      )
    }
    return level
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
