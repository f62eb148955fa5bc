import ArcadeCore

/// The `--help` texts, built from the command table so they never drift from the parser.
enum HelpText {
  static func root(gameIDs: [String]) -> [String] {
    var lines = ["arcade: four arcade games in the terminal", "", "Usage:"]
    lines += TextTable.lines(
      [["arcade [FLAGS]", CommandTable.root.summary]]
        + CommandTable.commands.map {
          [$0.arguments.isEmpty ? "arcade \($0.name)" : "arcade \($0.name) \($0.arguments)", $0.summary]
        },
      indent: "  ")
    lines += ["", "Flags of the title menu, play and replay:"] + flagLines(CommandTable.frontEndFlags)
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

  static func command(_ spec: CommandSpec) -> [String] {
    var lines = ["Usage: \(spec.usage)", "", Words.sentence(spec.summary)]
    if !spec.details.isEmpty { lines += [""] + spec.details }
    lines += ["", "Flags:"] + flagLines(spec.flags + [.flag("help", "show this help (also -h)")])
    return lines
  }

  static func flagLines(_ flags: [FlagSpec]) -> [String] {
    TextTable.lines(flags.map { [$0.usage, $0.help] }, indent: "  ")
  }
}
