import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI

/// Puck's `--colours` became `--colors`; the old spelling is kept as an alias, for flags and for tapes.
@Suite("--colors, and --colours as its alias")
struct ParameterAliasCommandTests {
  func harness() throws -> Harness {
    var harness = try Harness()
    harness.games = Catalog.entries
    return harness
  }

  @Test("play puck takes --colors and --colours alike, for the same parameter; both at once is one too many")
  func flags() throws {
    let harness = try harness()
    #expect(harness.run("play", "puck", "--colors", "6").status == 0)
    #expect(harness.run("play", "puck", "--colours=2").status == 0)
    #expect(harness.recorder.plays.map { colors(in: $0.parameters) } == [6, 2])
    let both = harness.run("play", "puck", "--colors", "3", "--colours", "4")
    #expect(both.status == 2 && both.err == "arcade: --colours is given twice; give it once\n")
    #expect(
      harness.run("play", "puck", "--colour", "3").err
        == "arcade: unknown flag --colour for puck; did you mean --colors? (see: arcade params puck)\n")
  }

  @Test("arcade params and the man page show the alias beside the parameter")
  func shown() throws {
    let harness = try harness()
    let row = try #require(harness.run("params", "puck").outLines.first { $0.hasPrefix("--colors ") })
    #expect(row.hasSuffix("Puck colors, chosen uniformly at random (also --colours)"), "\(row)")
    #expect(harness.run("man").out.contains("Also \\-\\-colours."))
  }

  @Test("a tape that says 'param colours' verifies, and replays with the parameter set")
  func oldTape() throws {
    let harness = try harness()
    let text = try String(contentsOf: GoldenTapeFile.url(game: "puck", name: "clear"), encoding: .utf8)
    #expect(text.contains("\nparam colors 4\n"), "new tapes write colors")
    let old = try harness.folder.write("old.tape", text.replacingOccurrences(of: "param colors", with: "param colours"))
    let run = harness.run("verify", old)
    #expect(run.status == 0 && run.out.hasPrefix("ok "), "\(run.out)\(run.err)")
    #expect(harness.run("replay", old).status == 0)
    let watched = try #require(harness.recorder.watches.first)
    let declared = try #require(Catalog.entry(id: "puck")).info.parameters
    let values = try declared.values(from: watched.tape.parameters)
    #expect(colors(in: values) == 4 && values == declared.defaults)
  }

  /// Puck's number of colors, read by the name tapes and flags use.
  private func colors(in values: ParameterValues) -> Int? {
    guard case .integer(let n)? = values.entries.first(where: { $0.name == "colors" })?.value else { return nil }
    return n
  }
}
