import Testing

@testable import ArcadeCore

@Suite("Level files: levels as data")
struct LevelFileTests {
  static let parameters = ParameterSet(
    game: "toy",
    [
      .integer("lives", 3, in: 1...9, "Lives"),
      .real("speed", 30, in: 1...300, unit: "px/s", "Speed"),
    ])

  @Test("a level file lists names and the values they change; the rest keep their defaults")
  func parses() throws {
    let text = """
      arcade-levels 2
      # NAME | CHANGES
      Warm-up |
      Faster cars   | speed 45
      Last life | lives 1, speed 90

      """
    let file = try LevelFile(text: text, parameters: Self.parameters)
    #expect(file.version == 2)
    #expect(file.levels.map(\.name) == ["Warm-up", "Faster cars", "Last life"])
    #expect(try file.levels[0].values(in: Self.parameters) == Self.parameters.defaults)
    let last = try file.levels[2].values(in: Self.parameters)
    #expect(last.entries.map { "\($0.name)=\($0.value.text)" } == ["lives=1", "speed=90"])
  }

  @Test("a list value keeps its commas: a piece of one word belongs to the value before it")
  func listValues() throws {
    let parameters = ParameterSet(
      game: "toy",
      [
        .integerList("heights", [90], each: 0...320, count: 1...8, unit: "px", "Heights"),
        .real("speed", 30, in: 1...300, unit: "px/s", "Speed"),
      ])
    let file = try LevelFile(
      text: "arcade-levels 1\nWeave | heights 80,200, speed 45\nSpaced | speed 50, heights 70, 110,150",
      parameters: parameters)
    #expect(file.levels[0].changes == [.init(name: "heights", value: "80,200"), .init(name: "speed", value: "45")])
    #expect(file.levels[1].changes == [.init(name: "speed", value: "50"), .init(name: "heights", value: "70,110,150")])
  }

  @Test(
    "a bad level file fails with one line naming the problem",
    arguments: [
      ("", "empty: not a level file"),
      ("levels 1\nA | speed 2", "line 1: a level file starts with 'arcade-levels VERSION'"),
      ("arcade-levels 1\n", "the file lists no level"),
      ("arcade-levels 1\nA speed 2", "line 2: expected 'NAME | NAME VALUE, NAME VALUE...'"),
      ("arcade-levels 1\nA | speed", "line 2: expected 'NAME VALUE' (got 'speed')"),
      ("arcade-levels 1\nA | speed 400", "line 2: level 'A': --speed must be 1 to 300 (got 400)"),
      ("arcade-levels 1\nA |\nA | lives 2", "line 3: the level name 'A' is used twice"),
      (
        "arcade-levels 1\nA | sped 2",
        "line 2: level 'A': unknown flag --sped for toy; did you mean --speed? (see: arcade params toy)"
      ),
    ])
  func refuses(text: String, message: String) {
    #expect(throws: LineError.self) { try LevelFile(text: text, parameters: Self.parameters) }
    do {
      _ = try LevelFile(text: text, parameters: Self.parameters)
    } catch {
      #expect(error.description == message)
    }
  }
}
