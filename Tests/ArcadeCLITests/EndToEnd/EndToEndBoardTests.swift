import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The board from the player's seat, a real `arcade serve` on 127.0.0.1 and the real client in tmux, played by keys.
@Suite("End to end: the daily board", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndBoardTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// A data and a config folder, and the command line of a daily played with the board at `url`.
  final class Player {
    let folder: TemporaryFolder
    init(name: String? = nil) throws {
      folder = try TemporaryFolder()
      if let name {
        try FileManager.default.createDirectory(
          atPath: folder.path + "/config/arcade", withIntermediateDirectories: true)
        try "# a comment\nname \(name)\n".write(
          toFile: folder.path + "/config/arcade/config", atomically: true, encoding: .utf8)
      }
    }
    var environment: String { "env XDG_DATA_HOME=\(folder.path)/data XDG_CONFIG_HOME=\(folder.path)/config" }
    var environmentValues: [String: String] {
      ProcessInfo.processInfo.environment.merging([
        "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
      ]) { $1 }
    }
  }

  /// Plays today's heli daily by keys to its end alert: Play, the name if asked, one tap (it crashes in 2 s).
  private func playDaily(_ player: Player, board: String, name: String? = nil) async throws -> (TmuxSession, String) {
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play heli --daily --board \(board)", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    if let name {
      await #expect(s.waitFor("Your name on the board").ok, "no name box:\n\(s.screen())")
      s.literal(name)
      s.keys("Enter")
    }
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(end.ok, "no end alert:\n\(end.screen)")
    return (s, end.screen)
  }

  @Test(
    "a daily played by keys with a board: the name asked once, the end alert shows the board's rank, arcade board lists it"
  )
  func rankOnTheEndAlert() async throws {
    let server = try ServerProcess(["--database", "sqlite:" + (try TemporaryFolder()).path + "/board.sqlite"])
    defer { _ = server.stop(SIGTERM) }
    let url = "http://127.0.0.1:\(server.port)"
    let player = try Player()
    let (s, alert) = try await playDaily(player, board: url, name: "ada")
    #expect(alert.contains("Board: your official result, 1st of 1 today."), "\(alert)")
    s.keys("r")  // Play again: practice, and no name box this time
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")
    let again = await s.waitFor(timeout: 15) { $0.contains("Board: practice") }
    #expect(again.ok, "\(again.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    let listed = try await EndToEnd.run(
      arcade, ["board", "heli", "--board", url], environment: player.environmentValues)
    #expect(listed.status == 0, "\(listed.stderr)")
    let lines = listed.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("heli (Helicopter) daily ") == true)
    #expect(lines.filter { $0.contains("ada") }.count == 2)
    #expect(
      lines.contains { $0.hasPrefix("  1.") && $0.contains("ada") && $0.contains("official") && $0.hasSuffix("◀ you") })
    let whoami = try await EndToEnd.run(
      arcade, ["board", "--whoami", "--board", url], environment: player.environmentValues)
    #expect(whoami.stdout.hasPrefix("ada on \(url); your token is kept in "), "\(whoami.stdout)")
    var info = stat()
    #expect(stat(player.folder.path + "/data/arcade/board-player", &info) == 0 && info.st_mode & 0o777 == 0o600)
  }

  @Test(
    "the server stopped mid-run: the run is kept (arcade board --pending lists it) and sent on the next start, exactly once"
  )
  func queuedWhileTheServerIsDown() async throws {
    let data = try TemporaryFolder()
    let database = "sqlite:\(data.path)/board.sqlite"
    var server = try ServerProcess(["--database", database])
    let port = server.port
    let url = "http://127.0.0.1:\(port)"
    let player = try Player(name: "grace")
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play heli --daily --board \(url)", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")  // the run starts on the board with the first press
    #expect(server.waitForLine { $0.hasPrefix("POST /runs 201") }, "\(server.lines)")
    #expect(server.stop(SIGTERM) == 0)
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(
      end.screen.contains("Board: cannot connect (Connection refused).")
        && end.screen.contains("(arcade board --pending)"), "\(end.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    let pending = try await EndToEnd.run(
      arcade, ["board", "--pending", "--board", url], environment: player.environmentValues)
    #expect(
      pending.stdout.contains("heli daily ") && pending.stdout.contains("for \(url) (your official attempt)"),
      "\(pending.stdout)")
    server = try ServerProcess(["--database", database], listen: "127.0.0.1:\(port)")
    defer { _ = server.stop(SIGTERM) }
    let first = try await EndToEnd.run(
      arcade, ["board", "heli", "--board", url], environment: player.environmentValues)
    #expect(first.stdout.hasPrefix("sent the heli daily of "), "\(first.stdout) \(first.stderr)")
    let second = try await EndToEnd.run(
      arcade, ["board", "heli", "--board", url], environment: player.environmentValues)
    #expect(!second.stdout.contains("sent"), "sent twice:\n\(second.stdout)")
    #expect(second.stdout.split(separator: "\n").filter { $0.contains("grace") }.count == 1, "\(second.stdout)")
    let none = try await EndToEnd.run(
      arcade, ["board", "--pending", "--board", url], environment: player.environmentValues)
    #expect(none.stdout == "nothing waits to be sent to a board\n")
  }
}
