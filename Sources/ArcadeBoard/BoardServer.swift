import ArcadeCore
import ArcadeSQL
import Foundation
import GameCatalog

/// `arcade serve`: the daily board on an HTTP port, its players and runs in a database the servers share (they keep
/// nothing of their own but rate limits and what they saw of the database's health).
public final class BoardServer: @unchecked Sendable {
  public struct Settings: Sendable {
    public var address = "127.0.0.1"
    public var port: UInt16 = 8470
    public var database: BoardDatabase
    public var threads: UInt32 = 4
    /// Requests a minute from one address, and from one player (a token): a run streams its inputs once a second.
    public var perAddress = 600
    public var perToken = 180
    /// Connections at once from one address.
    public var connectionsPerAddress: UInt32 = 32
    /// Runs started from one address and not yet sent nor expired.
    public var openRunsPerAddress = 16
    /// Seconds a connection may stay idle, and the most a whole request may take.
    public var timeout: UInt32 = 10
    public var requestDeadline: UInt32 = 20
    /// The longest run replayed, in ticks (an hour), and the longest its replay may take, in seconds.
    public var maxTicks = 60 * 60 * 60
    public var verifyBudget = 5.0
    /// The views of runs watched in browsers (`WatchViews`).
    var watchLimits = WatchViews.Limits()
    /// The played-time rules (`RealTime`).
    var realTime = RealTime()
    /// The server's clock in milliseconds since 1970 (UTC); tests give their own.
    public var now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970 * 1000) }

    public init(database: BoardDatabase) { self.database = database }
  }

  private let http: HTTPServer
  private let pool: ConnectionPool
  /// The rate limiters, by address and by player (their keys held, for the tests).
  let perAddress: RateLimiter
  let perToken: RateLimiter
  public var port: UInt16 { http.port }

  /// Opens the database (made and migrated), then listens; each failure one line.
  public init(_ settings: Settings, games: [CatalogEntry], log: @escaping @Sendable (String) -> Void) throws(BoardError)
  {
    pool = ConnectionPool(settings.database)
    do {
      try pool.with(at: settings.now()) { (db) throws(SQLError) in try db.migrate(settings.database.migrations) }
    } catch {
      throw BoardError("cannot use the database \(settings.database.shown): \(error.message)")
    }
    let (perAddress, perToken) = (
      RateLimiter(perMinute: settings.perAddress), RateLimiter(perMinute: settings.perToken)
    )
    (self.perAddress, self.perToken) = (perAddress, perToken)
    let runs = RunStore(
      pool: pool, realTime: settings.realTime, maxTicks: settings.maxTicks,
      maxOpenPerAddress: settings.openRunsPerAddress, live: LiveGames(games: games))
    let routes = BoardRoutes(
      games: games, runs: runs, queries: BoardQueries(pool: pool, runs: runs),
      live: LiveQueries(pool: pool, runs: runs),
      watching: WatchViews(settings.watchLimits), pieces: InputPieces(pool: pool),
      check: TapeCheck(games: games, maxTicks: settings.maxTicks, budget: settings.verifyBudget), health: pool.health,
      perAddress: perAddress, perToken: perToken, now: settings.now)
    var http = HTTPServer.Settings(address: settings.address, port: settings.port)
    http.threads = settings.threads
    http.timeout = settings.timeout
    http.deadline = settings.requestDeadline
    http.connectionsPerAddress = settings.connectionsPerAddress
    self.http = try HTTPServer(http, log: log) { routes.respond($0) }
  }

  /// Stops taking requests, lets those in flight finish, and closes the database.
  public func stop() {
    http.stop()
    pool.drain()
  }
}
