import ArcadeCore
import GameCatalog

/// The shells `arcade completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
  case bash, zsh, fish
}

/// What tab completion offers, taken from the command table and each game's declared parameters,
/// so the bash, zsh and fish scripts offer exactly what the parser accepts.
struct CompletionModel {
  /// What may follow a flag, or stand in a positional place.
  enum Values: Equatable {
    /// A switch: nothing follows.
    case none
    /// A number or a name of the user's choosing: nothing to offer.
    case anything
    case files
    /// Tapes: files named *.tape (and folders to find them in).
    case tapes
    case words([String])
  }

  struct Flag {
    /// Without dashes: "seed".
    let name: String
    let values: Values
    let help: String
  }

  struct Command {
    /// "" for `arcade` itself.
    let name: String
    let summary: String
    /// Every flag it takes, `--help` included.
    let flags: [Flag]
    /// What each positional place takes; the last repeats when `repeatsLast`.
    let positionals: [Values]
    let repeatsLast: Bool
    /// `play`: the game's parameters are flags too.
    let takesGameParameters: Bool
  }

  struct Game {
    let id: String
    let title: String
    let parameters: [Flag]
  }

  /// `arcade` itself first, then the commands in help order.
  let commands: [Command]
  let games: [Game]

  var root: Command { commands[0] }
  var subcommands: ArraySlice<Command> { commands.dropFirst() }
  /// Every switch of every command: a flag that takes no value.
  var switches: [String] {
    var names: [String] = []
    for command in commands {
      for flag in command.flags where flag.values == .none && !names.contains(flag.name) { names.append(flag.name) }
    }
    return names
  }

  init(games entries: [CatalogEntry]) {
    let gameIDs = entries.map(\.info.id)
    let commandNames = CommandTable.commands.map(\.name)
    func positional(_ name: String) -> Values {
      switch name {
      case "GAME": .words(gameIDs)
      case "TAPE": .tapes
      case "COMMAND": .words(commandNames + gameIDs)
      case "SHELL": .words(Shell.allCases.map(\.rawValue))
      default: .anything
      }
    }
    let help = FlagSpec.flag("help", "show help")
    commands = ([CommandTable.root] + CommandTable.commands).map { spec in
      Command(
        name: spec.name, summary: spec.summary, flags: (spec.flags + [help]).map(Self.flag),
        positionals: spec.positionals.map(positional), repeatsLast: spec.repeatsLast,
        takesGameParameters: spec.takesGameParameters)
    }
    games = entries.map { entry in
      Game(
        id: entry.info.id, title: entry.info.title,
        parameters: entry.info.parameters.declarations.map { parameter in
          if case .choice(let options) = parameter.kind {
            return Flag(name: parameter.name, values: .words(options), help: parameter.help)
          }
          return Flag(name: parameter.name, values: .anything, help: parameter.help)
        })
    }
  }

  /// `--hold tap|toggle` offers its choices, `--record FILE` files, `--seed N` nothing.
  private static func flag(_ spec: FlagSpec) -> Flag {
    let values: Values =
      switch spec.valueName {
      case nil: .none
      case "FILE": .files
      case let name? where name.contains("|"): .words(name.split(separator: "|").map(String.init))
      default: .anything
      }
    return Flag(name: spec.name, values: values, help: spec.help)
  }
}
