/// A game's parameter declarations, in the order they are listed and stored.
public struct ParameterSet: Sendable {
  public let declarations: [Parameter]
  /// The game id, for messages ("see: arcade params frog").
  public let game: String

  public init(game: String, _ declarations: [Parameter]) {
    self.game = game
    self.declarations = declarations
    for (i, p) in declarations.enumerated() {
      for name in [p.name] + p.aliases {
        precondition(!declarations[..<i].contains { $0.answers(to: name) }, "parameter \(name) declared twice")
      }
      precondition(
        (try? p.parse(p.defaultValue.text)) == p.defaultValue, "default of \(p.name) is not allowed by its own range")
    }
  }

  /// The parameter with this name or alias.
  public func parameter(named name: String) -> Parameter? { declarations.first { $0.answers(to: name) } }

  public var defaults: ParameterValues {
    ParameterValues(declarations.map { ($0.name, $0.defaultValue) })
  }

  /// Values from flags given as (name or alias, text) pairs, in any order; the rest keep their defaults.
  public func values(from flags: [(name: String, value: String)]) throws(ParameterError) -> ParameterValues {
    var values = defaults
    var seen: [String] = []
    for flag in flags {
      guard let parameter = parameter(named: flag.name) else {
        throw .unknown(name: flag.name, game: game, suggestion: closestName(to: flag.name))
      }
      guard !seen.contains(parameter.name) else { throw .repeated(name: flag.name) }
      seen.append(parameter.name)
      values[parameter.name] = try parameter.parse(flag.value)
    }
    return values
  }

  /// The declared name a mistyped one probably meant (see `Suggestion`), if any.
  public func closestName(to name: String) -> String? {
    Suggestion.closest(to: name, among: declarations.map(\.name))
  }
}

/// A full set of parameter values, in declaration order (never a dictionary: order is part of tapes).
public struct ParameterValues: Sendable, Equatable {
  public private(set) var entries: [(name: String, value: ParameterValue)]

  public init(_ entries: [(String, ParameterValue)]) {
    self.entries = entries.map { (name: $0.0, value: $0.1) }
  }

  /// A value by name: for the command line and tapes, which speak names; games read typed keys.
  subscript(name: String) -> ParameterValue? {
    get { entries.first { $0.name == name }?.value }
    set {
      guard let i = entries.firstIndex(where: { $0.name == name }) else {
        preconditionFailure("no parameter \(name)")
      }
      entries[i].value = newValue ?? entries[i].value
    }
  }

  /// Names of the parameters that differ from the declared defaults.
  public func changed(from set: ParameterSet) -> [String] {
    entries.filter { set.parameter(named: $0.name)?.defaultValue != $0.value }.map(\.name)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.entries.count == b.entries.count
      && zip(a.entries, b.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }
}
