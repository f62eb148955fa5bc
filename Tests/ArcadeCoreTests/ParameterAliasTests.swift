import Testing

@testable import ArcadeCore

@Suite("Parameter aliases")
struct ParameterAliasTests {
  let set = ParameterSet(
    game: "toy",
    [
      .integer("colors", 4, in: 1...6, "Colours").aliased("colours"),
      .integer("lives", 3, in: 1...9, "Lives"),
    ])

  @Test("an alias sets the parameter under its own name, which is what tapes then write")
  func aliasSetsTheParameter() throws {
    let values = try set.values(from: [("colours", "6")])
    #expect(values.entries.map(\.name) == ["colors", "lives"])
    #expect(values["colors"] == .integer(6))
    #expect(set.parameter(named: "colours")?.name == "colors")
    #expect(values.changed(from: set) == ["colors"])
  }

  @Test("the name and its alias together are one parameter given twice")
  func aliasAndNameTwice() {
    #expect(throws: ParameterError.repeated(name: "colours")) {
      try set.values(from: [("colors", "2"), ("colours", "3")])
    }
  }

  @Test("suggestions and unknown names go by the parameter's name, not its old spelling")
  func suggestions() {
    #expect(set.closestName(to: "colour") == "colors")
    #expect(set.parameter(named: "colour") == nil)
  }
}
