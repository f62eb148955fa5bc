import ArcadeBoardClient
import ArcadeCore
import ArcadeSQL
import ArcadeSQLPostgres
import ArcadeTestSupport
import BoardWire
import Foundation
import GameCatalog
import Testing

@testable import ArcadeBoard

/// A real board server on 127.0.0.1 (a port the system chooses), in this process, on a real database: a fresh SQLite
/// file, or a fresh database on the PostgreSQL server `ARCADE_TEST_POSTGRES` names. Its clock is the test's: a test
/// moves it, and never sleeps to pass the board's time. Requests go out as the wire's types through the arcade's own
/// HTTP client; `request` sends any method, path, header and body for what the wire's types cannot say.
final class BoardHarness: Sendable {
  enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres
    var testDescription: String { rawValue }
  }

  /// Every rule runs on both databases; without `ARCADE_TEST_POSTGRES` the PostgreSQL case is cancelled, by name.
  static let kinds = Kind.allCases
  static let postgresServer = ProcessInfo.processInfo.environment["ARCADE_TEST_POSTGRES"]

  /// 2026-12-06, the board's today when a test begins; its noon (UTC) is when the clock starts.
  static let today = CalendarDate("2026-12-06")!
  static let noon = Int64(today.daysSinceEpoch) * 86_400_000 + 43_200_000

  let clock = TestClock(BoardHarness.noon)
  let server: BoardServer
  let database: BoardDatabase
  let log = LogLines()
  private let keys = LockedCounter()
  private let client: HTTPClient
  private let folder: URL
  private let cleanup: @Sendable () -> Void

  convenience init(_ kind: Kind, configure: (inout BoardServer.Settings) -> Void = { _ in }) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-board-\(UUID().uuidString)")
    let (database, cleanup): (BoardDatabase, @Sendable () -> Void)
    switch kind {
    case .sqlite:
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      (database, cleanup) = (.sqlite(folder.appendingPathComponent("board.sqlite").path), {})
    case .postgres:
      guard Self.postgresServer != nil else { try Test.cancel("PostgreSQL: ARCADE_TEST_POSTGRES is not set") }
      (database, cleanup) = try Self.freshPostgres()
    }
    try self.init(database: database, folder: folder, cleanup: cleanup, configure: configure)
  }

  /// A second server on this one's database, as several servers share one; its clock is its own to move.
  func sharing() throws -> BoardHarness {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-board-\(UUID().uuidString)")
    return try BoardHarness(database: database, folder: folder, cleanup: {}, configure: { _ in })
  }

  private init(
    database: BoardDatabase, folder: URL, cleanup: @escaping @Sendable () -> Void,
    configure: (inout BoardServer.Settings) -> Void
  ) throws {
    (self.database, self.folder, self.cleanup) = (database, folder, cleanup)
    var settings = BoardServer.Settings(database: database)
    settings.port = 0
    settings.now = { [clock] in clock.now }
    configure(&settings)
    let log = log
    server = try BoardServer(settings, games: Catalog.entries) { log.append($0) }
    client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
  }

  deinit {
    server.stop()
    cleanup()
    try? FileManager.default.removeItem(at: folder)
  }

  /// A schema of its own in the test's PostgreSQL database, as the search path of every connection to the URL it
  /// gives (a schema is made and dropped in milliseconds, a database in a second), dropped afterwards.
  static func freshPostgres() throws -> (BoardDatabase, @Sendable () -> Void) {
    let server = try #require(postgresServer)
    let name = "arcade_test_\(UUID().uuidString.prefix(8).lowercased())"
    try PostgresDatabase(url: server).execute("CREATE SCHEMA \(name)")
    let url = server + (server.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(name)"
    return (.postgres(url), { _ = try? PostgresDatabase(url: server).execute("DROP SCHEMA \(name) CASCADE") })
  }

  var base: String { "http://127.0.0.1:\(server.port)" }

  /// The board's today, by its clock.
  var today: CalendarDate { CalendarDate(utcSeconds: Int(clock.now / 1000))! }

  // MARK: HTTP

  /// One request as given; status 0 (and the failure in the body) when no answer came.
  func request(_ method: String, _ path: String, body: [UInt8]? = nil, headers: [(String, String)] = [])
    -> HTTPAnswer
  {
    switch client.send(method, path, body: body, headers: headers, deadline: 30, limit: 16 << 20) {
    case .success(let answer): return answer
    case .failure(let failure): return HTTPAnswer(status: 0, headers: [], body: Array("\(failure)".utf8))
    }
  }

  func post<Message: Decodable>(_ path: String, _ body: some Encodable, headers: [(String, String)] = [])
    -> Reply<Message>
  {
    Reply(request("POST", path, body: WireJSON.encode(body), headers: headers))
  }

  func get<Message: Decodable>(_ path: String, headers: [(String, String)] = []) -> Reply<Message> {
    Reply(request("GET", path, headers: headers))
  }

  // MARK: The wire

  func claim(_ player: Player, as name: String? = nil) -> Reply<PlayerAnswer> {
    post(BoardAPI.players, PlayerRequest(name: name ?? player.name, token: player.token))
  }

  func rename(_ player: Player, to name: String) -> Reply<PlayerAnswer> {
    post(BoardAPI.rename, RenameRequest(token: player.token, name: name))
  }

  /// `POST /runs`: a start of today's daily (the board's today) under a key of its own unless one is given.
  func start(
    _ player: Player, _ game: String, date: CalendarDate? = nil, key: String? = nil, tick: Int = 0,
    name: String? = nil
  ) -> Reply<StartAnswer> {
    let key = key ?? "run-key-\(keys.next())"
    return post(
      BoardAPI.runs,
      StartRequest(
        name: name ?? player.name, token: player.token, game: game, date: "\(date ?? today)", key: key, tick: tick))
  }

  func stream(_ run: Int, _ player: Player, from: Int, _ inputs: [InputRun]) -> Reply<InputsAnswer> {
    post(BoardAPI.inputs(run), InputsRequest(token: player.token, from: from, inputs: Tape.inputLines(inputs)))
  }

  /// The ticks `ticks` of `tape`'s inputs, streamed.
  func stream(_ run: Int, _ player: Player, _ tape: Tape, ticks: Range<Int>) -> Reply<InputsAnswer> {
    stream(run, player, from: ticks.lowerBound, InputRun.slice(tape.runs, ticks: ticks))
  }

  func finish(_ run: Int, _ player: Player, _ tape: Tape) -> Reply<RunResult> { finish(run, player, tape.text) }

  func finish(_ run: Int, _ player: Player, _ text: String) -> Reply<RunResult> {
    post(BoardAPI.run(run), FinishRequest(token: player.token, tape: text))
  }

  func practice(_ player: Player, _ text: String) -> Reply<RunResult> {
    post(BoardAPI.practice, PracticeRequest(name: player.name, token: player.token, tape: text))
  }

  /// The rows of a date's board (today's by default); none when it does not answer.
  func board(_ game: String, _ date: CalendarDate? = nil) -> [BoardRow] {
    let reply: Reply<BoardAnswer> = get(BoardAPI.board(game, "\(date ?? today)"))
    return reply.message?.runs ?? []
  }

  /// `GET /tapes/ID`, with the player's token when one is given; its `text` is the tape.
  func tape(_ id: Int, for player: Player? = nil) -> Reply<String> {
    get(BoardAPI.tape(id), headers: player.map { [("Authorization", "Bearer \($0.token)")] } ?? [])
  }

  // MARK: Playing

  /// Plays `tape` on the board as an arcade does: starts it, streams its inputs a second at a time as the clock
  /// moves with its play, and sends the tape as it ends.
  func play(_ player: Player, _ tape: Tape, key: String? = nil) throws -> (start: StartAnswer, result: Reply<RunResult>)
  {
    let started = try #require(start(player, tape.game, key: key).message)
    try follow(started.run, player, tape)
    return (started, finish(started.run, player, tape))
  }

  /// Streams `tape`'s inputs through tick `end` (its last by default) a second at a time, the clock moving with the
  /// play from now, and moves the clock to that tick; each stretch must be taken.
  func follow(
    _ run: Int, _ player: Player, _ tape: Tape, through end: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (origin, last) = (clock.now, end ?? tape.tickCount)
    var tick = 0
    while tick < last {
      let next = min(tick + Ticks.perSecond, last)
      clock.set(origin + Self.milliseconds(ticks: next))
      let reply = stream(run, player, tape, ticks: tick..<next)
      try #require(reply.status == 200, "\(reply)", sourceLocation: sourceLocation)
      tick = next
    }
    clock.set(origin + Self.milliseconds(ticks: last))
  }

  /// The time `ticks` take to play, in whole milliseconds, rounded up (never ahead of the play).
  static func milliseconds(ticks: Int) -> Int64 { Int64((ticks * 1000 + Ticks.perSecond - 1) / Ticks.perSecond) }
}

extension BoardHarness {
  /// The rows of the board's own table `table` that `condition` selects, counted beside the server.
  func stored(_ table: String, where condition: String = "1 = 1") throws -> Int {
    let rows = try database.connect().execute("SELECT COUNT(*) AS n FROM \(table) WHERE \(condition)")
    return try #require(rows.first?.int("n"))
  }
}
