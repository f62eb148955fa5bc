import GameCatalog

/// The shells `arcade completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  func script(_ model: CompletionModel) -> String {
    switch self {
    case .bash: BashCompletion.script(model)
    case .zsh: ZshCompletion.script(model)
    case .fish: FishCompletion.script(model)
    }
  }
}

/// What may follow a flag, or stand in a positional place.
enum CompletionValues: Equatable {
  /// A switch: nothing follows.
  case none
  /// A number or a name of the user's choosing: nothing to offer.
  case anything
  case files
  /// Tapes: files named *.tape (and folders to find them in).
  case tapes
  case words([String])
}

extension FlagSpec {
  /// `--hold tap|toggle` offers its choices, `--record FILE` files, `--seed N` nothing.
  var values: CompletionValues {
    switch valueName {
    case nil: .none
    case "FILE": .files
    case let name? where name.contains("|"): .words(name.split(separator: "|").map(String.init))
    default: .anything
    }
  }
}

/// What tab completion offers, taken from the command table and each game's declared parameters,
/// so the bash, zsh and fish scripts offer exactly what the parser accepts.
struct CompletionModel {
  /// A game and its parameters, as `play` takes them.
  struct Game {
    let id: String
    let title: String
    let parameters: [FlagSpec]
  }

  /// `arcade` itself first, then the commands in help order; each takes `--help` too.
  let commands: [CommandSpec]
  let games: [Game]

  var root: CommandSpec { commands[0] }
  var subcommands: ArraySlice<CommandSpec> { commands.dropFirst() }
  /// Every switch of every command: a flag that takes no value.
  var switches: [String] {
    var names: [String] = []
    for command in commands {
      for flag in command.flags where flag.values == .none && !names.contains(flag.name) { names.append(flag.name) }
    }
    return names
  }

  init(games entries: [CatalogEntry]) {
    commands = ([CommandTable.root] + CommandTable.commands).map { spec in
      var command = spec
      command.flags.append(.flag("help", "show help"))
      return command
    }
    games = entries.map { entry in
      Game(
        id: entry.info.id, title: entry.info.title,
        parameters: entry.info.parameters.declarations.map(FlagSpec.parameter))
    }
  }

  /// What each positional place of the command takes, by index; the index is nil for a last place that repeats.
  func positionals(of command: CommandSpec) -> [(index: Int?, values: CompletionValues)] {
    command.positionals.enumerated().map { index, name in
      let repeats = command.repeatsLast && index == command.positionals.count - 1
      return (repeats ? nil : index, values(of: name))
    }
  }

  private func values(of positional: String) -> CompletionValues {
    let gameIDs = games.map(\.id)
    return switch positional {
    case "GAME": .words(gameIDs)
    case "TAPE": .tapes
    case "COMMAND": .words(CommandTable.commands.map(\.name) + gameIDs)
    case "SHELL": .words(Shell.allCases.map(\.rawValue))
    default: .anything
    }
  }
}
