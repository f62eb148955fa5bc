import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

/// The store one session hands its screens: each round's tape as its game's last, `--record` once, the
/// scores; and what it says once the terminal is restored.
@Suite("Session: the store of one session")
struct SessionStoreTests {
  let folder: TemporaryFolder
  let storage: Storage
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/arcade")
  }

  @Test("each round's tape replaces its game's last tape; the afterwords name each game's once, by game id")
  func lastTapes() throws {
    let store = SessionStore(storage: storage)
    let first = counterRecording(seed: 1).finishedTape
    let second = counterRecording(seed: 2).finishedTape
    let plain = Tape(game: "plain", simulationVersion: 4, tickRate: 60, seed: 5, parameters: [])
    #expect(store.keep(first).isEmpty && store.keep(plain).isEmpty && store.keep(second).isEmpty)
    let counter = storage.tapesDirectory + "/counter-last.tape"
    let plainPath = storage.tapesDirectory + "/plain-last.tape"
    #expect(folder.read(counter) == second.text)
    #expect(
      store.afterwords == [
        "last counter tape saved: \(counter) (watch it with: arcade replay \(counter))",
        "last plain tape saved: \(plainPath) (watch it with: arcade replay \(plainPath))",
      ])
  }

  @Test("a session starts reading the scores database through for damage as it starts, beside it")
  func startsTheDamageCheck() throws {
    #expect(storage.damageCheck == nil)
    _ = SessionStore(storage: storage)
    let check = try #require(storage.damageCheck)
    #expect(check.wait() == nil, "a new database is whole")
  }

  @Test("--record writes the first round's tape, once: the next round's never overwrites it")
  func recordOnce() throws {
    let path = folder.path + "/run.tape"
    let store = SessionStore(storage: storage, recordPath: path)
    let first = counterRecording(seed: 1).finishedTape
    #expect(store.keep(first).isEmpty)
    #expect(store.keep(counterRecording(seed: 2).finishedTape).isEmpty)
    #expect(folder.read(path) == first.text)
    #expect(store.afterwords.first == "tape recorded to \(path)")
  }

  @Test("a tape that cannot be kept: the warning goes to the end alert and to the afterwords; play goes on")
  func tapeWarnings() throws {
    let blocker = try folder.write("file", "not a folder")
    let store = SessionStore(storage: Storage(directory: blocker + "/arcade"), recordPath: folder.path + "/no/run.tape")
    let warnings = store.keep(counterRecording().finishedTape)
    #expect(
      warnings == [
        "could not save the last tape: cannot save the last tape in \(blocker)/arcade/tapes (Not a directory)",
        "could not record the tape: the folder \(folder.path)/no does not exist; create it first or choose another path",
      ])
    #expect(store.afterwords == warnings)
  }

  @Test("scores go to the store; a score's warnings are kept for the afterwords too")
  func scores() throws {
    let store = SessionStore(storage: storage)
    let entry = ScoreEntry(game: "counter", score: 30, status: .won, table: .standard, seed: 1, ticks: 90)
    #expect(
      store.record(entry, tape: nil) == ScoreRecording(saved: true, rank: 1, previousBest: nil, warnings: [], runID: 1))
    #expect(store.bestScores(game: "counter").scores == [entry])
    let blocker = try folder.write("file", "not a folder")
    let blocked = SessionStore(storage: Storage(directory: blocker + "/arcade"))
    let warnings = blocked.record(entry, tape: nil).warnings
    #expect(warnings.count == 1 && blocked.afterwords == warnings)
  }
}
