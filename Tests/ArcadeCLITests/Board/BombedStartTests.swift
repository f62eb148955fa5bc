import ArcadeStorage
import ArcadeTestSupport
import BoardWire
import Testing

/// Issue 50, item 2, in the game: a board that answered a daily's start with a bomb took the game to 649 MB. The
/// built arcade plays a daily in tmux against a board answering every request with 100 MB.
@Suite("A bomb at a daily's start", .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct BombedStartTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test(
    "a daily whose start is answered with 100 MB: the game plays, its end alert says why in one line and keeps the run, in bounded memory"
  )
  func bombedStart() async throws {
    let board = try HostileBoard { _ in .large(100 << 20) }
    let folder = try TemporaryFolder()
    let kept = Storage(directory: folder.path + "/data/arcade").keepBoardIdentity(
      Ada.identity)
    #expect(kept == nil)
    let s = try await TmuxSession(
      "env XDG_DATA_HOME=\(folder.path)/data XDG_CONFIG_HOME=\(folder.path)/config \(arcade) play heli --daily --board \(board.url)",
      columns: 200, rows: 40)
    await #expect(s.waitFor("Play").ok, "\(s.screen())")
    let pid = try #require(await s.programPID())
    s.keys("Enter")
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")  // the run starts on the board with the first press
    var peak = 0
    let end = await s.waitFor(timeout: 30) { screen in
      peak = EndToEnd.peakKilobytes(pid) ?? peak
      return screen.contains("Game over") && screen.contains("Play again")
    }
    peak = EndToEnd.peakKilobytes(pid) ?? peak
    #expect(
      end.screen.contains(
        "Board: the answer is larger than 64 KB, the most the arcade takes. The run is kept and sent when it answers (arcade board --pending)."
      ), "\(end.screen)")
    #expect(board.log.contains("POST \(BoardAPI.runs)"), "\(board.log)")
    #expect(peak > 0 && peak < EndToEnd.memoryBoundKB, "peak \(peak) KB")
    s.keys("q")
    await #expect(s.exitCode() == 0)
  }
}
