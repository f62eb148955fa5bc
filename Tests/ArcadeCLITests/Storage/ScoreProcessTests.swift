import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

/// Two real processes writing scores at the same time: the test bundle starts two copies of itself,
/// each running only `scoreWriterChild`, which the environment variable below turns on.
@Suite("storage: two processes")
struct ScoreProcessTests {
  static let writerVariable = "ARCADE_TEST_SCORE_WRITER"
  static var writerJob: String? { ProcessInfo.processInfo.environment[writerVariable] }

  @Test("two processes writing 100 scores each at once lose none", .enabled(if: writerJob == nil))
  func twoProcesses() throws {
    let folder = try TemporaryFolder(under: "/dev/shm")
    let directory = folder.path + "/arcade"
    let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let children = try (0..<2).map { writer in
      let child = Process()
      child.executableURL = URL(fileURLWithPath: bundle)
      child.arguments = ["--testing-library", "swift-testing", "--filter", "scoreWriterChild"]
      var environment = ProcessInfo.processInfo.environment
      environment[Self.writerVariable] = "\(directory)|p\(writer)"
      child.environment = environment
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
      try child.run()
      return child
    }
    for child in children { child.waitUntilExit() }
    #expect(children.map(\.terminationStatus) == [0, 0])
    guard case .success(let all) = Storage(directory: directory).loadScores().map(\.entries) else {
      Issue.record("scores file unreadable")
      return
    }
    let expected = (0..<2).flatMap { w in (0..<100).map { score("p\(w)-\($0)", $0, seed: 7) } }
    let lost = expected.filter { !all.contains($0) }.map(\.game)
    #expect(lost == [], "scores lost by racing processes")
    #expect(all.count == 200)
  }

  @Test("(child process of the test above) records 100 scores", .enabled(if: writerJob != nil))
  func scoreWriterChild() throws {
    let job = try #require(Self.writerJob).split(separator: "|").map(String.init)
    let storage = Storage(directory: job[0])
    for i in 0..<100 { #expect(storage.record(score("\(job[1])-\(i)", i, seed: 7)).warnings == []) }
  }
}
