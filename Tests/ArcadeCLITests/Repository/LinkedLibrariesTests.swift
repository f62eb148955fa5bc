import ArcadeTestSupport
import Foundation
import Testing

/// A game loads only what a game needs: the board server (libmicrohttpd, libpq, libcrypto) is an executable of its
/// own, and the player's arcade talks to a board through its own small HTTP client, not libcurl.
@Suite(
  "The arcade's libraries", .ownThreads,
  .enabled(
    if: ArcadeBinary.path != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"),
    "needs the built arcade and ldd"))
struct LinkedLibrariesTests {
  /// The shared libraries a binary loads, by their file names.
  static func libraries(_ path: String) async throws -> [String] {
    let run = try await EndToEnd.run("/usr/bin/ldd", [path])
    return run.stdout.split(separator: "\n").compactMap {
      $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
    }
  }

  @Test("arcade loads ncurses and SQLite, and none of the board server's libraries nor libcurl's")
  func gameLibraries() async throws {
    let loaded = try await Self.libraries(ArcadeBinary.path!)
    #expect(loaded.contains { $0.hasPrefix("libncursesw") } && loaded.contains { $0.hasPrefix("libsqlite3") })
    let server = ["libpq", "libmicrohttpd", "libcrypto", "libssl", "libcurl", "libgnutls", "libldap", "libkrb5"]
    #expect(loaded.filter { name in server.contains { name.hasPrefix($0) } } == [], "\(loaded)")
  }

  @Test("arcade serve hands over to arcade-serve, which has the server's libraries")
  func serveHandsOver() async throws {
    let serve = URL(fileURLWithPath: ArcadeBinary.path!).deletingLastPathComponent().appendingPathComponent(
      "arcade-serve")
    try #require(
      FileManager.default.isExecutableFile(atPath: serve.path), "swift build builds arcade-serve beside arcade")
    let loaded = try await Self.libraries(serve.path)
    #expect(loaded.contains { $0.hasPrefix("libmicrohttpd") } && loaded.contains { $0.hasPrefix("libpq") })
    let help = try await EndToEnd.run(ArcadeBinary.path!, ["serve", "--help"])
    #expect(help.status == 0 && help.stdout.contains("--open-runs N"), "\(help.stderr)")
    // A hard link in a folder without arcade-serve, on the binary's own file system (a copy being written while
    // another test spawns a process can be busy to exec).
    let binary = URL(fileURLWithPath: ArcadeBinary.path!)
    let lonely = binary.deletingLastPathComponent().appendingPathComponent("arcade-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: lonely) }
    try FileManager.default.linkItem(atPath: binary.path, toPath: lonely.path + "/arcade")
    let alone = try await EndToEnd.run(lonely.path + "/arcade", ["serve"], environment: ["PATH": "/nonexistent"])
    #expect(alone.status == 1)
    #expect(
      alone.stderr.hasPrefix("arcade: arcade serve needs arcade-serve, the board server, beside arcade or on PATH"))
  }
}
