import Foundation

/// The built `arcade` binary, for tests that run it as a process: next to the test bundle (`swift build` and
/// `swift test` build it into the same folder), else the repository's `.build/debug/arcade`; nil when neither is.
public enum ArcadeBinary {
  public static let path: String? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent("arcade").path,
      GoldenTapeFile.repository.appendingPathComponent(".build/debug/arcade").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()
}
