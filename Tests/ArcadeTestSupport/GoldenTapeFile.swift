import ArcadeCore
import Foundation
import Testing

/// Where golden tapes live on disk, and the one switch that re-records them:
/// `ARCADE_RECORD_TAPES=1 swift test --filter GameTests` rewrites each tape from its script, and fails, as a
/// snapshot record run does, so that re-recording never passes silently.
public enum GoldenTapeFile {
  /// The repository's root, found from this file's place in `Tests/ArcadeTestSupport/`.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static var recording: Bool { ProcessInfo.processInfo.environment["ARCADE_RECORD_TAPES"] == "1" }

  public static func url(game: String, name: String) -> URL {
    repository.appending(path: "Assets/tapes/\(game)/\(name).tape")
  }

  /// The stored text of a golden tape. When recording, the freshly recorded tape is written first, so a
  /// deliberate rule change re-records every tape in one run, and an issue says so; else the tape is not recorded.
  public static func storedText(
    game: String, name: String, recorded: @autoclosure () throws -> Tape,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try storedText(at: url(game: game, name: name), recording: recording, recorded(), sourceLocation: sourceLocation)
  }

  /// The text of the tape at `url`; when `recording`, `recorded` is written there first and the calling test
  /// records an issue naming the tape and whether it changed.
  public static func storedText(
    at url: URL, recording: Bool, _ recorded: @autoclosure () throws -> Tape,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    if recording {
      let stored = try? String(contentsOf: url, encoding: .utf8)
      let text = try recorded().text
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      let what = stored == text ? "unchanged" : stored == nil ? "new" : "changed"
      Issue.record(
        "recorded \(url.lastPathComponent) (\(what)); run again without ARCADE_RECORD_TAPES",
        sourceLocation: sourceLocation)
    }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
