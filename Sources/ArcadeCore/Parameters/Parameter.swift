/// A value of a game parameter.
public enum ParameterValue: Equatable, Hashable, Sendable {
  case integer(Int)
  case real(Double)
  case choice(String)
  case integerList([Int])

  /// The spelling used by flags, `arcade params` and tapes; parses back to the same value.
  public var text: String {
    switch self {
    case .integer(let v): String(v)
    case .real(let v): v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    case .choice(let v): v
    case .integerList(let v): v.map(String.init).joined(separator: ",")
    }
  }
}

/// One tunable of a game, declared once: from it come the flag, the `arcade params` line,
/// validation, and the line stored in tapes.
public struct Parameter: Sendable {
  public enum Kind: Sendable {
    case integer(ClosedRange<Int>)
    case real(ClosedRange<Double>)
    case choice([String])
    /// A comma-separated list of integers, each in the range, with a count in `count`.
    case integerList(ClosedRange<Int>, count: ClosedRange<Int>)
  }

  /// Flag name without dashes, e.g. "car-speed".
  public let name: String
  public let kind: Kind
  public let defaultValue: ParameterValue
  /// Unit for display, e.g. "px/s"; "" when none.
  public let unit: String
  /// One line of help.
  public let help: String
  /// Other names the flag and tapes accept for it (old spellings), e.g. "colours" for "colors".
  public private(set) var aliases: [String] = []

  public static func integer(
    _ name: String, _ defaultValue: Int, in range: ClosedRange<Int>, unit: String = "", _ help: String
  ) -> Parameter {
    Parameter(name: name, kind: .integer(range), defaultValue: .integer(defaultValue), unit: unit, help: help)
  }

  public static func real(
    _ name: String, _ defaultValue: Double, in range: ClosedRange<Double>, unit: String = "", _ help: String
  ) -> Parameter {
    Parameter(name: name, kind: .real(range), defaultValue: .real(defaultValue), unit: unit, help: help)
  }

  public static func choice(_ name: String, _ defaultValue: String, of options: [String], _ help: String) -> Parameter {
    Parameter(name: name, kind: .choice(options), defaultValue: .choice(defaultValue), unit: "", help: help)
  }

  public static func integerList(
    _ name: String, _ defaultValue: [Int], each range: ClosedRange<Int>, count: ClosedRange<Int>, unit: String = "",
    _ help: String
  ) -> Parameter {
    Parameter(
      name: name, kind: .integerList(range, count: count), defaultValue: .integerList(defaultValue), unit: unit,
      help: help)
  }

  /// The same parameter, also accepted as `alias` on the command line and in tapes (which write `name`).
  public func aliased(_ alias: String) -> Parameter {
    var parameter = self
    parameter.aliases.append(alias)
    return parameter
  }

  /// Whether `name` is this parameter's name or one of its aliases.
  public func answers(to name: String) -> Bool { self.name == name || aliases.contains(name) }

  /// What values are allowed, in words: "1 to 30", "hold or step", "1 to 5 values, each 0 to 320".
  public var allowed: String {
    switch kind {
    case .integer(let r): "\(r.lowerBound) to \(r.upperBound)"
    case .real(let r): "\(ParameterValue.real(r.lowerBound).text) to \(ParameterValue.real(r.upperBound).text)"
    case .choice(let options): options.joined(separator: " or ")
    case .integerList(let r, let count):
      "\(count.lowerBound) to \(count.upperBound) comma-separated values, each \(r.lowerBound) to \(r.upperBound)"
    }
  }

  /// Parses and validates a value given as text; the error says what is wrong and what is allowed.
  public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
    let trimmed = text.trimmingSpaces
    switch kind {
    case .integer(let range):
      guard let v = Int(trimmed) else { throw .notANumber(name: name, got: text, expected: "a whole number") }
      guard range.contains(v) else { throw .outOfRange(name: name, allowed: allowed, got: text) }
      return .integer(v)
    case .real(let range):
      guard let v = Double(trimmed), v.isFinite else { throw .notANumber(name: name, got: text, expected: "a number") }
      guard range.contains(v) else { throw .outOfRange(name: name, allowed: allowed, got: text) }
      return .real(v)
    case .choice(let options):
      guard options.contains(trimmed) else { throw .outOfRange(name: name, allowed: allowed, got: text) }
      return .choice(trimmed)
    case .integerList(let range, let count):
      let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
      var values: [Int] = []
      for part in parts {
        guard let v = Int(part.trimmingSpaces) else {
          throw .notANumber(name: name, got: text, expected: "comma-separated whole numbers")
        }
        guard range.contains(v) else { throw .outOfRange(name: name, allowed: allowed, got: text) }
        values.append(v)
      }
      guard count.contains(values.count) else { throw .outOfRange(name: name, allowed: allowed, got: text) }
      return .integerList(values)
    }
  }
}

/// A bad parameter value or name. Its description is the one-line message shown to the user.
public enum ParameterError: Error, Equatable, CustomStringConvertible {
  case notANumber(name: String, got: String, expected: String)
  case outOfRange(name: String, allowed: String, got: String)
  case unknown(name: String, game: String, suggestion: String?)
  case missingValue(name: String)
  case repeated(name: String)

  public var description: String {
    switch self {
    case .notANumber(let name, let got, let expected):
      "--\(name) must be \(expected) (got \(got.printable))"
    case .outOfRange(let name, let allowed, let got):
      "--\(name) must be \(allowed) (got \(got.printable))"
    case .unknown(let name, let game, let suggestion):
      "unknown flag --\(name.printable) for \(game)"
        + (suggestion.map { "; did you mean --\($0)?" } ?? "") + " (see: arcade params \(game))"
    case .missingValue(let name):
      "--\(name) needs a value, e.g. --\(name) 10"
    case .repeated(let name):
      "--\(name) is given twice; give it once"
    }
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s.removeFirst() }
    while s.last == " " || s.last == "\t" { s.removeLast() }
    return String(s)
  }

}
