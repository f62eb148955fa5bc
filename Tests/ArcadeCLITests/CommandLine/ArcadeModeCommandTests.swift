import ArcadeCore
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage
@testable import GameCatalog

/// The command line's side of arcade mode, with the counter game's three levels (`CounterGame.levels`).
@Suite("arcade levels, play --level, and arcade runs in scores and verify")
struct ArcadeModeCommandTests {
  static func harness() throws -> Harness {
    var harness = try Harness()
    harness.games = Harness.gamesWithLevels
    return harness
  }

  @Test("levels GAME: number, name, goal and changes in 80 columns, long cells wrapped; the levels reached marked *")
  func levelsTable() throws {
    let harness = try Self.harness()
    let run = harness.run("levels", "counter")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "counter (Counter): 3 arcade levels, each harder; a loss ends the run.",
        "Reached: level 1 (marked *); start at one with: arcade play counter --level N",
        "",
        "   #  LEVEL             GOAL                     CHANGES FROM THE DEFAULTS",
        "*  1  Warm-up           Count to 30, 10 a press  none",
        "   2  Fewer points      Count to 30, 5 a press   lives 2",
        "   3  Slow cars with a  Count to 30, 5 a press   lives 2, car-speed 120.5,",
        "      name long enough                           growth hold",
        "      to wrap",
      ])
    #expect(harness.storage.recordLevelReached(2, game: "counter") == [])
    let reached = harness.run("levels", "counter").outLines
    #expect(reached[1] == "Reached: level 2 (marked *); start at one with: arcade play counter --level N")
    #expect(reached.filter { $0.hasPrefix("*") }.map { String($0.prefix(4)) } == ["*  1", "*  2"])
    #expect(reached.allSatisfy { $0.count <= 80 })
  }

  @Test("a cell wider than its column is cut with ...; a change that does not fit the line goes to the next")
  func wrapping() {
    #expect(LevelsCommand.wrap(["a", "b"], width: 10) == ["a b"])
    #expect(LevelsCommand.wrap(["abcdefghijkl"], width: 8) == ["abcde..."])
    #expect(
      LevelsCommand.wrap(["lives 2", "car-speed 9", "bays 4"], width: 20, separator: ", ", mark: ",")
        == ["lives 2,", "car-speed 9, bays 4"])
  }

  @Test("levels of a game without levels, or of no game: one line and exit 2")
  func levelsErrors() throws {
    let harness = try Self.harness()
    let plain = harness.run("levels", "plain")
    #expect(plain.status == 2 && plain.out == "")
    #expect(plain.err == "arcade: plain (Plain) has no arcade levels; play its classic round: arcade play plain\n")
    let missing = harness.run("levels")
    #expect(missing.status == 2)
    #expect(missing.err == "arcade: levels needs a GAME (counter or plain); usage: arcade levels GAME\n")
  }

  @Test("play --level N starts an arcade run at a level reached, with its own seed or --seed; level 1 is always open")
  func playLevel() throws {
    let harness = try Self.harness()
    let entry = harness.games[0]
    #expect(harness.run("play", "counter", "--level", "1").status == 0)
    #expect(harness.storage.recordLevelReached(3, game: "counter") == [])
    #expect(
      harness.run("play", "counter", "--level=3", "--seed", "9", "--record", harness.folder.path + "/r.tape").status
        == 0)
    #expect(harness.recorder.setups == [entry.arcade(from: 1, seed: 777)!, entry.arcade(from: 3, seed: 9)!])
    #expect(harness.recorder.setups[1].mode == .arcade(levelsVersion: 4, start: 3))
    #expect(harness.recorder.plays[1].record == harness.folder.path + "/r.tape")
  }

  @Test(
    "play --level refuses, in one line: a level not reached yet (naming the highest reached), out of range, not a number, with game flags, for a game without levels",
    arguments: [
      (
        ["play", "counter", "--level", "3"],
        "level 3 of counter is not reached yet (you have reached 2); win the levels before it, from: arcade play counter --level 2"
      ),
      (
        ["play", "counter", "--level", "4"],
        "--level must be a level of counter, 1 to 3 (got 4); see: arcade levels counter"
      ),
      (
        ["play", "counter", "--level", "0"],
        "--level must be a level of counter, 1 to 3 (got 0); see: arcade levels counter"
      ),
      (
        ["play", "counter", "--level", "two"],
        "--level must be a level of counter, 1 to 3 (got two); see: arcade levels counter"
      ),
      (
        ["play", "counter", "--level", "1", "--lives", "5", "--growth=hold"],
        "--level plays the level's own parameters, so it cannot go with --lives and --growth; drop one or the other"
      ),
      (
        ["play", "plain", "--level", "1"],
        "plain (Plain) has no arcade levels; play its classic round: arcade play plain"
      ),
      (["play", "counter", "--level"], "--level needs a value, e.g. --level 42"),
    ])
  func playLevelErrors(arguments: [String], message: String) throws {
    let harness = try Self.harness()
    #expect(harness.storage.recordLevelReached(2, game: "counter") == [])
    let run = harness.run(arguments)
    #expect(run.status == 2 && run.out == "")
    #expect(run.err == "arcade: \(message)\n")
    #expect(harness.recorder.plays.isEmpty)
  }

  @Test("scores shows, for a game with levels, the level reached and the arcade runs' own table with their levels")
  func scores() throws {
    let harness = try Self.harness()
    #expect(
      harness.run("scores", "counter").outLines == [
        "counter (Counter): no scores yet", "counter (Counter) arcade: reached level 1 of 3, no runs yet",
      ])
    _ = harness.storage.record(
      ScoreEntry(game: "counter", score: 30, status: .won, table: .standard, seed: 1, ticks: 60))
    _ = harness.storage.record(
      ScoreEntry(game: "counter", score: 45, status: .lost, table: .arcade, seed: 4, ticks: 900, levels: 1...2))
    _ = harness.storage.record(
      ScoreEntry(game: "counter", score: 100, status: .won, table: .arcade, seed: 12, ticks: 1_200, levels: 1...3))
    #expect(harness.storage.recordLevelReached(3, game: "counter") == [])
    let run = harness.run("scores")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "counter (Counter)",
        "   1.  30  won  seed 1  0:01",
        "counter (Counter) arcade: reached level 3 of 3",
        "   1.  100  won   levels 1-3  seed 12  0:20",
        "   2.   45  lost  levels 1-2  seed 4   0:15",
        "",
        "plain (Plain): no scores yet",
      ])
  }

  @Test("completion offers --level on play, and after it the levels reached, with their names")
  func completion() throws {
    let harness = try Self.harness()
    #expect(
      harness.run("__complete", "play", "counter", "--le").outLines == [
        "words", "--level\tan arcade run from level N, one you have reached",
      ])
    #expect(harness.run("__complete", "play", "counter", "--level", "").outLines == ["words", "1\tWarm-up"])
    #expect(harness.storage.recordLevelReached(2, game: "counter") == [])
    #expect(
      harness.run("__complete", "play", "counter", "--level", "").outLines == [
        "words", "1\tWarm-up", "2\tFewer points",
      ])
    #expect(harness.run("__complete", "lev").outLines == ["words", "levels\tshow a game's arcade levels"])
  }

  /// An arcade run of the counter from level 1: three presses win it; its card; five presses of level 2's
  /// six, then it times out.
  static func recordedRun(_ entry: CatalogEntry) throws -> Tape {
    var recorder = entry.start(try #require(entry.arcade(from: 1, seed: 5)))
    for _ in 0..<3 { _ = recorder.step(TickInput(pressed: .action)) }
    for tick in 0..<(150 + 600) {
      _ = recorder.step(tick % 2 == 0 && tick > 150 && tick < 161 ? TickInput(pressed: .action) : .none)
    }
    return recorder.finishedTape
  }

  @Test("verify: an arcade tape's ok line names the game, arcade, the levels played and the score, then the seed")
  func verifyLine() throws {
    let harness = try Self.harness()
    let tape = try Self.recordedRun(harness.games[0])
    let end = try #require(tape.end)
    #expect(end.status == .lost && end.score == 55 && end.levels == 1...2 && end.tick == 753)
    let path = try harness.folder.write("run.tape", tape.text)
    let run = harness.run("verify", path)
    #expect(run.status == 0 && run.err == "")
    #expect(run.out == "ok counter arcade levels 1-2 score 55 lost ticks 753 seed 5 \(path)\n")
  }

  @Test("a cast of an arcade tape shows the run's level and total under the game")
  func cast() throws {
    let harness = try Self.harness()
    let path = try harness.folder.write("run.tape", try Self.recordedRun(harness.games[0]).text)
    let run = harness.run("replay", path, "--cast", harness.folder.path + "/run.cast")
    #expect(run.status == 0 && run.err == "")
    let cast = try #require(harness.folder.read(harness.folder.path + "/run.cast"))
    #expect(cast.contains("Counter · Level 1/3 Warm-up · total 0"), "the first frame's caption")
  }
}
