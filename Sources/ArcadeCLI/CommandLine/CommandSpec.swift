/// One flag of a command, declared once: parsing, `--help` text and "did you mean" come from it.
struct FlagSpec: Sendable {
  /// Long name without dashes, e.g. "seed".
  let name: String
  /// Name of the value shown in help ("N", "FILE"), or nil for a switch such as `--ascii`.
  let valueName: String?
  let help: String

  static func flag(_ name: String, _ help: String) -> FlagSpec { FlagSpec(name: name, valueName: nil, help: help) }
  static func value(_ name: String, _ valueName: String, _ help: String) -> FlagSpec {
    FlagSpec(name: name, valueName: valueName, help: help)
  }

  /// "--seed N", "--ascii".
  var usage: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }
}

/// One command of `arcade`, declared once.
struct CommandSpec: Sendable {
  /// "play"; "" for `arcade` itself (the title menu).
  let name: String
  /// What follows the command in its usage line, e.g. "GAME [--PARAM VALUE]...".
  let arguments: String
  /// Names of the positional arguments, e.g. ["GAME"]; the last repeats when `repeatsLast`.
  let positionals: [String]
  /// How many positionals are required (the rest are optional).
  let required: Int
  let repeatsLast: Bool
  let flags: [FlagSpec]
  /// `play` takes the game's own parameters as flags too (`--car-speed 45`).
  let takesGameParameters: Bool
  /// One line for the command list.
  let summary: String
  /// More lines of help, shown by `arcade COMMAND --help`.
  let details: [String]

  /// "arcade play GAME [--PARAM VALUE]... [--seed N] [--record FILE] [FLAGS]".
  var usage: String {
    var parts = ["arcade"]
    if !name.isEmpty { parts.append(name) }
    if !arguments.isEmpty { parts.append(arguments) }
    if !flags.isEmpty { parts.append("[FLAGS]") }
    return parts.joined(separator: " ")
  }

  func flag(named name: String) -> FlagSpec? { flags.first { $0.name == name } }

  /// Where to read more, for error messages.
  var helpHint: String { name.isEmpty ? "arcade --help" : "arcade \(name) --help" }
}
