import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

func arcadeScore(_ game: String, _ points: Int, levels: ClosedRange<Int>, seed: UInt64 = 1) -> ScoreEntry {
  ScoreEntry(game: game, score: points, status: .lost, table: .arcade, seed: seed, ticks: 900, levels: levels)
}

@Suite("storage: arcade scores and the level reached")
struct ArcadeProgressStorageTests {
  let folder: TemporaryFolder
  let storage: Storage
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/data/arcade")
  }

  @Test("the level reached starts at 1, only rises, and a new Storage on the same folder (a restart) reads it back")
  func reachedSurvivesRestart() {
    #expect(storage.levelReached(game: "heli") == (1, []))
    #expect(storage.recordLevelReached(3, game: "heli") == [])
    #expect(storage.recordLevelReached(2, game: "heli") == [], "a lower level is no news")
    #expect(storage.recordLevelReached(2, game: "frog") == [])
    let restarted = Storage(directory: folder.path + "/data/arcade")
    #expect(restarted.levelReached(game: "heli") == (3, []))
    #expect(restarted.levelReached(game: "frog") == (2, []))
    #expect(restarted.levelReached(game: "puck") == (1, []))
    #expect(restarted.recordLevelReached(5, game: "heli") == [])
    #expect(storage.levelReached(game: "heli") == (5, []))
  }

  @Test("a level no higher than the one reached leaves the file as it was (same inode); a higher one replaces it")
  func reachedWritesOnlyNews() throws {
    #expect(storage.recordLevelReached(3, game: "heli") == [])
    let inode = { try FileManager.default.attributesOfItem(atPath: storage.scoresPath)[.systemFileNumber] as? Int }
    let before = try inode()
    #expect(storage.recordLevelReached(3, game: "heli") == [] && storage.recordLevelReached(1, game: "heli") == [])
    #expect(try inode() == before)
    #expect(storage.recordLevelReached(4, game: "heli") == [])
    #expect(try inode() != before)
    #expect(folder.names(in: storage.directory) == ["scores.lock", "scores.txt"], "no temporary file left behind")
  }

  @Test("scores and the level reached live in one file: writing one keeps the other")
  func keptTogether() throws {
    #expect(storage.record(score("heli", 40)).saved)
    #expect(storage.recordLevelReached(4, game: "heli") == [])
    #expect(storage.record(arcadeScore("heli", 2210, levels: 1...4)).saved)
    #expect(storage.levelReached(game: "heli") == (4, []))
    #expect(storage.bestScores(game: "heli").scores == [score("heli", 40), arcadeScore("heli", 2210, levels: 1...4)])
    #expect(
      folder.read(storage.scoresPath) == """
        arcade-scores 2
        # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]
        heli 40 lost default 1 600
        heli 2210 lost arcade 1 900 1-4
        # reached GAME LEVEL: the highest level an arcade run of the game started
        reached heli 4

        """)
  }

  @Test("arcade runs are a table of 10 of their own: they never push a classic score out, nor classic ones them")
  func arcadeTableApart() {
    for i in 1...10 { #expect(storage.record(score("frog", i, seed: UInt64(i))).rank == 1) }
    let first = storage.record(arcadeScore("frog", 5000, levels: 1...6))
    #expect(first == ScoreRecording(saved: true, rank: 1, previousBest: nil, warnings: []))
    for i in 1...10 { _ = storage.record(arcadeScore("frog", i, levels: 1...1, seed: UInt64(i))) }
    #expect(storage.record(arcadeScore("frog", 7, levels: 2...3)).previousBest == 5000)
    let best = storage.bestScores(game: "frog").scores
    #expect(best.filter { $0.table == .standard }.map(\.score) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    #expect(best.filter { $0.table == .arcade }.map(\.score) == [5000, 10, 9, 8, 7, 7, 6, 5, 4, 3])
  }

  @Test("a damaged scores file: the level reached reads as 1 with the warning; the next level reached keeps it aside")
  func damagedFile() throws {
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
    let garbage = "arcade-scores 2\nreached heli three\n"
    try garbage.write(toFile: storage.scoresPath, atomically: false, encoding: .utf8)
    let problem = "the scores file \(storage.scoresPath) is damaged (line 2: expected 'reached GAME LEVEL')"
    #expect(
      storage.levelReached(game: "heli")
        == (1, ["\(problem); the next score keeps it aside as scores.corrupt-N and starts a fresh file"]))
    let aside = storage.directory + "/scores.corrupt-1"
    #expect(
      storage.recordLevelReached(2, game: "heli") == [
        "\(problem); kept it as \(aside) and started a fresh scores file"
      ])
    #expect(folder.read(aside) == garbage)
    #expect(storage.levelReached(game: "heli") == (2, []))
  }

  @Test("a scores lock held elsewhere: the level reached is said not saved, and nothing changes")
  func lockHeldElsewhere() throws {
    #expect(storage.recordLevelReached(2, game: "heli") == [])
    let lock = storage.directory + "/scores.lock"
    let fd = open(lock, O_RDWR)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    let quick = Storage(directory: storage.directory, lockPatience: .milliseconds(50))
    #expect(
      quick.recordLevelReached(3, game: "heli") == [
        "scores not saved: \(lock) is locked by another arcade; level 3 of heli reached is not saved, but play goes on"
      ])
    flock(fd, LOCK_UN)
    #expect(storage.levelReached(game: "heli") == (2, []))
  }
}
