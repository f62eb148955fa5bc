import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

@Suite("storage: tapes")
struct TapeStorageTests {
  let folder: TemporaryFolder
  let storage: Storage
  let tape = counterRecording().finishedTape
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/arcade")
  }

  @Test("the last tape of a game is saved as tapes/GAME-last.tape, replacing only that game's last tape")
  func lastTape() throws {
    let other = Tape(game: "heli", simulationVersion: 1, tickRate: 60, seed: 1, parameters: [])
    #expect(try storage.saveLastTape(other).get() == storage.directory + "/tapes/heli-last.tape")
    let path = try storage.saveLastTape(counterRecording(seed: 1).finishedTape).get()
    #expect(path == storage.directory + "/tapes/counter-last.tape")
    #expect(try storage.saveLastTape(tape).get() == path)
    #expect(folder.read(path) == tape.text)
    #expect(folder.read(storage.directory + "/tapes/heli-last.tape") == other.text)
    #expect(folder.names(in: storage.tapesDirectory) == ["counter-last.tape", "heli-last.tape"])
  }

  @Test(
    "a named tape is saved as tapes/NAME.tape, replacing only the tape of that name; a name that is no safe file name is refused"
  )
  func namedTape() throws {
    let path = try storage.saveTape(tape, named: "counter-best-1").get()
    #expect(path == storage.directory + "/tapes/counter-best-1.tape" && folder.read(path) == tape.text)
    #expect(try storage.saveLastTape(tape).get() == storage.directory + "/tapes/counter-last.tape")
    #expect(folder.read(path) == tape.text)
    for name in ["../up", "A", "", "a b"] {
      #expect(throws: StorageError("cannot save the tape as '\(name)': not a tape name")) {
        try storage.saveTape(tape, named: name).get()
      }
    }
    #expect(folder.names(in: storage.tapesDirectory) == ["counter-best-1.tape", "counter-last.tape"])
  }

  @Test("a tape whose game id is not a safe file name is not saved")
  func unsafeGameID() {
    let odd = Tape(game: "../evil", simulationVersion: 1, tickRate: 60, seed: 1, parameters: [])
    #expect(throws: StorageError("cannot save a tape of game '../evil': not a game id")) {
      try storage.saveLastTape(odd).get()
    }
  }

  @Test("--record writes a new file, and never overwrites one")
  func saveTape() throws {
    let path = folder.path + "/mine.tape"
    #expect(try storage.saveTape(tape, to: path).get() == path)
    #expect(folder.read(path) == tape.text)
    let other = counterRecording(seed: 9).finishedTape
    #expect(throws: StorageError("\(path) already exists; choose another name (arcade never overwrites a file)")) {
      try storage.saveTape(other, to: path).get()
    }
    #expect(folder.read(path) == tape.text)
    #expect(folder.names() == ["mine.tape"])  // no temporary file left behind
  }

  @Test("--record into a missing folder is an error with the fix; no folder is created")
  func missingFolder() {
    let path = folder.path + "/new/run.tape"
    #expect(
      throws: StorageError("the folder \(folder.path)/new does not exist; create it first or choose another path")
    ) { try storage.saveTape(tape, to: path).get() }
    #expect(folder.names().isEmpty)
  }

  @Test("a dangling symbolic link counts as an existing file")
  func danglingLink() throws {
    let link = folder.path + "/link.tape"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path + "/nowhere")
    #expect(throws: StorageError("\(link) already exists; choose another name (arcade never overwrites a file)")) {
      try storage.saveTape(tape, to: link).get()
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/nowhere"))
  }
}
