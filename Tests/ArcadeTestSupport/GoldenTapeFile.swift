import ArcadeCore
import Foundation

/// Where golden tapes live on disk, and the one switch that re-records them:
/// `ARCADE_RECORD_TAPES=1 swift test --filter GameTests` rewrites each tape from its script.
public enum GoldenTapeFile {
  /// The repository's root, found from this file's place in `Tests/ArcadeTestSupport/`.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static var recording: Bool { ProcessInfo.processInfo.environment["ARCADE_RECORD_TAPES"] == "1" }

  public static func url(game: String, name: String) -> URL {
    repository.appending(path: "Assets/tapes/\(game)/\(name).tape")
  }

  /// The stored text of a golden tape. When recording, the freshly recorded tape is written first,
  /// so a deliberate rule change re-records every tape in one run; else the tape is not recorded.
  public static func storedText(game: String, name: String, recorded: @autoclosure () throws -> Tape) throws -> String {
    let url = url(game: game, name: name)
    if recording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try recorded().text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
