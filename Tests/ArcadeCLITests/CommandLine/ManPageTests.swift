import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import GameCatalog

@Suite("arcade man: the manual page arcade(6), from the command table")
struct ManPageTests {
  @Test("the page is ASCII roff with no blank lines, in section 6, naming arcade's version")
  func plainRoff() throws {
    let page = try PackagingFiles().output("man")
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.contains(""))
    #expect(lines.contains(".TH ARCADE 6 \"\" \"arcade \(ArcadeCommand.version)\" \"Games\""))
  }

  @Test("the page, the help and the credits count the games they are given, in words, never a fixed number")
  func countedGames() throws {
    let two = [CatalogEntry(CounterGame.self), CatalogEntry(PlainGame.self)]
    #expect(ManPage.lines(games: two).contains("arcade \\- two arcade games in the terminal"))
    #expect(ManPage.lines(games: two).contains { $0.hasPrefix("Two arcade games drawn in the terminal") })
    #expect(InfoCommands.rootHelp(gameIDs: ["a", "b", "c"]).first == "arcade: three arcade games in the terminal")
    let all = Catalog.inWords(Catalog.entries.count)
    #expect(
      GameScreens.credits(Catalog.entries.map(\.info)).contains("arcade: \(all) small arcade games for the terminal,"))
    #expect(Catalog.inWords(5) == "five" && Catalog.inWords(12) == "twelve" && Catalog.inWords(13) == "13")
  }

  @Test(
    "groff -ww renders it without a warning, within 80 columns, with every command, flag and parameter",
    .enabled(if: ExternalTool.available("groff"), "groff is not installed (apt-get install groff-base)"))
  func renders() async throws {
    let groff = try ExternalTool.require("groff", package: "groff-base")
    let files = try PackagingFiles()
    let page = try files.file("arcade.6", "man")
    let run = try await EndToEnd.run(groff, ["-ww", "-man", "-Tutf8", "-P-cbou", page])
    #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for line in run.stdout.split(separator: "\n") { #expect(line.count <= 80, "too wide: \(line)") }
    for command in [CommandTable.root] + CommandTable.commands {
      #expect(lines.contains(command.usage), "synopsis: \(command.usage)")
      for flag in command.flags {
        // A short flag's help starts on its own line.
        #expect(
          lines.contains { $0 == flag.usage || $0.hasPrefix(flag.usage + " ") }, "\(command.usage): \(flag.usage)")
      }
    }
    for entry in Catalog.entries {
      #expect(lines.contains("\(entry.info.id): \(entry.info.title)"))
      for parameter in entry.info.parameters.declarations {
        #expect(lines.contains { $0.hasPrefix("--\(parameter.name) ") }, "\(entry.info.id): --\(parameter.name)")
      }
    }
  }

  @Test("man -l shows it without a warning", .enabled(if: ExternalTool.available("man"), "man-db is not installed"))
  func manShowsIt() async throws {
    let man = try ExternalTool.require("man", package: "man-db")
    let files = try PackagingFiles()
    let page = try files.file("arcade.6", "man")
    var environment = ProcessInfo.processInfo.environment
    environment["MANWIDTH"] = "80"
    let run = try await EndToEnd.run(man, ["--warnings", "-l", page], environment: environment)
    #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
    #expect(run.stdout.contains("arcade - \(Catalog.inWords(Catalog.entries.count)) arcade games in the terminal"))
  }
}
