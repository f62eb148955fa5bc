import Foundation
import Testing

/// Whole pictures a test expects, kept as text files in `Snapshots/` beside the test files of their target, and
/// the one switch that rewrites them: `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter X` stores what is drawn now.
public enum Snapshot {
  public static var recording: Bool { ProcessInfo.processInfo.environment["ARCADE_RECORD_SNAPSHOTS"] == "1" }

  /// The file of the picture `name` for a test in the file `testFile` (a `#filePath`).
  public static func url(_ name: String, testFile: String) -> URL {
    URL(fileURLWithPath: testFile).deletingLastPathComponent().appending(path: "Snapshots/\(name).txt")
  }

  /// The first line where two pictures differ, both ways, for a failure message; nil when they are the same.
  public static func firstDifferentLine(_ expected: String, _ actual: String) -> String? {
    let (want, got) = (
      expected.split(separator: "\n", omittingEmptySubsequences: false),
      actual.split(
        separator: "\n", omittingEmptySubsequences: false)
    )
    for i in 0..<max(want.count, got.count) {
      let (w, g) = (i < want.count ? String(want[i]) : "(none)", i < got.count ? String(got[i]) : "(none)")
      if w != g { return "line \(i + 1): expected\n\(w)\ngot\n\(g)" }
    }
    return nil
  }
}

/// Expects `picture` (a canvas's `render()`) to be the stored picture `Snapshots/NAME.txt` of the calling test's
/// target. With `ARCADE_RECORD_SNAPSHOTS=1` it writes the picture instead and records an issue saying so, so a
/// record run never passes silently; a missing file fails with the command that records it.
public func expectSnapshot(
  _ picture: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = Snapshot.url(name, testFile: filePath)
  let stored = (try? String(contentsOf: url, encoding: .utf8)).map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
  if Snapshot.recording {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (picture + "\n").write(to: url, atomically: true, encoding: .utf8)
      let what = stored == picture ? "unchanged" : stored == nil ? "new" : "changed"
      Issue.record(
        "recorded \(name) (\(what)); run again without ARCADE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  if let problem = Snapshot.mismatch(picture, stored: stored, name: name, path: url.path) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
}

extension Snapshot {
  /// Why `picture` fails against the stored one (nil: it passes): the file is missing, or the first line that
  /// differs, each with the command that records the picture.
  public static func mismatch(_ picture: String, stored: String?, name: String, path: String) -> String? {
    guard let stored else {
      return "no snapshot \(path); record it with ARCADE_RECORD_SNAPSHOTS=1 swift test --filter <this test>"
    }
    guard let difference = firstDifferentLine(stored, picture) else { return nil }
    let advice = "if the change is meant: ARCADE_RECORD_SNAPSHOTS=1 swift test --filter <this test>, then read the diff"
    return "the picture differs from Snapshots/\(name).txt at \(difference)\n(\(advice))"
  }
}
