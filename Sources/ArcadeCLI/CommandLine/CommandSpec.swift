import ArcadeCore

/// One flag of a command, declared once: parsing, `--help`, the man page, the completions and
/// "did you mean" come from it.
struct FlagSpec: Sendable {
  /// Long name without dashes, e.g. "seed".
  let name: String
  /// Name of the value shown in help ("N", "FILE", "tap|toggle"), or nil for a switch such as `--ascii`.
  let valueName: String?
  let help: String

  static func flag(_ flag: Flag, _ help: String) -> FlagSpec {
    FlagSpec(name: flag.rawValue, valueName: nil, help: help)
  }
  static func value(_ flag: Flag, _ valueName: String, _ help: String) -> FlagSpec {
    FlagSpec(name: flag.rawValue, valueName: valueName, help: help)
  }

  /// A game's parameter as `play` takes it: its choices ("step|hold"), else any "VALUE".
  static func parameter(_ parameter: Parameter) -> FlagSpec {
    var valueName = "VALUE"
    if case .choice(let options) = parameter.kind { valueName = options.joined(separator: "|") }
    return FlagSpec(name: parameter.name, valueName: valueName, help: parameter.help)
  }

  /// "--seed N", "--ascii".
  var usage: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }
}

/// One command of `arcade`, declared once: parsing, dispatch, help, the man page and the completions.
struct CommandSpec: Sendable {
  /// "play"; "" for `arcade` itself (the title menu).
  var name: String
  /// What follows the command in its usage line, e.g. "GAME [--PARAM VALUE]...".
  var arguments = ""
  /// Names of the positional arguments, e.g. ["GAME"]; the last repeats when `repeatsLast`.
  var positionals: [String] = []
  /// How many positionals are required (the rest are optional).
  var required = 0
  var repeatsLast = false
  var flags: [FlagSpec] = []
  /// `play` takes the game's own parameters as flags too (`--car-speed 45`).
  var takesGameParameters = false
  /// One line for the command list.
  var summary: String
  /// More lines of help, shown by `arcade COMMAND --help`.
  var details: [String] = []
  /// Runs the parsed command; returns the exit status.
  var run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

  /// "arcade play GAME [--PARAM VALUE]...".
  var invocation: String { ["arcade", name, arguments].filter { !$0.isEmpty }.joined(separator: " ") }
  /// "arcade play GAME [--PARAM VALUE]... [FLAGS]".
  var usage: String { invocation + (flags.isEmpty ? "" : " [FLAGS]") }

  func flag(named name: String) -> FlagSpec? { flags.first { $0.name == name } }

  /// Where to read more, for error messages.
  var helpHint: String { name.isEmpty ? "arcade --help" : "arcade \(name) --help" }
}
