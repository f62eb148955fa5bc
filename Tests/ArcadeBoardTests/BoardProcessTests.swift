import ArcadeBoard
import ArcadeBoardClient
import ArcadeCore
import ArcadeTestSupport
import BoardWire
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade serve` as a process: it says where it listens, logs a line a request, stops cleanly on SIGTERM, and
/// several share one PostgreSQL database.
@Suite(
  "Board: arcade serve processes", .serialized, .ownThreads,
  .enabled(if: ArcadeBinary.path != nil, "needs the built arcade"))
struct BoardProcessTests {
  @Test(
    "arcade serve says where it listens and logs each request; SIGTERM ends it with exit 0 and nothing half-written; restarted on its file, the run is there"
  )
  func serveAndStop() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-serve-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = "sqlite:" + folder.appendingPathComponent("board/board.sqlite").path
    let first = try ServerProcess(["--database", database])
    #expect(first.lines.first?.hasPrefix("arcade serve: listening on http://127.0.0.1:") == true)
    #expect(first.lines.first?.contains("(database \(database))") == true)
    let board = BoardConnection(url: "http://127.0.0.1:\(first.port)", timeout: 30)
    let alice = Player.alice
    let start = StartRequest(
      name: alice.name, token: alice.token, game: "heli", date: "\(today)", key: "serve-run-1", tick: 0)
    let run = try board.start(start).get().run
    let sent = board.finish(run: run, FinishRequest(token: alice.token, tape: DailyTapes.heliCrash(today).text))
    #expect((try? sent.get())?.official == true, "\(sent)")
    #expect(first.waitForLine { $0.hasPrefix("POST /runs/\(run) 200 ") && $0.hasSuffix(" ms") })
    #expect(first.stop(SIGTERM) == 0)
    #expect(
      first.lines.suffix(2) == [
        "arcade serve: stopping (signal 15): the requests in flight finish", "arcade serve: stopped",
      ])
    let second = try ServerProcess(["--database", database])
    let rows = try BoardConnection(url: "http://127.0.0.1:\(second.port)", timeout: 30).board(game: "heli", date: today)
      .get().runs
    #expect(rows.map(\.run) == [run] && rows.first?.state == .finished)
    #expect(second.stop(SIGINT) == 0)
  }

  @Test(
    "two arcade serve processes on one PostgreSQL database take 30 players' runs at once, started on one and sent to the other: all on both boards, none twice",
    .enabled(if: BoardHarness.postgresServer != nil, "PostgreSQL: ARCADE_TEST_POSTGRES is not set"))
  func twoServersOnePostgres() throws {
    let (database, drop) = try BoardHarness.freshPostgres()
    defer { drop() }
    guard case .postgres(let url) = database else { return }
    // The URL from the environment, as a password would come: never on the command line.
    let servers = try (0..<2).map { _ in try ServerProcess([], environment: ["ARCADE_BOARD_DATABASE": url]) }
    #expect(servers.allSatisfy { !$0.arguments.joined().contains("postgres") })
    let boards = servers.map { BoardConnection(url: "http://127.0.0.1:\($0.port)", timeout: 30) }
    let tape = DailyTapes.heliCrash(today)
    let officials = LockedValue<[Result<Bool, BoardProblem>]>([])
    DispatchQueue.concurrentPerform(iterations: 30) { index in
      let player = Player("p\(index)")
      let start = StartRequest(
        name: player.name, token: player.token, game: "heli", date: "\(today)", key: "race-run-\(index)", tick: 0)
      let sent = boards[index % 2].start(start).flatMap { started in
        boards[(index + 1) % 2].finish(run: started.run, FinishRequest(token: player.token, tape: tape.text))
      }
      officials.withLock { $0.append(sent.map(\.official)) }
    }
    #expect(officials.withLock { $0 } == Array(repeating: .success(true), count: 30))
    for board in boards {
      let rows = try board.board(game: "heli", date: today).get().runs
      #expect(rows.count == 30 && Set(rows.map(\.name.raw)).count == 30)
      #expect(rows.compactMap(\.rank) == Array(1...30))
    }
    for server in servers { #expect(server.stop(SIGTERM) == 0) }
  }

  /// Today by the system clock (the processes read it).
  var today: CalendarDate { CalendarDate(utcSeconds: Int(Date().timeIntervalSince1970))! }
}
