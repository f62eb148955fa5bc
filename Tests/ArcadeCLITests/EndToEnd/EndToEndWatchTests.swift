import ArcadeCore
import ArcadeTestSupport
import BoardWire
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 51's test: a daily played by keys in one tmux, with a real `arcade serve` on 127.0.0.1, watched live in a
/// second tmux with `arcade watch RUN`, shows the screen that `replay` of the final tape shows at the same tick.
@Suite(
  "End to end: watching a daily live", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndWatchTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// A screen without its header and status lines (whose words differ: "Live: ada" and "Replay:"): the game's area.
  static func gameArea(_ screen: String) -> [Substring] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.contains(" tick ") && !$0.contains("Live: ") && !$0.contains("Replay: ")
    }
  }

  /// The tick on a replay's or a watcher's status line ("II 1× tick 412/530").
  static func tick(_ screen: String) -> Int? {
    guard let line = screen.split(separator: "\n").first(where: { $0.contains(" tick ") }) else { return nil }
    let words = line.split(separator: " ")
    guard let i = words.firstIndex(of: "tick"), i + 1 < words.count else { return nil }
    return Int(words[i + 1].split(separator: "/")[0])
  }

  /// Waits `seconds` without asserting anything (the pace of a player's keys).
  static func pause(_ seconds: Double) async { try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }

  @Test(
    "a hundreds daily played in tmux and watched live in another: paused at a tick, the watcher shows the game's area of replay --at that tick of the final tape; then the run's result"
  )
  func watchedAsReplayed() async throws {
    let data = try TemporaryFolder()
    let server = try ServerProcess(["--database", "sqlite:\(data.path)/board.sqlite"])
    defer { _ = server.stop(SIGTERM) }
    let url = "http://127.0.0.1:\(server.port)"
    let player = try EndToEndBoardTests.Player(name: "ada")
    let play = try await TmuxSession(
      "\(player.environment) \(arcade) play hundreds --daily --board \(url)", columns: 80, rows: 30)
    await #expect(play.waitFor("Play").ok)
    play.keys("Enter")
    // On the live list once its stream reached the board.
    #expect(server.waitForLine { $0.hasPrefix("POST /runs/") && $0.contains("/inputs 200") }, "\(server.lines)")
    let watcher = try EndToEndBoardTests.Player()
    let listed = try await EndToEnd.run(
      arcade, ["watch", "--json", "--board", url], environment: watcher.environmentValues)
    let live = try #require(WireJSON.decode(LiveAnswer.self, Array(listed.stdout.utf8)), "\(listed)")
    let run = try #require(live.runs.first { $0.state == .playing }?.run, "\(live)")
    let watch = try await TmuxSession(
      "\(watcher.environment) \(arcade) watch \(run) --board \(url)", columns: 100, rows: 32)
    await #expect(
      watch.waitFor(timeout: 15) { ($0.contains("▶ 1× tick") && Self.tick($0) ?? 0 > 0) }.ok, "\(watch.screen())")
    for key in ["1", "3", "Right", "Space"] {
      play.keys(key)
      await Self.pause(0.7)
    }
    await #expect(watch.waitFor(timeout: 15) { Self.tick($0) ?? 0 > 360 }.ok, "\(watch.screen())")
    watch.keys("Space")
    let paused = await watch.steadyCapture { $0.contains("II 1× tick ") }
    #expect(paused.ok, "\(watch.screen())")
    let watched = watch.screen()
    let tick = try #require(Self.tick(watched), "\(watched)")

    // The player ends the run: circles pressed until one touches another.
    var presses = 0
    let over = await play.waitFor(timeout: 60) { screen in
      if screen.contains("Play again") { return true }
      presses += 1
      play.keys("\(presses % 5 + 1)")
      return false
    }
    #expect(over.ok && over.screen.contains("Board: your official result, 1st of 1 today."), "\(over.screen)")
    let tape = player.folder.path + "/data/arcade/tapes/hundreds-last.tape"
    let replay = try await TmuxSession(
      "\(watcher.environment) \(arcade) replay \(tape) --at \(tick)", columns: 100, rows: 32)
    let replayed = await replay.waitFor { $0.contains("II 1× tick \(tick)/") }
    #expect(replayed.ok, "\(replayed.screen)")
    #expect(
      Self.gameArea(watched) == Self.gameArea(replayed.screen), "watched:\n\(watched)\nreplayed:\n\(replayed.screen)")
    #expect(Self.gameArea(watched).contains { $0.contains("H U N D R E D S") })
    // And in colour: the same glyphs, colours and attributes in every cell of the game's area.
    let colouredReplay = await replay.steadyCapture { $0.contains("II 1× tick \(tick)/") }
    #expect(Self.gameArea(paused.capture) == Self.gameArea(colouredReplay.capture))
    replay.keys("q")
    await #expect(replay.exitCode() == 0)

    // Back to live: the rest of the run, then its result from the board.
    watch.keys("l")
    let result = await watch.waitFor(timeout: 60) { $0.contains("ada's run is over") }
    #expect(result.ok && result.screen.contains("On the board: the official result, 1st today."), "\(result.screen)")
    watch.keys("q")
    await #expect(watch.exitCode() == 0)
    watch.expectRestored("leaving a watched run")
  }
}
