import GameCatalog

/// `arcade __complete WORD...`, which the completion scripts run at every tab: what may stand where
/// the last word (the one being completed) is, from the command table and each game's declared
/// parameters, so every shell offers exactly what the parser accepts. It prints the kind (`words`,
/// or `files` and `tapes` that the shell finds itself, beside any words given), then the words that fit, one a
/// line, each with a tab and what it means when there is something to say.
enum Completer {
  static let command = "__complete"

  /// A word to offer and what it means (zsh and fish show it).
  typealias Offer = (word: String, about: String?)

  static func run(_ words: [String], _ context: CommandContext) -> Int32 {
    let (kind, offers) = offers(for: words, games: context.games) {
      context.storage.levelReached(game: $0, levels: .max).level
    }
    context.console.out(kind)
    for offer in offers { context.console.out(offer.word + (offer.about.map { "\t" + $0 } ?? "")) }
    return 0
  }

  /// The kind of thing that may stand where the last of `words` (those after `arcade`) is, and the
  /// words that fit it. `levelReached` says how far a game's arcade runs went (`--level` offers those levels).
  static func offers(
    for words: [String], games: [CatalogEntry], levelReached: (String) -> Int = { _ in 1 }
  ) -> (kind: String, offers: [Offer]) {
    let switches =
      ([CommandTable.root] + CommandTable.commands).flatMap(\.flags).filter { $0.valueName == nil }
      .map { "--" + $0.name } + ["--help"]
    // The command and its positionals: the words before the last, less flags and their values.
    // bash passes --flag=VALUE as --flag, = and VALUE.
    var arguments: [String] = []
    var flag: String? = nil
    for word in words.dropLast() where word != "=" {
      if flag != nil {
        flag = nil
      } else if word.hasPrefix("-") && word != "-" {
        if !word.contains("=") && !switches.contains(word) { flag = word }
      } else {
        arguments.append(word)
      }
    }
    var current = words.last ?? ""
    var prefix = ""
    if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
      flag = String(current[..<equals])
      prefix = String(current[...equals])
      current = String(current[current.index(after: equals)...])
    }
    let spec = arguments.isEmpty ? CommandTable.root : CommandTable.command(named: arguments[0])
    guard let spec else { return ("words", []) }
    let game = spec.takesGameParameters && arguments.count > 1 ? games.first { $0.info.id == arguments[1] } : nil
    let flags =
      spec.flags + [.flag(.help, "show help")] + (game?.info.parameters.declarations.map(FlagSpec.parameter) ?? [])
    let (kind, offers): (String, [Offer])
    if flag == "--level", let game, let levels = game.levels {
      let reached = min(levelReached(game.info.id), levels.levels.count)
      (kind, offers) = ("words", (1...reached).map { (String($0), levels.levels[$0 - 1].name) })
    } else if let flag {
      (kind, offers) = flags.first { "--" + $0.name == flag }.map { values($0, games: games) } ?? ("words", [])
    } else if current.hasPrefix("-") {
      (kind, offers) = ("words", flags.map { ("--" + $0.name, $0.help) })
    } else if arguments.isEmpty {
      (kind, offers) = ("words", words.count == 1 ? commandOffers : [])
    } else {
      let place = spec.repeatsLast ? min(arguments.count - 1, spec.positionals.count - 1) : arguments.count - 1
      let name = spec.positionals.indices.contains(place) ? spec.positionals[place] : ""
      (kind, offers) = positional(name, games: games)
    }
    return (kind, offers.filter { $0.word.hasPrefix(current) }.map { (prefix + $0.word, $0.about) })
  }

  /// `--hold tap|toggle` offers its choices, `--record FILE` files, `--best GAME` the games, `--ghost RUN` tapes
  /// and `best`, `--seed N` nothing.
  private static func values(_ flag: FlagSpec, games: [CatalogEntry]) -> (String, [Offer]) {
    switch flag.valueName {
    case "FILE": ("files", [])
    case "GAME": positional("GAME", games: games)
    case "RUN": ("tapes", [("best", "your best run")])
    case let name? where name.contains("|"): ("words", name.split(separator: "|").map { (String($0), nil) })
    default: ("words", [])
    }
  }

  private static func positional(_ name: String, games: [CatalogEntry]) -> (String, [Offer]) {
    let gameOffers: [Offer] = games.map { ($0.info.id, $0.info.title) }
    return switch name {
    case "GAME": ("words", gameOffers)
    case "TAPE": ("tapes", [])
    case "COMMAND": ("words", commandOffers + gameOffers)
    case "SHELL": ("words", Shell.allCases.map { ($0.rawValue, nil) })
    default: ("words", [])
    }
  }

  private static var commandOffers: [Offer] { CommandTable.commands.map { ($0.name, $0.summary) } }
}
