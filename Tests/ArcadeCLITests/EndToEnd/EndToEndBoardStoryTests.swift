import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One story about official and practice on every path, told the same by the title card, the end alert, the lines
/// after the session, `arcade scores --daily`, `arcade board --pending` and the board: a real `arcade serve` and the
/// real arcade in tmux, played by keys, the board stopped and started as an outage would.
@Suite(
  "End to end: one story on every path", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason)
)
struct EndToEndBoardStoryTests {
  typealias Player = EndToEndBoardTests.Player
  let arcade = EndToEnd.arcadePath ?? "arcade"
  var today: String { "\(CalendarDate(utcSeconds: Int(Date().timeIntervalSince1970))!)" }

  /// A board on a database file that outlives its process (an outage is the process stopped and started again).
  final class Board {
    let folder: TemporaryFolder
    var server: ServerProcess?
    let port: UInt16
    var url: String { "http://127.0.0.1:\(port)" }

    init() throws {
      folder = try TemporaryFolder()
      let server = try ServerProcess(["--database", "sqlite:\(folder.path)/board.sqlite"])
      self.server = server
      port = server.port
    }

    func stop() { _ = server?.stop(SIGTERM) }

    func start() throws {
      server = try ServerProcess(["--database", "sqlite:\(folder.path)/board.sqlite"], listen: "127.0.0.1:\(port)")
    }

    deinit { stop() }
  }

  /// The command's standard output, its lines.
  func run(_ player: Player, _ arguments: String...) async throws -> [String] {
    let result = try await EndToEnd.run(arcade, arguments, environment: player.environmentValues)
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// The player's official daily result of today for `game`, as `arcade scores --daily` lists it (nil: none).
  func officialScore(_ player: Player, _ game: String) async throws -> String? {
    let lines = try await run(player, "scores", "--daily")
    guard let day = lines.firstIndex(of: today) else { return nil }
    let row = lines[(day + 1)...].prefix { $0.hasPrefix("  ") }.first { $0.hasPrefix("  \(game) ") }
    return row?.split(separator: " ").dropFirst().first.map(String.init)
  }

  /// The player's rows on today's board of `game`.
  func rows(_ player: Player, _ game: String, _ board: Board) async throws -> [String] {
    try await run(player, "board", game, "--board", board.url).filter { $0.hasSuffix("◀ you") }
  }

  @Test(
    "a name another player has is refused in the name box before any play; --whoami explains the config's other name; --rename changes the name on the board and the runs follow it"
  )
  func nameSettledBeforePlay() async throws {
    let board = try Board()
    let ada = try Player(name: "ada")
    let first = try await TmuxSession(
      "\(ada.environment) \(arcade) play heli --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(first.waitFor("this run is your official attempt").ok, "\(first.screen())")
    first.keys("q")
    await #expect(first.exitCode() == 0)

    let other = try Player(name: "ada")
    let s = try await TmuxSession(
      "\(other.environment) \(arcade) play heli --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    let box = await s.waitFor("is another player's on this board")
    #expect(box.ok && box.screen.contains("Name: ada"), "the taken name is said before play:\n\(box.screen)")
    for _ in 0..<3 { s.keys("BSpace") }
    s.literal("bea")
    s.keys("Enter")
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Board: your official result, 1st of 1 today.") }
    #expect(end.ok, "\(end.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)

    let whoami = try await run(other, "board", "--whoami", "--board", board.url)
    #expect(whoami.first?.hasPrefix("bea on \(board.url); your token is kept in ") == true, "\(whoami)")
    #expect(
      whoami.last?.hasSuffix("names you ada, but on this board you are bea; arcade board --rename ada changes it there")
        == true, "\(whoami)")
    let taken = try await EndToEnd.run(
      arcade, ["board", "--rename", "ada", "--board", board.url], environment: other.environmentValues)
    #expect(taken.status == 1 && taken.stderr.contains("the name ada belongs to another player"), "\(taken.stderr)")
    #expect(
      try await run(other, "board", "--rename", "cy", "--board", board.url) == [
        "you are now cy on \(board.url) (was bea)"
      ])
    let mine = try await rows(other, "heli", board)
    #expect(mine.count == 1 && mine[0].contains(" cy ") && mine[0].contains("official"), "\(mine)")
  }

  @Test(
    "Esc at the name box: the run is practice in the end alert, scores --daily and the board (it is not there); the next session's named run is the official attempt in all of them"
  )
  func escapeAtTheNameBox() async throws {
    let board = try Board()
    let player = try Player()
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play heli --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor("Your name on the board").ok, "\(s.screen())")
    s.keys("Escape")
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(end.screen.contains("Board: not on the board (no name was given); practice."), "\(end.screen)")
    #expect(!end.screen.contains("official"), "\(end.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    #expect(try await officialScore(player, "heli") == nil)
    #expect(try await rows(player, "heli", board).isEmpty)

    let next = try await TmuxSession(
      "\(player.environment) \(arcade) play heli --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(next.waitFor("Play").ok)
    next.keys("Enter")
    await #expect(next.waitFor("Your name on the board").ok, "\(next.screen())")
    next.literal("dora")
    next.keys("Enter")
    await #expect(next.waitFor("to take off").ok, "\(next.screen())")
    next.keys("Space")
    let official = await next.waitFor(timeout: 15) { $0.contains("Board: your official result, 1st of 1 today.") }
    #expect(official.ok, "\(official.screen)")
    let score = official.screen.split(separator: "\n").lazy.compactMap { $0.range(of: "Score: ") }.first
    #expect(score != nil)
    next.keys("q")
    await #expect(next.exitCode() == 0)
    let local = try await officialScore(player, "heli")
    let mine = try await rows(player, "heli", board)
    #expect(
      local != nil && mine.count == 1 && mine[0].contains(" \(local!) ") && mine[0].contains("official"), "\(mine)")
  }

  @Test(
    "the board away as a run ends: the run is kept, sent when the board is back, and stays the official attempt: the end alert, the session's last line, scores --daily, --pending and the board agree"
  )
  func outageAsTheRunEnds() async throws {
    let board = try Board()
    let player = try Player(name: "olga")
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play puck --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(s.waitFor("this run is your official attempt").ok, "\(s.screen())")
    s.keys("Enter")  // left alone, puck's time is up after 16 s
    #expect(board.server?.waitForLine { $0.hasPrefix("POST /runs/1/inputs 200") } == true)
    board.stop()
    let end = await s.waitFor(timeout: 30) { $0.contains("Time's up!") && $0.contains("Play again") }
    #expect(
      end.screen.contains("The run is kept and sent as your official")
        && end.screen.contains("(arcade board --pending)"),
      "\(end.screen)")
    let pending = try await run(player, "board", "--pending", "--board", board.url)
    #expect(pending == ["puck daily \(today) score 0 for \(board.url) (your official attempt, being sent now)"])
    try board.start()
    #expect(board.server?.waitForLine(timeout: 30) { $0.hasPrefix("POST /runs/1 200") } == true)
    s.keys("q")
    await #expect(s.exitCode() == 0)
    #expect(
      s.standardError.contains("arcade: sent the puck daily of \(today) (score 0) to \(board.url): official, 1st of 1"),
      "\(s.standardError)")
    #expect(try await officialScore(player, "puck") == "0")
    #expect(
      try await run(player, "board", "--pending", "--board", board.url) == ["nothing waits to be sent to a board"])
    let mine = try await rows(player, "puck", board)
    #expect(mine.count == 1 && mine[0].hasPrefix("  1.") && mine[0].contains("official"), "\(mine)")
  }

  @Test(
    "the board away for a stretch mid-run: the stream catches up when it is back, and the run is the official result"
  )
  func outageMidRun() async throws {
    let board = try Board()
    let player = try Player(name: "mia")
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play puck --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    #expect(board.server?.waitForLine { $0.hasPrefix("POST /runs/1/inputs 200") } == true)
    board.stop()
    // Back with a third of the run to go: the inputs of the stretch it missed come in one go.
    await #expect(s.waitFor(" 5s [", timeout: 20).ok, "\(s.screen())")
    try board.start()
    let end = await s.waitFor(timeout: 30) { $0.contains("Time's up!") && $0.contains("Play again") }
    #expect(end.screen.contains("Board: your official result, 1st of 1 today."), "\(end.screen)")
    #expect(board.server?.lines.contains { $0.hasPrefix("POST /runs/1/inputs 200") } == true)
    s.keys("q")
    await #expect(s.exitCode() == 0)
    #expect(try await officialScore(player, "puck") == "0")
  }

  @Test(
    "the board away as a run starts: it hears of the run late, so it is practice and the official attempt is still to come; the next run's title card says so, and that run is official"
  )
  func failedStart() async throws {
    let board = try Board()
    let player = try Player(name: "nia")
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play puck --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(s.waitFor("this run is your official attempt").ok, "\(s.screen())")
    board.stop()
    s.keys("Enter")
    await #expect(s.waitFor(" 11s [", timeout: 20).ok, "\(s.screen())")
    try board.start()
    let end = await s.waitFor(timeout: 30) { $0.contains("Time's up!") && $0.contains("Play again") }
    #expect(end.screen.contains("the board heard of this run only after it began"), "\(end.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    #expect(try await officialScore(player, "puck") == nil)
    let next = try await TmuxSession(
      "\(player.environment) \(arcade) play puck --daily --board \(board.url)", columns: 100, rows: 30)
    await #expect(next.waitFor("this run is your official attempt").ok, "\(next.screen())")
    next.keys("Enter")
    let again = await next.waitFor(timeout: 30) { $0.contains("Time's up!") && $0.contains("Board: your official") }
    #expect(again.screen.contains("Board: your official result, 1st of 1 today."), "\(again.screen)")
    next.keys("q")
    await #expect(next.exitCode() == 0)
    #expect(try await officialScore(player, "puck") == "0")
    let mine = try await rows(player, "puck", board)
    #expect(mine.count == 2 && mine[0].hasPrefix("  1.") && mine[1].contains("practice"), "\(mine)")
  }

  @Test("yesterday's daily played with a board is kept and sent as practice, as arcade submit would send it")
  func yesterdaysDaily() async throws {
    let board = try Board()
    let player = try Player(name: "yan")
    let yesterday = "\(CalendarDate(daysSinceEpoch: CalendarDate(today)!.daysSinceEpoch - 1)!)"
    let s = try await TmuxSession(
      "\(player.environment) \(arcade) play heli --daily --date \(yesterday) --board \(board.url)", columns: 100,
      rows: 30)
    await #expect(s.waitFor("a past daily goes there as practice").ok, "\(s.screen())")
    s.keys("Enter")
    await #expect(s.waitFor("to take off").ok, "\(s.screen())")
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Board: practice") }
    #expect(end.screen.contains("Board: practice, as a run the board did not start"), "\(end.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    let listed = try await run(player, "board", "heli", "--date", yesterday, "--board", board.url)
    #expect(listed.contains { $0.contains("yan") && $0.contains("practice") && $0.hasSuffix("◀ you") }, "\(listed)")
  }
}
