/// A game parameter declared once, as a typed key: its `Parameter` (name, default, range, unit, help), from
/// which the command line, `arcade params`, the man page, completion and tapes are made, and the Swift type its
/// value reads as. A game lists its keys in `<Game>Parameters.all` and reads them as `values[key]`, so a
/// misspelt parameter is a compile error, not a crash.
public struct ParameterKey<Value: Sendable>: AnyParameterKey {
  public let declaration: Parameter
  private let read: @Sendable (ParameterValue) -> Value?
  private let write: @Sendable (Value) -> ParameterValue

  private init(
    _ declaration: Parameter, read: @escaping @Sendable (ParameterValue) -> Value?,
    write: @escaping @Sendable (Value) -> ParameterValue
  ) {
    self.declaration = declaration
    self.read = read
    self.write = write
  }

  public var name: String { declaration.name }
  public var defaultValue: Value { value(of: declaration.defaultValue) }

  /// The typed value of a stored one; a mismatch is a programming error (a key of another game).
  func value(of stored: ParameterValue?) -> Value {
    guard let stored, let value = read(stored) else {
      preconditionFailure("parameter \(name) is not one of this game's \(Value.self) parameters")
    }
    return value
  }

  /// The stored form of a typed value, checked against the declared range like a flag.
  func stored(_ value: Value) -> ParameterValue {
    let stored = write(value)
    precondition((try? declaration.parse(stored.text)) == stored, "\(stored.text) is not allowed for \(name)")
    return stored
  }
}

/// Any game's typed key, whatever its value type: what `GameInfo` lists.
public protocol AnyParameterKey: Sendable {
  var declaration: Parameter { get }
}

extension ParameterKey where Value == Int {
  public static func integer(
    _ name: String, _ defaultValue: Int, in range: ClosedRange<Int>, unit: String = "", _ help: String
  ) -> ParameterKey<Int> {
    ParameterKey(.integer(name, defaultValue, in: range, unit: unit, help), read: \.integer, write: { .integer($0) })
  }
}

extension ParameterKey where Value == Double {
  public static func real(
    _ name: String, _ defaultValue: Double, in range: ClosedRange<Double>, unit: String = "", _ help: String
  ) -> ParameterKey<Double> {
    ParameterKey(.real(name, defaultValue, in: range, unit: unit, help), read: \.real, write: { .real($0) })
  }
}

extension ParameterKey where Value == [Int] {
  public static func integerList(
    _ name: String, _ defaultValue: [Int], each range: ClosedRange<Int>, count: ClosedRange<Int>, unit: String = "",
    _ help: String
  ) -> ParameterKey<[Int]> {
    ParameterKey(
      .integerList(name, defaultValue, each: range, count: count, unit: unit, help), read: \.integerList,
      write: { .integerList($0) })
  }
}

extension ParameterKey where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of an enum's cases, spelt as its raw value; the options are listed in the cases' order.
  public static func choice(_ name: String, _ defaultValue: Value, _ help: String) -> ParameterKey<Value> {
    ParameterKey(
      .choice(name, defaultValue.rawValue, of: Value.allCases.map(\.rawValue), help),
      read: { $0.choice.flatMap(Value.init(rawValue:)) }, write: { .choice($0.rawValue) })
  }
}

extension ParameterValue {
  var integer: Int? { if case .integer(let v) = self { v } else { nil } }
  var real: Double? { if case .real(let v) = self { v } else { nil } }
  var choice: String? { if case .choice(let v) = self { v } else { nil } }
  var integerList: [Int]? { if case .integerList(let v) = self { v } else { nil } }
}

extension ParameterValues {
  /// The value of one of the game's parameters, e.g. `values[HeliParameters.gravity]`; setting it checks the
  /// declared range (values from text go through `ParameterSet.values(from:)`).
  public subscript<Value>(key: ParameterKey<Value>) -> Value {
    get { key.value(of: self[key.name]) }
    set { self[key.name] = key.stored(newValue) }
  }
}

extension ParameterKey {
  /// The same key, also answering to another name (an old spelling kept for flags and tapes).
  public func aliased(_ alias: String) -> ParameterKey {
    ParameterKey(declaration.aliased(alias), read: read, write: write)
  }
}
