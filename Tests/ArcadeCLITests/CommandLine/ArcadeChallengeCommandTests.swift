import ArcadeCore
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage
@testable import GameCatalog

/// Arcade mode and the challenges together on the command line, with the counter game's three levels: what
/// `--level` means beside `--daily`, `--seed` and `--ghost`.
@Suite("play: --level with --daily, --seed and --ghost")
struct ArcadeChallengeCommandTests {
  let harness: Harness
  let entry: CatalogEntry
  init() throws {
    harness = try ArcadeModeCommandTests.harness()
    entry = harness.games[0]
  }

  /// An arcade run of the counter from `level` with `seed`, a few ticks long.
  func arcadeTape(from level: Int, seed: UInt64) throws -> Tape {
    var recorder = entry.start(try #require(entry.arcade(from: level, seed: seed)))
    for _ in 0..<5 { _ = recorder.step(TickInput()) }
    return recorder.finishedTape
  }

  @Test("--level with --daily is refused in one line: a daily challenge is one classic round")
  func levelAndDaily() {
    for arguments in [["--level", "1", "--daily"], ["--daily", "--date", "2026-12-01", "--level=1"]] {
      let run = harness.run(["play", "counter"] + arguments)
      #expect(run.status == 2 && run.out == "")
      #expect(
        run.err
          == "arcade: --level starts an arcade run and --daily plays the day's classic round; drop one or the other\n")
    }
    #expect(harness.recorder.plays.isEmpty)
  }

  @Test("--ghost with an arcade tape races an arcade run: the tape's first level and seed, no other flags needed")
  func ghostArcadeTape() throws {
    let tape = try ArcadeModeCommandTests.recordedRun(entry)
    let path = try harness.folder.write("arcade.tape", tape.text)
    #expect(harness.run("play", "counter", "--ghost", path).status == 0)
    #expect(harness.run("play", "counter", "--ghost", path, "--level", "1", "--seed", "5").status == 0)
    let plays = harness.recorder.plays
    #expect(plays.map(\.setup) == [entry.arcade(from: 1, seed: 5)!, entry.arcade(from: 1, seed: 5)!])
    #expect(plays.allSatisfy { $0.ghost?.races(tape) == true && $0.ghost?.source == .tape(path) })
  }

  @Test(
    "flags that disagree with the ghost's arcade or classic tape are refused: another level, game flags, --level on a classic tape"
  )
  func ghostConflicts() throws {
    let arcade = try harness.folder.write("arcade.tape", try ArcadeModeCommandTests.recordedRun(entry).text)
    var recorder = TapeRecorder<CounterGame>(parameters: CounterGame.info.parameters.defaults, seed: 9)
    recorder.step(TickInput())
    let classic = try harness.folder.write("classic.tape", recorder.finishedTape.text)
    #expect(harness.storage.recordLevelReached(2, game: "counter") == [])
    let conflicts = [
      (arcade, ["--level", "2"], "--ghost \(arcade) is an arcade run from level 1, not 2; drop --level"),
      (
        arcade, ["--lives", "4"],
        "--ghost \(arcade) is an arcade run, played with its levels' own parameters; drop --lives"
      ),
      (arcade, ["--daily"], "--ghost \(arcade) is not a daily challenge's tape; drop --daily"),
      (classic, ["--level", "1"], "--ghost \(classic) is not an arcade run's tape; drop --level"),
    ]
    for (path, flags, message) in conflicts {
      let run = harness.run(["play", "counter", "--ghost", path] + flags)
      #expect(run.status == 2)
      #expect(run.err == "arcade: \(message) to race it (your run takes the tape's seed, mode and parameters)\n")
    }
    #expect(harness.recorder.plays.isEmpty)
  }

  @Test("an arcade tape that starts at a level you have not reached is refused, as --level is; once reached it races")
  func ghostFromUnreachedLevel() throws {
    let path = try harness.folder.write("level3.tape", try arcadeTape(from: 3, seed: 2).text)
    let run = harness.run("play", "counter", "--ghost", path)
    #expect(run.status == 2)
    #expect(
      run.err
        == "arcade: level 3 of counter is not reached yet (you have reached 1); win the levels before it, from: arcade play counter --level 1\n"
    )
    #expect(harness.storage.recordLevelReached(3, game: "counter") == [])
    #expect(harness.run("play", "counter", "--ghost", path).status == 0)
    #expect(harness.recorder.setups == [entry.arcade(from: 3, seed: 2)!])
  }

  @Test("--ghost best with --level and --seed races your best kept arcade run from that level; with none it says so")
  func ghostBestArcade() throws {
    let none = harness.run("play", "counter", "--level", "1", "--seed", "5", "--ghost", "best")
    #expect(none.status == 1)
    #expect(
      none.err
        == "arcade: --ghost best: no kept run of counter in arcade from level 1 with seed 5 yet; finish one first (the same command without --ghost)\n"
    )
    let tape = try ArcadeModeCommandTests.recordedRun(entry)
    let end = try #require(tape.end)
    let line = ScoreEntry(
      game: "counter", score: end.score, status: end.status, table: .arcade, seed: 5, ticks: end.tick,
      levels: end.levels)
    #expect(harness.storage.record(line, tape: tape).rank == 1)
    #expect(harness.run("play", "counter", "--level", "1", "--seed", "5", "--ghost", "best").status == 0)
    let play = try #require(harness.recorder.plays.first)
    #expect(
      play.setup == entry.arcade(from: 1, seed: 5) && play.ghost?.races(tape) == true && play.ghost?.source == .best)
    #expect(
      harness.run("play", "counter", "--seed", "5", "--ghost", "best").status == 1,
      "a classic game of the same seed is another table")
    // Without --seed: the best arcade run from that level, of any seed, and the run takes its seed.
    #expect(harness.run("play", "counter", "--level", "1", "--ghost", "best").status == 0)
    let anySeed = try #require(harness.recorder.plays.last)
    #expect(anySeed.setup == entry.arcade(from: 1, seed: 5) && anySeed.ghost?.races(tape) == true)
    #expect(harness.run("play", "counter", "--level", "1", "--seed", "6", "--ghost", "best").status == 1)
  }
}
