import ArcadeCore
import GameCatalog
import TerminalUI

/// The commands that only print: `list`, `params GAME`, `--version`, help, and what `make install`
/// puts beside the binary: `man` and `completions SHELL`.
enum InfoCommands {
  /// One line a game: its id, title, the smallest terminal it plays in (its smallest canvas and the bar), summary.
  static func list(_ context: CommandContext) -> Int32 {
    context.console.out(
      TextTable.lines(
        context.games.map { entry in
          let sizes = entry.info.smallestSizes.map { "\($0.columns)x\($0.rows + 1)" }.joined(separator: " or ")
          return [entry.info.id, entry.info.title, sizes, entry.info.summary]
        }))
    return 0
  }

  static func params(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let entry = try context.game(parsed.positionals[0])
    context.console.out(paramsLines(entry.info))
    return 0
  }

  /// A table of the game's parameters: flag, default, allowed values, unit, help.
  static func paramsLines(_ info: GameInfo) -> [String] {
    let declarations = info.parameters.declarations
    guard !declarations.isEmpty else { return ["\(info.id) (\(info.title)) has no parameters."] }
    var rows = [["FLAG", "DEFAULT", "ALLOWED", "UNIT", "HELP"]]
    rows += declarations.map { p in
      ["--\(p.name)", p.defaultValue.text, p.allowed, p.unit.isEmpty ? "-" : p.unit, p.help + aliasNote(p)]
    }
    return [
      "Parameters of \(info.id) (\(info.title)), e.g. arcade play \(info.id) --\(declarations[0].name) VALUE:", "",
    ]
      + TextTable.lines(rows)
  }

  /// " (also --colours)" for a parameter with old spellings; "" for the others.
  static func aliasNote(_ parameter: Parameter) -> String {
    parameter.aliases.isEmpty ? "" : " (also " + parameter.aliases.map { "--" + $0 }.joined(separator: ", ") + ")"
  }

  static func version(_ context: CommandContext) -> Int32 {
    context.console.out("arcade \(ArcadeCommand.version)")
    let rules = context.games.map { "\($0.info.id) \($0.info.simulationVersion)" }.joined(separator: ", ")
    context.console.out("tape formats 1 to \(Tape.formatVersion); simulation versions: \(rules)")
    return 0
  }

  static func help(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    guard let name = parsed.positionals.first else { return printHelp(for: CommandTable.root, context) }
    if let entry = context.games.first(where: { $0.info.id == name }) {
      context.console.out(gameHelp(entry.info))
      return 0
    }
    guard let spec = CommandTable.command(named: name) else {
      throw ArgumentParser.unknownCommand(name, gameIDs: [])
    }
    return printHelp(for: spec, context)
  }

  /// `arcade help GAME`: what the game is, its keys, its help screen and its parameters.
  static func gameHelp(_ info: GameInfo) -> [String] {
    var lines = ["\(info.id): \(info.title)", info.summary]
    if !info.bindings.isEmpty {
      lines +=
        ["", "Keys:"]
        + TextTable.lines(info.bindings.map { KeyMap.hint($0) }.map { [$0.keys, $0.action] }, indent: "  ")
    }
    if !info.help.isEmpty { lines += [""] + info.help }
    lines += [""] + paramsLines(info) + ["", "Play it: arcade play \(info.id)"]
    return lines.map(\.printable)
  }

  /// `arcade --help`, `arcade COMMAND --help`; `arcade play GAME --help` adds the game's parameters.
  static func printHelp(for spec: CommandSpec, _ context: CommandContext, game: String? = nil) -> Int32 {
    var lines = spec.name.isEmpty ? rootHelp(gameIDs: context.gameIDs) : commandHelp(spec)
    if let game, let entry = context.games.first(where: { $0.info.id == game }) {
      lines += [""] + paramsLines(entry.info)
    }
    context.console.out(lines)
    return 0
  }

  static func man(_ context: CommandContext) -> Int32 {
    context.console.out(ManPage.lines(games: context.games))
    return 0
  }

  static func completions(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let name = parsed.positionals[0]
    guard let shell = Shell(rawValue: name) else {
      let shells = Words.list(Shell.allCases.map(\.rawValue), or: true)
      throw CommandError("unknown shell '\(name.printable)'; choose \(shells) (see: arcade completions --help)")
    }
    context.console.writeOut(shell.script)
    return 0
  }

  /// The `--help` overview, built from the command table so it never drifts from the parser.
  static func rootHelp(gameIDs: [String]) -> [String] {
    var lines = ["arcade: \(Catalog.inWords(gameIDs.count)) arcade games in the terminal", "", "Usage:"]
    lines += TextTable.lines(
      [[CommandTable.root.usage, CommandTable.root.summary]]
        + CommandTable.commands.map { [$0.invocation, $0.summary] },
      indent: "  ")
    lines += ["", "Flags of the title menu, play, replay and watch:"] + flagLines(CommandTable.frontEndFlags)
    lines += ["", "Other flags:"] + flagLines(CommandTable.otherFlags)
    lines += [
      "",
      "Games: \(gameIDs.joined(separator: ", ")). Their parameters: arcade params GAME.",
      "Files: best scores and each game's last tape, in $XDG_DATA_HOME/arcade",
      "(default ~/.local/share/arcade).",
      "Exit status: \(CommandTable.exitStatus)",
    ]
    return lines
  }

  /// `arcade COMMAND --help`.
  static func commandHelp(_ spec: CommandSpec) -> [String] {
    var lines = ["Usage: \(spec.usage)", "", Words.sentence(spec.summary)]
    if !spec.details.isEmpty { lines += [""] + spec.details }
    lines += ["", "Flags:"] + flagLines(spec.flags + [.flag(.help, "show this help (also -h)")])
    return lines
  }

  private static func flagLines(_ flags: [FlagSpec]) -> [String] {
    TextTable.lines(flags.map { [$0.usage, $0.help] }, indent: "  ")
  }
}
