import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

/// A scores file that cannot be read at all (not merely damaged): reported on reading, kept aside on
/// the next write, and a fresh file started. Tests run as root, whom mode bits do not stop, so the
/// unreadable files are a folder and a FIFO where the file should be (a FIFO is never opened for a
/// blocking read: reading it could hang forever).
@Suite("storage: unreadable scores file")
struct ScoreUnreadableTests {
  enum Blocker: String, CaseIterable {
    case folder, fifo
  }

  @Test(
    "a folder or a FIFO in place of scores.txt: reported, kept aside whole, fresh file started",
    arguments: Blocker.allCases)
  func unreadable(blocker: Blocker) throws {
    let folder = try TemporaryFolder()
    let storage = Storage(directory: folder.path + "/arcade")
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
    let why: String
    switch blocker {
    case .folder:
      try FileManager.default.createDirectory(atPath: storage.scoresPath, withIntermediateDirectories: false)
      try "someone's notes".write(toFile: storage.scoresPath + "/inside.txt", atomically: false, encoding: .utf8)
      why = "it is a folder"
    case .fifo:
      #expect(mkfifo(storage.scoresPath, 0o644) == 0)
      why = "it is not a regular file"
    }
    let problem = "the scores file \(storage.scoresPath) cannot be read (\(why))"

    let read = storage.bestScores(game: "frog")
    #expect(read.scores.isEmpty)
    #expect(read.warnings == ["\(problem); the next score keeps it aside as scores.corrupt-N and starts a fresh file"])

    let warnings = storage.record(score("frog", 40)).warnings
    let aside = storage.directory + "/scores.corrupt-1"
    #expect(warnings == ["\(problem); kept it as \(aside) and started a fresh scores file"])
    #expect(storage.bestScores(game: "frog") == ([score("frog", 40)], []))
    // What was there is kept as it was, never overwritten or emptied.
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: aside, isDirectory: &isFolder))
    switch blocker {
    case .folder:
      #expect(isFolder.boolValue)
      #expect(folder.read(aside + "/inside.txt") == "someone's notes")
    case .fifo:
      var info = stat()
      #expect(lstat(aside, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
  }
}
