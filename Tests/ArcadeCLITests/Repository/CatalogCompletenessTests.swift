import ArcadeCore
import ArcadeSound
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeCLI
@testable import GameCatalog

/// A game in the catalog is whole: everything the rest of the arcade expects of it is there. Adding a game without
/// one of these fails here, with a line that names what is missing and where it goes.
@Suite("Every game in the catalog is whole")
struct CatalogCompletenessTests {
  static let root = GoldenTapeFile.repository.path

  /// What a game lacks, a line each.
  static func missing(_ entry: CatalogEntry) -> [String] {
    let id = entry.info.id
    var missing: [String] = []
    func check(_ present: Bool, _ what: String) { if !present { missing.append("\(id): \(what)") } }
    let tapes = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/Assets/tapes/\(id)")) ?? []
    check(tapes.contains("demo.tape"), "no demo tape (Assets/tapes/\(id)/demo.tape plays behind the menu)")
    check(
      tapes.filter { $0.hasSuffix(".tape") && $0 != "demo.tape" }.count >= 3,
      "fewer than three golden tapes in Assets/tapes/\(id)/ (record them with ARCADE_RECORD_TAPES=1)")
    check(
      FileManager.default.fileExists(atPath: "\(root)/Benchmarks/tapes/\(id)-10min.tape"),
      "no ten-minute benchmark tape (ArcadeBench long-tapes writes Benchmarks/tapes/\(id)-10min.tape)")
    check(entry.levels != nil, "no arcade levels (Assets/levels/\(id).txt)")
    // The compiler asks every game in the catalog for its sounds (SoundingGame); here, that they are not empty.
    check(!entry.sounds.tune.voices.isEmpty, "no tune (its GameSounds.tune, in the game's folder)")
    check(!entry.sounds.effects.isEmpty, "no sound effect for any cue (its GameSounds.effects, in the game's folder)")
    check(!entry.info.help.isEmpty, "no help lines (GameInfo.help)")
    check(!entry.info.bindings.isEmpty, "no key bindings (GameInfo.bindings)")
    check(!entry.info.credits.isEmpty, "no credits (GameInfo.credits)")
    let man = ManPage.lines(games: Catalog.entries).joined(separator: "\n")
    check(man.contains(".SS \"\(id): "), "no section in the man page (arcade man)")
    check(
      FileManager.default.fileExists(atPath: "\(root)/Tests/\(Self.target(of: entry))Tests"),
      "no test target Tests/\(Self.target(of: entry))Tests")
    return missing
  }

  /// The game's target name, from the type the catalog makes.
  static func target(of entry: CatalogEntry) -> String {
    let game = entry.make(entry.info.parameters.defaults, 0)
    return String(reflecting: type(of: game)).split(separator: ".").first.map(String.init) ?? ""
  }

  @Test(
    "each game has a demo and golden tapes, a ten-minute tape, levels, sounds and a tune, help, keys, credits, a man-page section and tests"
  )
  func everyGameIsWhole() {
    #expect(Catalog.entries.count == 4)
    let missing = Catalog.entries.flatMap(Self.missing)
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  @Test("a game lacking its pieces is named with each missing piece")
  func missingPiecesAreNamed() {
    let bare = CatalogEntry(PlainGame.self, levels: nil)
    let missing = Self.missing(bare)
    for piece in [
      "no demo tape", "no ten-minute benchmark tape", "no arcade levels", "no tune", "no sound effect", "no help lines",
      "no key bindings", "no credits", "no test target Tests/ArcadeCLITestsTests",
    ] {
      #expect(missing.contains { $0.hasPrefix("plain: \(piece)") }, "\(piece): \(missing)")
    }
  }
}
