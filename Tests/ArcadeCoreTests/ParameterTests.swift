import Testing

@testable import ArcadeCore

@Suite("Declared parameters")
struct ParameterTests {
  enum Growth: String, CaseIterable { case step, hold }
  static let speed = ParameterKey.integer("speed", 5, in: 1...30, unit: "px/s", "Car speed")
  static let lives = ParameterKey.integer("lives", 1, in: 1...9, "Frogs")
  static let gravity = ParameterKey.real("gravity", 294, in: 0...2000, unit: "px/s²", "Gravity")
  static let growth = ParameterKey.choice("growth", Growth.step, "Growth rule")
  static let heights = ParameterKey.integerList(
    "heights", [90, 140, 180], each: 0...320, count: 1...5, unit: "px", "Block heights")
  static let all: [any AnyParameterKey] = [speed, lives, gravity, growth, heights]
  let set = ParameterSet(game: "frog", Self.all.map(\.declaration))

  @Test("defaults come from the declaration, in order, and read back through their typed keys")
  func defaults() {
    #expect(set.defaults.entries.map(\.name) == ["speed", "lives", "gravity", "growth", "heights"])
    #expect(set.defaults[Self.speed] == 5)
    #expect(set.defaults[Self.gravity] == 294)
    #expect(set.defaults[Self.growth] == .step)
    #expect(set.defaults[Self.heights] == [90, 140, 180])
    #expect(Self.heights.defaultValue == [90, 140, 180])
  }

  @Test("a choice lists its enum's cases in order, spelt as their raw values")
  func choiceOptions() {
    #expect(Self.growth.declaration.allowed == "step or hold")
    #expect(Self.growth.declaration.defaultValue == .choice("step"))
  }

  @Test("flags override defaults and are validated; typed keys read what they set")
  func flags() throws {
    var values = try set.values(from: [("gravity", "200.5"), ("growth", "hold"), ("heights", "10,20")])
    #expect(values[Self.gravity] == 200.5)
    #expect(values[Self.growth] == .hold)
    #expect(values[Self.heights] == [10, 20])
    #expect(values[Self.speed] == 5)
    #expect(values.changed(from: set) == ["gravity", "growth", "heights"])
    values[Self.lives] = 7
    let flagged = try set.values(from: [("gravity", "200.5"), ("growth", "hold"), ("heights", "10,20"), ("lives", "7")])
    #expect(values == flagged)
  }

  @Test(
    "bad values give the documented one-line errors",
    arguments: [
      ("speed", "99", "--speed must be 1 to 30 (got 99)"),
      ("speed", "fast", "--speed must be a whole number (got fast)"),
      ("gravity", "nan", "--gravity must be a number (got nan)"),
      ("gravity", "-1", "--gravity must be 0 to 2000 (got -1)"),
      ("growth", "fast", "--growth must be step or hold (got fast)"),
      ("heights", "1,x", "--heights must be comma-separated whole numbers (got 1,x)"),
      ("heights", "1,2,3,4,5,6", "--heights must be 1 to 5 comma-separated values, each 0 to 320 (got 1,2,3,4,5,6)"),
      ("speed", "\u{1B}[31m", "--speed must be a whole number (got ?[31m)"),
    ])
  func badValues(name: String, value: String, message: String) {
    do {
      _ = try set.values(from: [(name, value)])
      Issue.record("\(value) was accepted for \(name)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("an unknown flag names the closest valid one")
  func unknownFlag() {
    #expect(throws: ParameterError.unknown(name: "sped", game: "frog", suggestion: "speed")) {
      try set.values(from: [("sped", "3")])
    }
    #expect(
      ParameterError.unknown(name: "sped", game: "frog", suggestion: "speed").description
        == "unknown flag --sped for frog; did you mean --speed? (see: arcade params frog)")
    #expect(set.closestName(to: "grav") == "gravity")
    #expect(set.closestName(to: "zzzzzzzz") == nil)
  }

  @Test("a flag given twice is refused")
  func repeated() {
    #expect(throws: ParameterError.repeated(name: "lives")) { try set.values(from: [("lives", "2"), ("lives", "3")]) }
  }

  @Test("every value's text parses back to the same value (what tapes rely on)")
  func textRoundTrip() throws {
    for value in [0.1, 1.0 / 3.0, 294, 1e-7, 2000] {
      let p = Parameter.real("x", 1, in: 0...2000, "x")
      #expect(try p.parse(ParameterValue.real(value).text) == .real(value))
    }
    #expect(ParameterValue.integerList([1, 2]).text == "1,2")
  }
}
