import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI

/// Programs the packaging tests run (groff, man, bash, zsh, fish). In CI (`CI` set) a missing one
/// fails its test with the package to install; elsewhere the test is skipped, saying why.
enum ExternalTool {
  static var inCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

  static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return (folders + ["/usr/bin", "/bin"]).map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Run the test when the tool is there, and always in CI (where its absence is a failure).
  static func available(_ name: String) -> Bool { inCI || path(name) != nil }

  /// The tool's path, or a failure that names the Debian package to install.
  static func require(_ name: String, package: String) throws -> String {
    try #require(path(name), "\(name) is not installed: apt-get install \(package) (.ci/run installs it)")
  }
}

/// The real games' man page and completion scripts, as `make install` writes them.
struct PackagingFiles {
  let folder: TemporaryFolder
  let harness: Harness

  init() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    self.harness = harness
    folder = harness.folder
  }

  /// What `arcade ARGUMENTS` prints; the test fails when it does not succeed.
  func output(_ arguments: String...) -> String {
    let run = harness.run(arguments)
    #expect(run.status == 0 && run.err == "", "arcade \(arguments.joined(separator: " ")): \(run.err)")
    return run.out
  }

  /// Writes what `arcade ARGUMENTS` prints into the folder; returns its path.
  func file(_ name: String, _ arguments: String...) throws -> String {
    let run = harness.run(arguments)
    #expect(run.status == 0 && run.err == "")
    return try folder.write(name, run.out)
  }

  /// A folder of files to complete: two tapes, another file and a subfolder.
  func tapeFolder() throws -> String {
    let tapes = folder.path + "/tapes"
    try FileManager.default.createDirectory(atPath: tapes + "/old", withIntermediateDirectories: true)
    for name in ["run.tape", "my run.tape", "notes.txt"] {
      _ = FileManager.default.createFile(atPath: tapes + "/" + name, contents: Data())
    }
    return tapes
  }
}
