import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage

/// The config file, driven through the command line: a line it cannot use is a warning naming the file, the line,
/// what is wrong and the fix, and the rest applies; flags win over it.
@Suite("the config file")
struct ConfigFileTests {
  /// The options `arcade play counter` opened the game with, after these arguments, and what it said on stderr.
  static func play(_ harness: Harness, _ flags: String...) throws -> (options: FrontEndOptions, err: String) {
    let run = harness.run(["play", "counter"] + flags)
    #expect(run.status == 0, "\(run.err)")
    return (try #require(harness.recorder.plays.last).options, run.err)
  }

  @Test("board, name, hold, sound and fps are the front end's defaults; comments and blank lines are skipped")
  func settings() throws {
    let harness = try Harness()
    try harness.writeConfig(
      "# mine\n\nboard http://h:8470\nname ada\nhold toggle   # no key releases here\n\tsound music\t# loud\nfps 20\n")
    let (options, err) = try Self.play(harness)
    #expect(err == "")
    #expect(options.board == "http://h:8470" && options.boardName == "ada" && options.hold == .toggle)
    #expect(options.sound && options.music && options.framesPerSecond == 20)
  }

  @Test(
    "each line it cannot use is a warning naming the file, the line, what is wrong and the fix; the game still opens with the rest"
  )
  func badLines() throws {
    let harness = try Harness()
    try harness.writeConfig(
      """
      hold sideways
      fps 45
      board not-a-url
      sound loud
      name dave smith
      sond on
      hold
      fps 20
      sound on # note
      fps 60

      """)
    let (options, err) = try Self.play(harness)
    let at = harness.configPath
    #expect(
      err.split(separator: "\n").map(String.init) == [
        "arcade: warning: \(at) line 1: hold must be tap or toggle, not 'sideways' (the line is left out); write 'hold tap' or 'hold toggle'",
        "arcade: warning: \(at) line 2: fps must be 15, 20, 30 or 60, not '45' (the line is left out); write 'fps 30' (or 15, 20, 60)",
        "arcade: warning: \(at) line 3: 'not-a-url' is not a board's address (the line is left out); write 'board http://HOST:8470'",
        "arcade: warning: \(at) line 4: sound must be off, on or music, not 'loud' (the line is left out); write 'sound off', 'sound on' or 'sound music'",
        "arcade: warning: \(at) line 5: a name on the board is 1 to 24 letters, digits, '-', '_' or '.', not 'dave smith' (the line is left out); write 'name dave-smith'",
        "arcade: warning: \(at) line 6: no setting 'sond' (the line is left out); did you mean 'sound'? the settings are board, name, hold, sound and fps",
        "arcade: warning: \(at) line 7: hold needs a value (the line is left out); write 'hold tap' or 'hold toggle'",
        "arcade: warning: \(at) line 10: fps is set again (line 8 sets it too); this later line is used",
      ])
    #expect(options.hold == .tap && options.board == nil && options.boardName == nil)
    #expect(options.sound && !options.music && options.framesPerSecond == 60)
  }

  @Test("flags win over the file: --hold, --fps, --board, and --no-sound, --sound or --music over its sound")
  func flagsWin() throws {
    let harness = try Harness()
    try harness.writeConfig("board http://a:1\nhold toggle\nsound music\nfps 20\n")
    let (flagged, _) = try Self.play(harness, "--hold", "tap", "--fps", "60", "--board", "http://b:2", "--sound")
    #expect(flagged.hold == .tap && flagged.framesPerSecond == 60 && flagged.board == "http://b:2")
    #expect(flagged.sound && !flagged.music, "--sound is the effects without the file's music")
    let (silent, _) = try Self.play(harness, "--no-sound")
    #expect(!silent.sound && !silent.music)
    try harness.writeConfig("sound off\n")
    let (music, _) = try Self.play(harness, "--music")
    #expect(music.sound && music.music)
    let both = harness.run("play", "counter", "--no-sound", "--music")
    #expect(both.status == 2 && both.err == "arcade: --no-sound and --music do not go together; give one\n")
  }

  @Test(
    "a bad line never stops a command nor is blamed on a flag: replay TAPE --cast writes its cast at the file's fps")
  func castWithBadLines() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    try harness.writeConfig("hold sideways\nfps 15\nsound loud\n")
    let tape = GoldenTapeDeterminismTests.repository.appendingPathComponent("Assets/tapes/frog/win.tape").path
    let cast = harness.folder.path + "/win.cast"
    let run = harness.run("replay", tape, "--cast", cast)
    #expect(run.status == 0 && run.out.hasPrefix("wrote \(cast): "), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 2 && !run.err.contains("--hold"), "\(run.err)")
    // "wrote PATH: N frames, ...": as many frames as --fps 15 makes, fewer than the default 30 a second.
    func frames(_ fps: String) -> String {
      harness.run("replay", tape, "--cast", harness.folder.path + "/\(fps).cast", "--fps", fps).out
        .replacingOccurrences(of: "/\(fps).cast", with: "/win.cast")
    }
    #expect(run.out == frames("15") && run.out != frames("30"))
  }

  @Test("the arcade reads $XDG_CONFIG_HOME/arcade/config as it starts and warns of a bad line, then runs the command")
  func binaryReadsTheFile() async throws {
    let arcade = try #require(ArcadeBinary.path, "the built arcade binary")
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/arcade", withIntermediateDirectories: true)
    try folder.write("arcade/config", "fps 45\n")
    let run = try await EndToEnd.run(
      arcade, ["list"],
      environment: ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "HOME": "/nonexistent"])
    #expect(run.status == 0 && run.stdout.hasPrefix("frog "))
    #expect(
      run.stderr
        == "arcade: warning: \(folder.path)/arcade/config line 1: fps must be 15, 20, 30 or 60, not '45' (the line is left out); write 'fps 30' (or 15, 20, 60)\n"
    )
  }
}
