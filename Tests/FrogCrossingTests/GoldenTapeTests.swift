import ArcadeCore
import Foundation
import FrogCrossing
import Testing

@Suite("Golden tapes")
struct GoldenTapeTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Assets/tapes/frog")

  @Test("each tape in Assets/tapes/frog replays to its recorded end and matches its script", arguments: GoldenTapeScript.all.map(\.name))
  func goldenTape(name: String) throws {
    let script = try #require(GoldenTapeScript.all.first { $0.name == name })
    let recorded = script.record().text
    let url = Self.folder.appending(path: "\(name).tape")
    if ProcessInfo.processInfo.environment["ARCADE_RECORD_TAPES"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try recorded.write(to: url, atomically: true, encoding: .utf8)
      let end = try Tape(text: recorded).end
      print("recorded \(name).tape: \(end.map { "\($0.tick) \($0.status) \($0.score)" } ?? "?")")
      return
    }
    let stored = try String(contentsOf: url, encoding: .utf8)
    let tape = try Tape(text: stored)
    guard case .verified(let end) = try tape.verify(as: FrogGame.self) else {
      Issue.record("\(name).tape does not replay: \(try tape.verify(as: FrogGame.self))")
      return
    }
    #expect(end.status == script.status)
    #expect(end.score == script.score)
    #expect(end.tick == script.ticks)
    #expect(recorded == stored, "the script no longer records \(name).tape; re-record on purpose")
  }
}
