import ArcadeCore
import GameCatalog
import Testing

@testable import ArcadeCLI

@Suite("list, params, help, version")
struct InfoCommandTests {
  @Test("list prints one aligned line per game: id, title, the smallest terminal it plays in, summary")
  func list() throws {
    let run = try Harness().run("list")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "counter  Counter  20x6  Press action to count to thirty.",
        "plain    Plain    10x4  Nothing to set.",
      ])
    var real = try Harness()
    real.games = Catalog.entries
    var sizes: [String: String] = [:]
    for line in real.run("list").outLines {
      let words = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
      sizes[words[0]] = words.first { $0.first?.isNumber == true } ?? ""
    }
    #expect(sizes.keys.sorted() == Catalog.ids.sorted(), "one line per game of the catalog")
    // Frog plays narrower and shorter; hundreds and puck also in a narrow terminal, their panels below.
    for (id, size) in [
      ("frog", "60x18"), ("puck", "80x24 or 50x29"), ("heli", "80x24"), ("hundreds", "80x24 or 32x29"),
    ] {
      #expect(sizes[id] == size, "\(id)")
    }
  }

  @Test(
    "a game is also found by its title as the menu shows it: helicopter, frog-crossing, \"Puck Collector\", FROGCROSSING"
  )
  func gameByTitle() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    for (title, id) in [
      ("helicopter", "heli"), ("frog-crossing", "frog"), ("Puck Collector", "puck"), ("FROGCROSSING", "frog"),
    ] {
      let byTitle = harness.run("params", title)
      #expect(byTitle.status == 0 && byTitle.err == "", "\(title): \(byTitle.err)")
      #expect(byTitle.out == harness.run("params", id).out, "\(title) is not \(id)")
    }
    #expect(
      harness.run("params", "frog-cross").err
        == "arcade: unknown game 'frog-cross'; choose \(Words.list(Catalog.ids, or: true)) (see: arcade list)\n")
  }

  @Test("params shows flag, default, allowed values, unit and help of every declared parameter")
  func params() throws {
    let run = try Harness().run("params", "counter")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "Parameters of counter (Counter), e.g. arcade play counter --lives VALUE:",
        "",
        "FLAG             DEFAULT  ALLOWED                                       UNIT  HELP",
        "--lives          3        1 to 9                                        -     Tries per game",
        "--car-speed      30       1 to 300                                      px/s  Speed of the cars",
        "--growth         step     step or hold                                  -     How a circle grows",
        "--block-heights  90,140   1 to 8 comma-separated values, each 0 to 320  px    Heights of the blocks",
      ])
  }

  @Test("params of a game without parameters says so")
  func noParams() throws {
    let run = try Harness().run("params", "plain")
    #expect(run.status == 0)
    #expect(run.out == "plain (Plain) has no parameters.\n")
  }

  @Test("--version names the tape format and each game's simulation version")
  func version() throws {
    let run = try Harness().run("--version")
    #expect(run.status == 0)
    #expect(
      run.out == "arcade \(ArcadeCommand.version)\ntape formats 1 to 2; simulation versions: counter 1, plain 4\n")
  }

  @Test(
    "--help, -h and help all print the same overview of every command, counting the games it has",
    arguments: [["--help"], ["-h"], ["help"]])
  func rootHelp(arguments: [String]) throws {
    let run = try Harness().run(arguments)
    #expect(run.status == 0 && run.err == "")
    let lines = run.outLines
    #expect(lines.first == "arcade: two arcade games in the terminal")
    for command in CommandTable.commands { #expect(lines.contains { $0.hasPrefix("  arcade \(command.name)") }) }
    for flag in CommandTable.frontEndFlags { #expect(lines.contains { $0.hasPrefix("  \(flag.usage)  ") }) }
    #expect(lines.contains("Games: counter, plain. Their parameters: arcade params GAME."))
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") && $0.count <= 80 })
  }

  @Test("COMMAND --help, COMMAND -h and help COMMAND give the command's help, even after other mistakes")
  func commandHelp() throws {
    let harness = try Harness()
    let expected = harness.run("help", "verify")
    #expect(expected.status == 0)
    #expect(expected.outLines.first == "Usage: arcade verify TAPE...")
    #expect(expected.outLines.contains("  --help  show this help (also -h)"))
    for arguments in [["verify", "--help"], ["verify", "-h"], ["verify", "--bogus", "--help"]] {
      #expect(harness.run(arguments).out == expected.out)
    }
  }

  @Test("every help text fits 80 columns and no line ends in a space")
  func helpWidth() throws {
    let harness = try Harness()
    for command in [""] + CommandTable.commands.map(\.name) {
      let run = harness.run(command.isEmpty ? ["--help"] : [command, "--help"])
      #expect(run.status == 0 && !run.out.isEmpty)
      for line in run.outLines { #expect(line.count <= 80 && !line.hasSuffix(" "), "\(command): \(line)") }
    }
  }

  @Test("help GAME shows the game's summary, keys, help lines and parameters")
  func gameHelp() throws {
    let run = try Harness().run("help", "counter")
    #expect(run.status == 0 && run.err == "")
    #expect(
      Array(run.outLines.prefix(7)) == [
        "counter: Counter", "Press action to count to thirty.", "", "Keys:", "  space enter  count", "", "Press space.",
      ])
    #expect(run.outLines.contains { $0.hasPrefix("--lives          3") })
    #expect(run.outLines.last == "Play it: arcade play counter")
  }

  @Test("play GAME --help adds the game's parameters to play's help")
  func playGameHelp() throws {
    let run = try Harness().run("play", "counter", "--help")
    #expect(run.status == 0)
    #expect(run.outLines.first == "Usage: arcade play GAME [--PARAM VALUE]... [FLAGS]")
    #expect(
      run.outLines.contains(
        "  --seed N           the seed, 0 to 18446744073709551615 (default: random)"))
    #expect(run.outLines.contains { $0.hasPrefix("--car-speed      30") })
  }

  @Test("a -- ends the flags: what follows is an argument even if it starts with a dash")
  func doubleDash() throws {
    let harness = try Harness()
    let run = harness.run("verify", "--", "-odd.tape")
    #expect(run.status == 1)
    #expect(run.err == "arcade: -odd.tape did not verify: no such file; check the path\n")
  }

  @Test("the real games: list names every game of the catalog in its order, and params lists each parameter as a flag")
  func realGames() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    #expect(harness.run("list").outLines.map { String($0.prefix { $0 != " " }) } == Catalog.ids)
    for entry in Catalog.entries {
      let run = harness.run("params", entry.info.id)
      #expect(run.status == 0 && run.err == "")
      for parameter in entry.info.parameters.declarations {
        #expect(run.outLines.contains { $0.hasPrefix("--\(parameter.name) ") }, "\(entry.info.id) --\(parameter.name)")
      }
    }
  }
}
