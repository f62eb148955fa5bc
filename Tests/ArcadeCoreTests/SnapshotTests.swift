import ArcadeTestSupport
import Foundation
import Testing

/// The snapshot helper against pictures in a temporary folder (the test file it names is never read).
@Suite("Stored snapshots", .disabled(if: Snapshot.recording, "a record run would write these pictures"))
struct SnapshotTests {
  let folder = FileManager.default.temporaryDirectory.appending(path: "arcade-snapshots-\(UUID().uuidString)")
  var testFile: String { folder.appending(path: "SomeTests.swift").path }

  func store(_ text: String, as name: String) throws {
    let url = Snapshot.url(name, testFile: testFile)
    #expect(url.path == folder.appending(path: "Snapshots/\(name).txt").path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test("a picture equal to its file (which ends in a newline) passes")
  func same() throws {
    try store("┌─┐\n│a│\n└─┘\n", as: "box")
    defer { try? FileManager.default.removeItem(at: folder) }
    expectSnapshot("┌─┐\n│a│\n└─┘", named: "box", filePath: testFile)
  }

  @Test("a changed picture fails at its first different line, saying how to record it")
  func changed() {
    let problem = Snapshot.mismatch("┌─┐\n│b│\n└─┘", stored: "┌─┐\n│a│\n└─┘", name: "box", path: "/x/box.txt")
    #expect(problem?.contains("Snapshots/box.txt at line 2: expected\n│a│\ngot\n│b│") == true)
    #expect(problem?.contains("ARCADE_RECORD_SNAPSHOTS=1") == true)
    #expect(Snapshot.mismatch("a\nb", stored: "a\nb", name: "box", path: "/x/box.txt") == nil)
    #expect(Snapshot.firstDifferentLine("a\nb", "a\nb\n") == "line 3: expected\n(none)\ngot\n")
    #expect(Snapshot.firstDifferentLine("a\nb", "a\nb") == nil)
  }

  @Test("a missing picture fails, naming the command that records it")
  func missing() {
    let problem = Snapshot.mismatch("x", stored: nil, name: "nowhere", path: "/x/nowhere.txt")
    #expect(
      problem == "no snapshot /x/nowhere.txt; record it with ARCADE_RECORD_SNAPSHOTS=1 swift test --filter <this test>")
  }
}
