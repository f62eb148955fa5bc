import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

/// What can stand where the scores database should be, and a disk that cannot take it: one clear line each, the
/// game's scores not kept, and what was there left exactly as it was.
@Suite("storage: the database file")
struct DatabaseFileTests {
  let folder: TemporaryFolder
  let storage: Storage
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/arcade")
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
  }

  @Test("a folder where the database should be: one line, left alone with what is in it; nothing saved")
  func folderInItsPlace() throws {
    try FileManager.default.createDirectory(atPath: storage.databasePath, withIntermediateDirectories: false)
    try "someone's notes".write(toFile: storage.databasePath + "/inside.txt", atomically: false, encoding: .utf8)
    let problem =
      "\(storage.databasePath) is a folder, not the scores database; it is left alone (move it to keep scores)"
    #expect(storage.bestScores(game: "frog") == ([], [problem]))
    #expect(
      storage.record(score("frog", 40)).warnings == [
        "scores not saved: \(problem); this score (40) is lost, but play goes on"
      ])
    #expect(folder.read(storage.databasePath + "/inside.txt") == "someone's notes")
    #expect(folder.names(in: storage.directory) == ["arcade.sqlite"])
  }

  @Test("a FIFO where the database should be: one line, never opened (a read could block for ever), left alone")
  func fifoInItsPlace() throws {
    #expect(mkfifo(storage.databasePath, 0o644) == 0)
    let problem =
      "\(storage.databasePath) is not a regular file (a FIFO or a device); it is left alone (move it to keep scores)"
    #expect(storage.levelReached(game: "frog", levels: 12) == (1, [problem]))
    var info = stat()
    #expect(lstat(storage.databasePath, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test(
    "a symbolic link where the database, its journal or a tape should be: one line, left alone, nothing written through it",
    arguments: ["arcade.sqlite", "arcade.sqlite-wal", "tapes/counter-last.tape", "tapes"])
  func linkLeftAlone(name: String) throws {
    let outside = try folder.write("outside", "mine")
    try FileManager.default.createDirectory(atPath: storage.tapesDirectory, withIntermediateDirectories: true)
    if name == "tapes" { try FileManager.default.removeItem(atPath: storage.tapesDirectory) }
    let link = storage.directory + "/" + name
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
    if name.hasPrefix("tapes") {
      guard case .failure(let problem) = storage.saveLastTape(counterRecording().finishedTape) else {
        Issue.record("saved a tape through a link")
        return
      }
      #expect(
        problem.description
          == "cannot save the last tape: \(link) is a symbolic link, left alone (remove it to keep tapes)")
    } else {
      #expect(
        storage.record(score("frog", 40)).warnings == [
          "scores not saved: \(link) is a symbolic link; the arcade never writes through one and left it alone (remove it to keep scores); this score (40) is lost, but play goes on"
        ])
    }
    #expect(folder.read(outside) == "mine")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == outside)
  }

  @Test(
    "a full disk (ulimit -f 0): one line naming the limit, the command still succeeds",
    .enabled(if: EndToEnd.arcadePath != nil))
  func fullDisk() throws {
    let arcade = try #require(EndToEnd.arcadePath)
    // Through pipes: under the limit no file can take the command's output either.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -f 0; exec \(arcade) scores heli"]
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": folder.path]) { $1 }
    let (out, err) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (out, err)
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(stdout.hasPrefix("heli (Helicopter): no scores yet\n"))
    #expect(
      stderr
        == "arcade: warning: the disk is full, or the file-size limit reached, writing \(storage.databasePath) (disk I/O error: File too large)\n"
    )
  }
}
