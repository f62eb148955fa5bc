import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeSQL
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
    #expect(storage.levelReached(game: "heli", levels: 12) == (1, []))
    #expect(storage.recordLevelReached(3, game: "heli") == [])
    #expect(storage.recordLevelReached(2, game: "heli") == [], "a lower level is no news")
    #expect(storage.recordLevelReached(2, game: "frog") == [])
    let restarted = Storage(directory: folder.path + "/data/arcade")
    #expect(restarted.levelReached(game: "heli", levels: 12) == (3, []))
    #expect(restarted.levelReached(game: "frog", levels: 12) == (2, []))
    #expect(restarted.levelReached(game: "puck", levels: 12) == (1, []))
    #expect(restarted.recordLevelReached(5, game: "heli") == [])
    #expect(storage.levelReached(game: "heli", levels: 12) == (5, []))
  }

  @Test(
    "a level reached past the game's levels (an old file's reached heli 9223372036854775807) reads as its last level")
  func reachedIsClamped() throws {
    #expect(storage.recordLevelReached(Int.max, game: "heli") == [])
    #expect(storage.levelReached(game: "heli", levels: 12) == (12, []))
    #expect(storage.levelReached(game: "heli", levels: 3) == (3, []))
    #expect(storage.levelReached(game: "puck", levels: 12) == (1, []))
  }

  @Test("scores and the level reached live in one database: writing one keeps the other")
  func keptTogether() throws {
    #expect(storage.record(score("heli", 40)).saved)
    #expect(storage.recordLevelReached(4, game: "heli") == [])
    #expect(storage.record(arcadeScore("heli", 2210, levels: 1...4)).saved)
    #expect(storage.levelReached(game: "heli", levels: 12) == (4, []))
    #expect(storage.bestScores(game: "heli").scores == [score("heli", 40), arcadeScore("heli", 2210, levels: 1...4)])
  }

  @Test("arcade runs are a table of 10 of their own: they never push a classic score out, nor classic ones them")
  func arcadeTableApart() {
    for i in 1...10 { #expect(storage.record(score("frog", i, seed: UInt64(i))).rank == 1) }
    let first = storage.record(arcadeScore("frog", 5000, levels: 1...6))
    #expect(first == ScoreRecording(saved: true, rank: 1, previousBest: nil, warnings: [], runID: 11))
    for i in 1...10 { _ = storage.record(arcadeScore("frog", i, levels: 1...1, seed: UInt64(i))) }
    #expect(storage.record(arcadeScore("frog", 7, levels: 2...3)).previousBest == 5000)
    let best = storage.bestScores(game: "frog").scores
    #expect(best.filter { $0.table == .standard }.map(\.score) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    #expect(best.filter { $0.table == .arcade }.map(\.score) == [5000, 10, 9, 8, 7, 7, 6, 5, 4, 3])
  }
}
