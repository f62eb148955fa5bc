import ArcadeCore
import ArcadeSQL
import Foundation
import GameCatalog

/// `arcade serve`: the daily board on an HTTP port, its players and runs in a database the servers share (they keep
/// nothing of their own but rate limits).
public final class BoardServer: @unchecked Sendable {
  public struct Settings: Sendable {
    public var address = "127.0.0.1"
    public var port: UInt16 = 8470
    public var database: BoardDatabase
    public var threads: UInt32 = 4
    /// Requests a minute from one address, and runs started or submitted a minute by one token.
    public var perAddress = 120
    public var perToken = 30
    /// Seconds a connection may stay idle (a slow client) before it is closed.
    public var timeout: UInt32 = 10
    /// The longest run replayed, in ticks (an hour), and the longest its replay may take, in seconds.
    public var maxTicks = 60 * 60 * 60
    public var verifyBudget = 5.0
    /// The server's clock in milliseconds since 1970 (UTC); tests give their own.
    public var now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970 * 1000) }

    public init(database: BoardDatabase) { self.database = database }
  }

  private let http: HTTPServer
  private let pool: ConnectionPool
  public var port: UInt16 { http.port }

  /// Opens the database (made and migrated), then listens; each failure one line.
  public init(_ settings: Settings, games: [CatalogEntry], log: @escaping @Sendable (String) -> Void) throws(BoardError)
  {
    pool = ConnectionPool(settings.database)
    do {
      try pool.with { (db) throws(SQLError) in try db.migrate(settings.database.migrations) }
    } catch {
      throw BoardError("cannot use the database \(settings.database.shown): \(error.message)")
    }
    let routes = BoardRoutes(
      store: BoardStore(pool: pool),
      check: SubmissionCheck(games: games, maxTicks: settings.maxTicks, budget: settings.verifyBudget), games: games,
      perAddress: RateLimiter(perMinute: settings.perAddress), perToken: RateLimiter(perMinute: settings.perToken),
      now: settings.now)
    var http = HTTPServer.Settings(address: settings.address, port: settings.port)
    http.threads = settings.threads
    http.timeout = settings.timeout
    self.http = try HTTPServer(http, log: log) { routes.respond($0) }
  }

  /// Stops taking requests, lets those in flight finish, and closes the database.
  public func stop() {
    http.stop()
    pool.drain()
  }
}
