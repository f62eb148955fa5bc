import ArcadeBoard
import ArcadeBoardClient
import ArcadeCore
import ArcadeTestSupport
import BoardWire
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage

/// `arcade board`, `arcade submit` and `--ghost board:RANK` against a real board server on 127.0.0.1 (in this
/// process, on a SQLite file), as commands.
@Suite("board and submit commands", .serialized, .ownThreads)
struct BoardCommandTests {
  let folder: TemporaryFolder
  let server: BoardServer
  var harness: Harness
  var url: String { "http://127.0.0.1:\(server.port)" }
  var today: CalendarDate { CalendarDate(utcSeconds: Int(Date().timeIntervalSince1970))! }

  init() throws {
    folder = try TemporaryFolder()
    var settings = BoardServer.Settings(database: .sqlite(folder.path + "/board.sqlite"))
    settings.port = 0
    // Three seconds pass between any two requests, so a run sent right after its start has had time to be played.
    let steps = Mutex(Int64(Date().timeIntervalSince1970 * 1000))
    settings.now = {
      steps.withLock {
        $0 += 3000
        return $0
      }
    }
    server = try BoardServer(settings, games: Catalog.entries) { _ in }
    harness = try Harness()
    harness.games = Catalog.entries
    harness.now = { Int(Date().timeIntervalSince1970) }
  }

  /// Today's heli daily of a player, started and sent (it crashes in about a second, sent at once).
  func post(_ name: String) throws -> Tape {
    let connection = BoardConnection(url: url)
    let token = "\(name)-token-0123456789"
    let run = try connection.start(
      StartRequest(name: name, token: token, game: "heli", date: "\(today)", key: "\(name)-key-1", tick: 0)
    ).get().run
    let entry = try #require(Catalog.entry(id: "heli"))
    var recorder = entry.start(entry.daily(today))
    for tick in 0..<(name.count * 7) where !recorder.game.isSettled {
      _ = recorder.step(tick % 9 == 0 ? TickInput(pressed: .action, held: .action) : TickInput())
    }
    while !recorder.game.isSettled { _ = recorder.step(TickInput()) }
    _ = try connection.finish(run: run, FinishRequest(token: token, tape: recorder.finishedTape.text)).get()
    return recorder.finishedTape
  }

  @Test(
    "arcade board prints each game's board, rank, name, score, time and official, your rows marked; --json the same")
  func boards() throws {
    let ada = try post("ada")
    _ = try post("grace")
    _ = harness.storage.keepBoardIdentity(BoardIdentity(name: "ada", token: "ada-token-0123456789"))
    let run = harness.run("board", "heli", "--board", url)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.outLines.first == "heli (Helicopter) daily \(today) on \(url)")
    #expect(run.outLines.count == 3)
    #expect(run.outLines.contains { $0.contains("ada") && $0.hasSuffix("◀ you") && $0.contains("\(ada.end!.score)") })
    #expect(run.outLines.contains { $0.contains("grace") && !$0.contains("◀ you") })
    let json = harness.run("board", "heli", "--board", url, "--json")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(parsed.first?["game"] as? String == "heli" && (parsed.first?["runs"] as? [Any])?.count == 2)
    let empty = harness.run("board", "puck", "--board", url)
    #expect(empty.outLines.last == "  no runs yet; play it: arcade play puck --daily")
  }

  @Test(
    "--watch RANK replays the run at that rank once your own attempt is played (before, one line says when); --ghost board:RANK races it; a rank past the board is one line"
  )
  func watchAndRace() throws {
    let ada = try post("ada")
    let grace = try post("grace")
    _ = harness.storage.keepBoardIdentity(BoardIdentity(name: "lin", token: "lin-token-0123456789"))
    let early = harness.run("board", "heli", "--board", url, "--watch", "1")
    #expect(
      early.status == 1
        && early.err.contains("today's tapes of heli open to you once your official attempt of it is played"),
      "\(early.err)")
    let lin = try post("lin")
    // The board's order: a higher score, then fewer ticks, then the earlier run.
    let first = [ada, grace, lin].enumerated().min {
      ($1.element.end!.score, -$1.element.end!.tick, -$1.offset) < (
        $0.element.end!.score, -$0.element.end!.tick, -$0.offset
      )
    }!.element
    #expect(harness.run("board", "heli", "--board", url, "--watch", "1").status == 0)
    #expect(harness.recorder.watches.first?.tape == first)
    #expect(harness.run("play", "heli", "--daily", "--board", url, "--ghost", "board:1").status == 0)
    let play = try #require(harness.recorder.plays.first)
    #expect(play.ghost?.races(first) == true && play.setup == Catalog.entry(id: "heli")!.daily(today))
    let past = harness.run("board", "heli", "--board", url, "--watch", "4")
    #expect(past.status == 1 && past.err.contains("has 3 ranked runs; pick a rank from 1 to 3"), "\(past.err)")
  }

  @Test("arcade submit sends a daily tape played without a board as practice; another tape is refused in one line")
  func submit() throws {
    let noName = harness.run("submit", "x.tape", "--board", url)
    #expect(noName.status == 2 && noName.err.contains("no name on the board yet"), "\(noName.err)")
    _ = harness.storage.keepBoardIdentity(BoardIdentity(name: "ada", token: "ada-token-0123456789"))
    let yesterday = CalendarDate(daysSinceEpoch: today.daysSinceEpoch - 1)!
    let entry = try #require(Catalog.entry(id: "heli"))
    var recorder = entry.start(entry.daily(yesterday))
    while !recorder.game.isSettled { _ = recorder.step(TickInput()) }
    let daily = try harness.folder.write("daily.tape", recorder.finishedTape.text)
    let sent = harness.run("submit", daily, "--board", url)
    #expect(sent.status == 0 && sent.out.hasPrefix("sent \(daily) to \(url) as practice (run "), "\(sent.err)")
    let rows = try BoardConnection(url: url).board(game: "heli", date: yesterday).get().runs
    #expect(rows.map(\.name.raw) == ["ada"] && rows.first?.official == false)
    let classic = try harness.folder.write("classic.tape", counterRecording().finishedTape.text)
    let refused = harness.run("submit", classic, "--board", url)
    #expect(refused.status == 1 && refused.err.contains("classic.tape: "), "\(refused.err)")
  }

  @Test("with no board set: arcade board says how to set one, in one line; everything else works offline")
  func noBoard() throws {
    let run = harness.run("board")
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("arcade: no board is set; give --board URL, set ARCADE_BOARD, or put 'board URL' in "))
    #expect(harness.run("board", "--board", "ftp://x").err.contains("is not a board's address"))
    #expect(harness.run("play", "heli", "--daily").status == 0)
  }

  @Test("the menu's Daily challenge box shows your place on today's board per game; without a board, how to join one")
  func dailyBoxStandings() throws {
    _ = try post("ada")
    _ = try post("grace")
    _ = harness.storage.keepBoardIdentity(BoardIdentity(name: "grace", token: "grace-token-0123456789"))
    let board = BoardSession(url: url, storage: harness.storage, name: "grace", timeout: 5)
    var services = Screens.services()
    services.now = { Int(Date().timeIntervalSince1970) }
    services.board = board
    var stack = ScreenStack([MenuScreen(services: services, now: Screens.start)])
    stack.handle(Screens.press(.character("d")), at: Screens.start)
    let text = Screens.text(&stack, 120, 30)
    #expect(text.contains("board: 1st of 2") || text.contains("board: 2nd of 2"), "\(text)")
    #expect(text.contains("Board: \(url) (arcade board shows it)."))
    #expect(text.contains("Your first run started on the board each day is your official"), "the board's rule")
    var offline = ScreenStack([MenuScreen(services: Screens.services(), now: Screens.start)])
    offline.handle(Screens.press(.character("d")), at: Screens.start)
    #expect(Screens.text(&offline, 120, 30).contains("No board: join one with --board URL"))
  }
}
