import ArcadeCore

/// A command line taken apart against its `CommandSpec`; values are still text.
package struct ParsedArguments {
  let command: CommandSpec
  var positionals: [String] = []
  /// The command's own flags, in the order given (value nil for a switch).
  var flags: [(name: String, value: String?)] = []
  /// Flags `play` leaves for the game's parameters (value nil when none followed).
  var gameFlags: [(name: String, value: String?)] = []
  /// `--help` or `-h` appeared: show help, whatever else was given.
  var wantsHelp = false

  package func has(_ flag: Flag) -> Bool { flags.contains { $0.name == flag.rawValue } }
  package func value(of flag: Flag) -> String? { flags.first { $0.name == flag.rawValue }?.value ?? nil }
}

/// Our own small parser: `arcade [COMMAND] [ARGUMENT | --flag | --flag value | --flag=value]... [-- ARGUMENT...]`.
enum ArgumentParser {
  /// Parses the arguments after `arcade`. `gameIDs` only improve the message for `arcade frog`.
  static func parse(_ arguments: [String], gameIDs: [String] = []) throws(CommandError) -> ParsedArguments {
    var tokens = arguments[...]
    var spec = CommandTable.root
    if let first = tokens.first, !first.hasPrefix("-") {
      guard let command = CommandTable.command(named: first) else {
        throw unknownCommand(first, gameIDs: gameIDs)
      }
      spec = command
      tokens.removeFirst()
    }
    var parsed = ParsedArguments(command: spec)
    if tokens.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      parsed.wantsHelp = true
      return parsed
    }
    var onlyPositionals = false
    while let token = tokens.popFirst() {
      if onlyPositionals || token == "-" || !token.hasPrefix("-") {
        parsed.positionals.append(token)
      } else if token == "--" {
        onlyPositionals = true
      } else if !token.hasPrefix("--") {
        throw CommandError("unknown flag \(token.printable); flags are spelled --NAME (see: \(spec.helpHint))")
      } else {
        try readFlag(token, spec: spec, rest: &tokens, into: &parsed)
      }
    }
    try checkPositionals(parsed, gameIDs: gameIDs)
    return parsed
  }

  private static func readFlag(
    _ token: String, spec: CommandSpec, rest: inout ArraySlice<String>, into parsed: inout ParsedArguments
  ) throws(CommandError) {
    let body = token.dropFirst(2)
    let name = String(body.prefix { $0 != "=" })
    let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
    guard !name.isEmpty else { throw unknownFlag(token, spec: spec) }
    if let flag = spec.flag(named: name) {
      guard !parsed.flags.contains(where: { $0.name == name }) else {
        throw CommandError("--\(name) is given twice; give it once")
      }
      if flag.valueName == nil {
        if let inline {
          throw CommandError("--\(name) takes no value (got --\(name)=\(inline.printable)); write just --\(name)")
        }
        parsed.flags.append((name, nil))
      } else {
        guard let value = inline ?? takeValue(&rest), !value.isEmpty else {
          throw CommandError("--\(name) needs a value, e.g. --\(name) \(example(for: flag))")
        }
        parsed.flags.append((name, value))
      }
    } else if spec.takesGameParameters {
      let value = inline ?? takeValue(&rest)
      parsed.gameFlags.append((name, value?.isEmpty == true ? nil : value))
    } else {
      throw unknownFlag("--" + name, spec: spec)
    }
  }

  /// The next token when it is a value rather than a flag (negative numbers are values).
  private static func takeValue(_ rest: inout ArraySlice<String>) -> String? {
    guard let next = rest.first else { return nil }
    let looksLikeNumber = next.dropFirst().first.map { $0.isNumber || $0 == "." } ?? false
    guard !next.hasPrefix("-") || next == "-" || looksLikeNumber else { return nil }
    return rest.popFirst()
  }

  private static func example(for flag: FlagSpec) -> String {
    switch flag.valueName {
    case "N": "42"
    case "FILE": flag.name == "cast" ? "run.cast" : "run.tape"
    case let name?: String(name.split(separator: "|").last ?? Substring(name))
    case nil: ""
    }
  }

  private static func checkPositionals(_ parsed: ParsedArguments, gameIDs: [String]) throws(CommandError) {
    let spec = parsed.command
    let given = parsed.positionals
    if given.count > spec.positionals.count && !spec.repeatsLast {
      let extra = given[spec.positionals.count]
      if spec.name.isEmpty, CommandTable.command(named: extra) != nil {
        throw CommandError("unexpected argument '\(extra.printable)'; put the command first: arcade \(extra) [FLAGS]")
      }
      throw CommandError("unexpected argument '\(extra.printable)'; usage: \(spec.usage)")
    }
    if given.count < spec.required {
      let missing = spec.positionals[given.count]
      let choices = missing == "GAME" && !gameIDs.isEmpty ? " (\(Words.list(gameIDs, or: true)))" : ""
      throw CommandError("\(spec.name) needs a \(missing)\(choices); usage: \(spec.usage)")
    }
  }

  static func unknownCommand(_ name: String, gameIDs: [String]) -> CommandError {
    if gameIDs.contains(name) {
      return CommandError("unknown command '\(name)'; to play it: arcade play \(name)")
    }
    if name.hasSuffix(".tape") {
      return CommandError("unknown command '\(name.printable)'; to watch a tape: arcade replay \(name.printable)")
    }
    let suggestion = Suggestion.closest(to: name, among: CommandTable.commands.map(\.name))
    return CommandError(
      "unknown command '\(name.printable)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        + " (see: arcade --help)")
  }

  /// "unknown flag --colr for play; did you mean --no-color? (see: arcade play --help)".
  static func unknownFlag(_ flag: String, spec: CommandSpec) -> CommandError {
    let name = flag.hasPrefix("--") ? String(flag.dropFirst(2)) : flag
    let candidates = spec.flags.map(\.name) + ["help"]
    let suggestion = name.isEmpty ? nil : Suggestion.closest(to: name, among: candidates)
    let forCommand = spec.name.isEmpty ? "" : " for \(spec.name)"
    return CommandError(
      "unknown flag \(flag.printable)\(forCommand)" + (suggestion.map { "; did you mean --\($0)?" } ?? "")
        + " (see: \(spec.helpHint))")
  }
}
