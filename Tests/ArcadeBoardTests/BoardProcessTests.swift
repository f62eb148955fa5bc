import ArcadeBoard
import ArcadeCore
import ArcadeTestSupport
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
    let base = "http://127.0.0.1:\(first.port)"
    let started = BoardClient.json(
      "POST", base + "/runs", ["name": "alice", "token": BoardFlowTests.alice, "game": "heli", "date": "\(today)"])
    let run = try #require(started.json["run"] as? Int, "\(started)")
    let tape = DailyTapes.heliCrash(today)
    let submitted = BoardClient.json("POST", base + "/runs/\(run)", ["token": BoardFlowTests.alice, "tape": tape.text])
    #expect(submitted.status == 200, "\(submitted.json)")
    #expect(first.waitForLine { $0.hasPrefix("POST /runs/\(run) 200 ") && $0.hasSuffix(" ms") })
    #expect(first.stop(SIGTERM) == 0)
    #expect(
      first.lines.suffix(2) == [
        "arcade serve: stopping (signal 15): the requests in flight finish", "arcade serve: stopped",
      ])
    let second = try ServerProcess(["--database", database])
    let rows =
      BoardClient.json("GET", "http://127.0.0.1:\(second.port)/boards/heli/\(today)").json["runs"] as? [[String: Any]]
    #expect(rows?.count == 1 && rows?.first?["run"] as? Int == run)
    #expect(second.stop(SIGINT) == 0)
  }

  @Test(
    "two arcade serve processes on one PostgreSQL database take 30 players' runs at once, started on one and sent to the other: all on both boards, none twice",
    .enabled(if: BoardHarness.postgresServer != nil, "needs ARCADE_TEST_POSTGRES"))
  func twoServersOnePostgres() throws {
    let (database, drop) = try BoardHarness.freshPostgres()
    defer { drop() }
    guard case .postgres(let url) = database else { return }
    // The URL from the environment, as a password would come: never on the command line.
    let servers = try (0..<2).map { _ in try ServerProcess([], environment: ["ARCADE_BOARD_DATABASE": url]) }
    #expect(servers.allSatisfy { !$0.arguments.joined().contains("postgres") })
    let bases = servers.map { "http://127.0.0.1:\($0.port)" }
    let tape = DailyTapes.heliCrash(today)
    let statuses = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 30) { player in
      let token = "player-\(player)-token-0123456789"
      let started = BoardClient.json(
        "POST", bases[player % 2] + "/runs", ["name": "p\(player)", "token": token, "game": "heli", "date": "\(today)"])
      guard let run = started.json["run"] as? Int else { return statuses.withLock { $0.append(started.status) } }
      let sent = BoardClient.json(
        "POST", bases[(player + 1) % 2] + "/runs/\(run)", ["token": token, "tape": tape.text])
      statuses.withLock { $0.append(sent.status) }
    }
    #expect(statuses.withLock { $0 } == Array(repeating: 200, count: 30))
    for base in bases {
      let rows = BoardClient.json("GET", base + "/boards/heli/\(today)").json["runs"] as? [[String: Any]] ?? []
      #expect(rows.count == 30 && Set(rows.compactMap { $0["name"] as? String }).count == 30)
      #expect(rows.compactMap { $0["rank"] as? Int } == Array(1...30))
    }
    for server in servers { #expect(server.stop(SIGTERM) == 0) }
  }

  /// Today by the system clock (the processes read it).
  var today: CalendarDate { CalendarDate(utcSeconds: Int(Date().timeIntervalSince1970))! }
}

/// A value guarded by a lock.
final class Mutex<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

extension BoardClient {
  static func json(_ method: String, _ url: String, _ object: [String: Any]? = nil) -> (
    status: Int, json: [String: Any]
  ) {
    let answer = request(method, url, body: object.map { try! JSONSerialization.data(withJSONObject: $0) })
    return (answer.status, (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:])
  }
}
