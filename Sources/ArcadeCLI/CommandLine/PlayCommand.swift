import ArcadeCore
import ArcadeScreens
import GameCatalog

/// `arcade play GAME [--PARAM VALUE]... [--seed N] [--record FILE] [FLAGS]`.
enum PlayCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let entry = try context.game(parsed.positionals[0])
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
    let setup = entry.classic(parameters: parameters, seed: seed ?? context.randomSeed())
    return context.launcher.play(entry, setup, options, record, context.storage)
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
