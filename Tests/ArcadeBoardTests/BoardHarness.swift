import ArcadeBoard
import ArcadeCore
import ArcadeSQL
import ArcadeSQLPostgres
import Foundation
import GameCatalog
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The clock a test server reads: milliseconds since 1970, moved by the test.
final class TestClock: @unchecked Sendable {
  private var value: Int64
  private let lock = NSLock()
  init(_ value: Int64) { self.value = value }
  var now: Int64 {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
  func advance(seconds: Double) {
    lock.lock()
    value += Int64(seconds * 1000)
    lock.unlock()
  }
}

/// A real board server on 127.0.0.1 (a port the system chooses), in this process, on a real database: a fresh
/// SQLite file, or a fresh PostgreSQL database when `ARCADE_TEST_POSTGRES` names a server. Its clock is the test's.
final class BoardHarness: @unchecked Sendable {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres
    var testDescription: String { rawValue }
  }

  /// The kinds of database this run can test: SQLite always, PostgreSQL when a server is given.
  static var kinds: [Kind] { postgresServer == nil ? [.sqlite] : [.sqlite, .postgres] }
  static let postgresServer = ProcessInfo.processInfo.environment["ARCADE_TEST_POSTGRES"]

  /// Noon (UTC) of 2026-12-06: today, for the server.
  static let noon = Int64(CalendarDate("2026-12-06")!.daysSinceEpoch) * 86_400_000 + 43_200_000
  static var today: CalendarDate { CalendarDate("2026-12-06")! }

  let clock = TestClock(BoardHarness.noon)
  let server: BoardServer
  let log = LogLines()
  private let folder: URL
  private let cleanup: () -> Void

  init(_ kind: Kind = .sqlite, configure: (inout BoardServer.Settings) -> Void = { _ in }) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-board-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database: BoardDatabase
    switch kind {
    case .sqlite:
      database = .sqlite(folder.appendingPathComponent("board.sqlite").path)
      cleanup = {}
    case .postgres:
      (database, cleanup) = try Self.freshPostgres()
    }
    var settings = BoardServer.Settings(database: database)
    settings.port = 0
    settings.now = { [clock] in clock.now }
    configure(&settings)
    let log = log
    server = try BoardServer(settings, games: Catalog.entries) { log.append($0) }
  }

  deinit {
    server.stop()
    cleanup()
    try? FileManager.default.removeItem(at: folder)
  }

  /// A database of its own on the test's PostgreSQL server, dropped afterwards.
  static func freshPostgres() throws -> (BoardDatabase, () -> Void) {
    let server = try #require(postgresServer)
    let name = "arcade_test_\(UUID().uuidString.prefix(8).lowercased())"
    let admin = try PostgresDatabase(url: server)
    try admin.execute("CREATE DATABASE \(name)")
    let base = server.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return (
      .postgres(base + "/" + name),
      {
        _ = try? admin.execute("DROP DATABASE \(name) WITH (FORCE)")
      }
    )
  }

  var base: String { "http://127.0.0.1:\(server.port)" }

  /// One request; its status and body (status 0 when no answer came).
  func request(_ method: String, _ path: String, body: Data? = nil) -> (status: Int, body: Data) {
    BoardClient.request(method, base + path, body: body)
  }

  func json(_ method: String, _ path: String, _ object: [String: Any]? = nil) -> (status: Int, json: [String: Any]) {
    let body = object.map { try! JSONSerialization.data(withJSONObject: $0) }
    let answer = request(method, path, body: body)
    return (answer.status, (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:])
  }

  /// `POST /runs` for a player; the run's id (nil when refused).
  func start(_ name: String, token: String, game: String, date: CalendarDate? = nil) -> (
    status: Int, json: [String: Any]
  ) {
    json("POST", "/runs", ["name": name, "token": token, "game": game, "date": "\(date ?? Self.today)"])
  }

  func submit(_ run: Int, token: String, tape: Tape) -> (status: Int, json: [String: Any]) {
    json("POST", "/runs/\(run)", ["token": token, "tape": tape.text])
  }

  /// The date's board of a game, as its JSON rows.
  func board(_ game: String, _ date: CalendarDate? = nil) -> [[String: Any]] {
    json("GET", "/boards/\(game)/\(date ?? Self.today)").json["runs"] as? [[String: Any]] ?? []
  }
}

/// The lines a server logged.
final class LogLines: @unchecked Sendable {
  private var lines: [String] = []
  private let lock = NSLock()
  func append(_ line: String) {
    lock.lock()
    lines.append(line)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}

/// Blocking HTTP requests through URLSession, for tests.
enum BoardClient {
  static func request(_ method: String, _ url: String, body: Data? = nil, timeout: Double = 20) -> (
    status: Int, body: Data
  ) {
    var request = URLRequest(url: URL(string: url)!, timeoutInterval: timeout)
    request.httpMethod = method
    request.httpBody = body
    if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
    let done = DispatchSemaphore(value: 0)
    let answer = Answer()
    URLSession.shared.dataTask(with: request) { data, response, _ in
      answer.set((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())
      done.signal()
    }.resume()
    done.wait()
    return answer.value
  }

  private final class Answer: @unchecked Sendable {
    var value: (status: Int, body: Data) = (0, Data())
    func set(_ status: Int, _ body: Data) { value = (status, body) }
  }
}

/// Daily tapes of the real games, recorded headless.
enum DailyTapes {
  /// The helicopter left alone from its first tick: it falls and crashes, a finished run of under a second.
  static func heliCrash(_ date: CalendarDate = BoardHarness.today) -> Tape { idle("heli", date) }

  /// Puck left alone: time is up after 16 s, a finished run.
  static func puckTimeUp(_ date: CalendarDate = BoardHarness.today) -> Tape { idle("puck", date) }

  /// A game's daily played with no input until it ends.
  static func idle(_ game: String, _ date: CalendarDate) -> Tape {
    let entry = Catalog.entry(id: game)!
    var recorder = entry.start(entry.daily(date))
    while !recorder.game.isSettled && recorder.game.tick < 60 * 60 { _ = recorder.step(TickInput()) }
    return recorder.finishedTape
  }
}
