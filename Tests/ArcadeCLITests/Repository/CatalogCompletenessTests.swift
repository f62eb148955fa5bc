import ArcadeCore
import ArcadeSound
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeCLI
@testable import GameCatalog

/// A game in the catalog is whole: everything the rest of the arcade expects of it is there, its tests included,
/// and the catalog holds exactly the games the package builds. Adding a game without one of these fails here,
/// with a line that names what is missing and where it goes; nothing here counts the games by hand.
@Suite("Every game in the catalog is whole")
struct CatalogCompletenessTests {
  static let root = GoldenTapeFile.repository.path

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: "\(root)/\(path)") }

  static func files(in folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)"))?.sorted() ?? []
  }

  static func text(_ path: String) -> String { (try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)) ?? "" }

  /// What a game lacks, a line each.
  static func missing(_ entry: CatalogEntry) -> [String] {
    let id = entry.info.id
    let (target, prefix) = (Self.target(of: entry), Self.prefix(of: entry))
    var missing: [String] = []
    func check(_ present: Bool, _ what: String) { if !present { missing.append("\(id): \(what)") } }
    let tapes = files(in: "Assets/tapes/\(id)")
    check(tapes.contains("demo.tape"), "no demo tape (Assets/tapes/\(id)/demo.tape plays behind the menu)")
    check(
      tapes.filter { $0.hasSuffix(".tape") && $0 != "demo.tape" }.count >= 3,
      "fewer than three golden tapes in Assets/tapes/\(id)/ (record them with ARCADE_RECORD_TAPES=1)")
    check(
      exists("Benchmarks/tapes/\(id)-10min.tape"),
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
    let tests = "Tests/\(target)Tests"
    check(exists(tests), "no test target \(tests)")
    check(
      text("Sources/Autoplay/\(prefix)Player.swift").contains("struct \(prefix)Player: Autoplayer"),
      "no player (Sources/Autoplay/\(prefix)Player.swift: struct \(prefix)Player: Autoplayer)")
    check(
      files(in: "Tests/KeyboardPlayTests").contains {
        text("Tests/KeyboardPlayTests/\($0)").contains("\(prefix)Player(")
      },
      "no keyboard-play test (one in Tests/KeyboardPlayTests/ that plays it with \(prefix)Player)")
    let stateHash = text("\(tests)/StateHashAgreementTests.swift")
    check(
      stateHash.contains("StateHashAgreement.check(") && stateHash.contains("\(prefix)Game.self"),
      "no state-hash test (\(tests)/StateHashAgreementTests.swift: StateHashAgreement.check(\(prefix)Game.self, ...))")
    check(
      files(in: "\(tests)/Snapshots").contains { $0.hasSuffix(".txt") },
      "no screen snapshots (\(tests)/Snapshots/, recorded with ARCADE_RECORD_SNAPSHOTS=1)")
    check(
      text("\(tests)/GoldenTapeTests.swift").contains("GoldenTapeFile.storedText(game: \"\(id)\""),
      "no golden tape scripts (\(tests)/GoldenTapeTests.swift records Assets/tapes/\(id)/ with GoldenTapeFile)")
    return missing
  }

  /// The game's target name, from the type the catalog makes.
  static func target(of entry: CatalogEntry) -> String {
    let game = entry.make(entry.info.parameters.defaults, 0)
    return String(reflecting: type(of: game)).split(separator: ".").first.map(String.init) ?? ""
  }

  /// The prefix of the game's files and types (`Heli` of `HeliGame`).
  static func prefix(of entry: CatalogEntry) -> String {
    let game = entry.make(entry.info.parameters.defaults, 0)
    let name = String(describing: type(of: game))
    return name.hasSuffix("Game") ? String(name.dropLast(4)) : name
  }

  /// The game targets `Package.swift` builds (its `games`).
  static var packageGames: [String] {
    let package = text("Package.swift")
    guard let list = package.firstMatch(of: /let games = \[([^\]]*)\]/)?.1 else { return [] }
    return list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n")) }
  }

  @Test(
    "each game has a demo and golden tapes, a ten-minute tape, levels, sounds and a tune, help, keys, credits, a man-page section, a player, and its tests: a target, golden tape scripts, a keyboard-play test, the state-hash test and snapshots"
  )
  func everyGameIsWhole() {
    let missing = Catalog.entries.flatMap(Self.missing)
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  @Test("the catalog holds exactly the games Package.swift builds, each once")
  func catalogIsThePackagesGames() {
    let package = Self.packageGames
    let catalog = Catalog.entries.map(Self.target)
    #expect(!package.isEmpty, "Package.swift's games list was not found")
    #expect(package.sorted() == catalog.sorted(), "Package.swift builds \(package); the catalog has \(catalog)")
    #expect(Set(Catalog.ids).count == Catalog.ids.count, "a game id twice: \(Catalog.ids)")
  }

  @Test("a game lacking its pieces is named with each missing piece")
  func missingPiecesAreNamed() {
    let bare = CatalogEntry(PlainGame.self, levels: nil)
    let missing = Self.missing(bare)
    for piece in [
      "no demo tape", "no ten-minute benchmark tape", "no arcade levels", "no tune", "no sound effect", "no help lines",
      "no key bindings", "no credits", "no test target Tests/ArcadeCLITestsTests",
      "no player (Sources/Autoplay/PlainPlayer.swift", "no keyboard-play test", "no state-hash test",
      "no screen snapshots", "no golden tape scripts",
    ] {
      #expect(missing.contains { $0.hasPrefix("plain: \(piece)") }, "\(piece): \(missing)")
    }
  }
}
