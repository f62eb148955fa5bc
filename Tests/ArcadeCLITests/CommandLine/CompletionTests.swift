import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI

@Suite("arcade completions bash|zsh|fish: tab completion from the command table")
struct CompletionTests {
  static let commandNames = CommandTable.commands.map(\.name)
  static let gameIDs = Catalog.entries.map(\.info.id)
  /// What `arcade replay <TAB>` offers in `PackagingFiles.tapeFolder()`: tapes and folders.
  static let tapeChoices = ["my run.tape", "old", "run.tape"]

  /// The environment with the built `arcade` first on the PATH: the scripts ask it what to offer.
  static func environment() throws -> [String: String] {
    let arcade = try #require(EndToEnd.arcadePath, EndToEnd.skipReason)
    var environment = ProcessInfo.processInfo.environment
    let folder = URL(fileURLWithPath: arcade).deletingLastPathComponent().path
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    return environment
  }

  @Test("each script asks arcade __complete, which offers every command, flag, game and parameter")
  func everythingOffered() throws {
    let files = try PackagingFiles()
    for shell in Shell.allCases {
      #expect(files.output("completions", shell.rawValue).contains("arcade __complete "), "\(shell)")
    }
    /// The words offered after `arcade WORDS`, without what they mean.
    func offered(_ words: String...) -> [String] {
      let run = files.harness.run(["__complete"] + words)
      #expect(run.status == 0 && run.err == "", "\(words): \(run.err)")
      return run.outLines.dropFirst().map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(offered("") == Self.commandNames)
    #expect(offered("play", "") == Self.gameIDs)
    for command in [CommandTable.root] + CommandTable.commands {
      let flags = command.name.isEmpty ? offered("--") : offered(command.name, "--")
      for spec in command.flags + [.flag(.help, "")] {
        #expect(flags.contains("--" + spec.name), "\(command.usage) \(spec.usage)")
      }
    }
    for entry in Catalog.entries {
      let flags = offered("play", entry.info.id, "--")
      for parameter in entry.info.parameters.declarations {
        #expect(flags.contains("--" + parameter.name), "\(entry.info.id) --\(parameter.name)")
      }
    }
  }

  @Test("an unknown shell is a usage error naming the three")
  func unknownShell() throws {
    let run = try Harness().run("completions", "tcsh")
    #expect(run.status == 2 && run.out == "")
    #expect(run.err == "arcade: unknown shell 'tcsh'; choose bash, zsh or fish (see: arcade completions --help)\n")
  }

  /// Words typed (the last is the one being completed) and what bash offers for it.
  static let bashCases: [([String], [String])] = [
    (["arcade", "pl"], ["play"]),
    (["arcade", ""], commandNames),
    (["arcade", "play", ""], gameIDs),
    (["arcade", "play", "heli", "--gr"], ["--gravity"]),
    (["arcade", "play", "hundreds", "--growth", ""], ["step", "hold"]),
    (["arcade", "play", "hundreds", "--growth", "=", "h"], ["hold"]),
    (["arcade", "play", "heli", "--seed", "7", "--fps", ""], ["15", "20", "30", "60"]),
    (["arcade", "play", "heli", "--seed", ""], []),
    (["arcade", "replay", ""], tapeChoices),
    (["arcade", "replay", "r"], ["run.tape"]),
    (["arcade", "verify", "run.tape", ""], tapeChoices),
    (["arcade", "replay", "run.tape", "--ca"], ["--cast"]),
    (["arcade", "help", ""], commandNames + gameIDs),
    (["arcade", "completions", ""], ["bash", "zsh", "fish"]),
    (["arcade", "--no-c"], ["--no-color"]),
    (["arcade", "list", ""], []),
    (["arcade", "play", "heli", "--ghost", ""], ["best"] + tapeChoices),
    (["arcade", "play", "heli", "--ghost", "b"], ["best"]),
    (["arcade", "play", "heli", "--ghost", "r"], ["run.tape"]),
    (["arcade", "replay", "--best", ""], gameIDs),
    (["arcade", "daily", "--"], ["--list", "--date", "--help"]),
  ]

  @Test(
    "bash: the sourced script's _arcade completes commands, games, parameters, values and tapes",
    .enabled(if: ExternalTool.available("bash"), "bash is not installed"))
  func bash() async throws {
    let bash = try ExternalTool.require("bash", package: "bash")
    let files = try PackagingFiles()
    let script = try files.file("arcade.bash", "completions", "bash")
    let folder = try files.tapeFolder()
    let environment = try Self.environment()
    let call =
      #"cd "$1" && source "$2" && shift 2 && COMP_WORDS=("$@") && COMP_CWORD=$(($# - 1)) && _arcade "#
      + #"&& printf '%s\n' "${COMPREPLY[@]}""#
    for (words, expected) in Self.bashCases {
      let run = try await EndToEnd.run(bash, ["-c", call, "bash", folder, script] + words, environment: environment)
      #expect(run.status == 0 && run.stderr == "", "\(words): \(run.stderr)")
      let offered = run.stdout.split(separator: "\n").map(String.init)
      #expect(offered.sorted() == expected.sorted(), "\(words)")
    }
  }

  @Test(
    "bash: after a game, -- offers its parameters, play's flags and --help",
    .enabled(if: ExternalTool.available("bash"), "bash is not installed"))
  func bashGameFlags() async throws {
    let bash = try ExternalTool.require("bash", package: "bash")
    let files = try PackagingFiles()
    let script = try files.file("arcade.bash", "completions", "bash")
    let call = #"source "$1" && COMP_WORDS=(arcade play frog --) && COMP_CWORD=3 && _arcade && echo "${COMPREPLY[*]}""#
    let run = try await EndToEnd.run(bash, ["-c", call, "bash", script], environment: try Self.environment())
    let frog = try #require(Catalog.entry(id: "frog"))
    let expected =
      frog.info.parameters.declarations.map { "--" + $0.name } + CommandTable.play.flags.map { "--" + $0.name }
      + ["--help"]
    #expect(run.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .newlines) }.sorted() == expected.sorted())
  }

  /// A command line up to the cursor and the completions fish offers there.
  static let fishCases: [(String, [String])] = [
    ("arcade pl", ["play"]),
    ("arcade ", commandNames),
    ("arcade play ", gameIDs),
    ("arcade play heli --gr", ["--gravity"]),
    ("arcade play hundreds --growth ", ["hold", "step"]),
    ("arcade replay ", ["my run.tape", "old/", "run.tape"]),
    ("arcade verify run.tape ", ["my run.tape", "old/", "run.tape"]),
    ("arcade help ", commandNames + gameIDs),
    ("arcade completions ", ["bash", "zsh", "fish"]),
    ("arcade play heli --ghost ", ["best", "my run.tape", "old/", "run.tape"]),
    ("arcade replay --best h", ["heli", "hundreds"]),
  ]

  @Test(
    "fish: complete -C offers commands, games, parameters, values and tapes",
    .enabled(if: ExternalTool.available("fish"), "fish is not installed (apt-get install fish)"))
  func fish() async throws {
    let fish = try ExternalTool.require("fish", package: "fish")
    let files = try PackagingFiles()
    let script = try files.file("arcade.fish", "completions", "fish")
    let folder = try files.tapeFolder()
    var environment = try Self.environment()
    // fish keeps its own state under these; keep it out of the user's home.
    environment["XDG_CONFIG_HOME"] = files.folder.path + "/config"
    environment["XDG_DATA_HOME"] = files.folder.path + "/data"
    for (line, expected) in Self.fishCases {
      let call = "cd $argv[1]; and source $argv[2]; and complete -C $argv[3]"
      let run = try await EndToEnd.run(fish, ["-c", call, folder, script, line], environment: environment)
      #expect(run.status == 0 && run.stderr == "", "\(line): \(run.stderr)")
      let offered = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
      #expect(offered.sorted() == expected.sorted(), "\(line)")
    }
  }

  @Test(
    "zsh: the script parses, and is an autoloadable #compdef arcade function",
    .enabled(if: ExternalTool.available("zsh"), "zsh is not installed (apt-get install zsh)"))
  func zsh() async throws {
    let zsh = try ExternalTool.require("zsh", package: "zsh")
    let files = try PackagingFiles()
    let script = try files.file("_arcade", "completions", "zsh")
    let run = try await EndToEnd.run(zsh, ["-n", script])
    #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
    #expect(files.folder.read(script)?.hasPrefix("#compdef arcade\n") == true)
  }
}
