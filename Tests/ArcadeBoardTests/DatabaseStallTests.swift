import ArcadeBoard
import ArcadeBoardClient
import ArcadeCore
import ArcadeSQL
import BoardWire
import Foundation
import GameCatalog
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL server that stops answering altogether (its host gone or its process stopped: the connection open,
/// nothing coming back, so its own statement timeout cannot fire): the board gives up on it client side and answers
/// 503 within its bound, as DatabaseTests' held locks do.
@Suite("Board: a PostgreSQL that stops answering", .serialized, .ownThreads)
struct DatabaseStallTests {
  static let ada = "ada-token-0123456789abcdef"
  static let bea = "bea-token-0123456789abcdef"

  /// A board on `database` whose clock the test moves.
  final class Board {
    let clock = TestClock(BoardHarness.noon)
    let server: BoardServer
    let client: HTTPClient

    init(_ database: BoardDatabase) throws {
      var settings = BoardServer.Settings(database: database)
      settings.port = 0
      settings.now = { [clock] in clock.now }
      server = try BoardServer(settings, games: Catalog.entries) { _ in }
      client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
    }

    deinit { server.stop() }

    /// Status and body of a request, with a generous deadline (a hang detector: the board's own bound is 2 s).
    func send(_ method: String, _ path: String, _ message: (some Encodable)? = String?.none) -> (Int, [UInt8]) {
      let body = message.map { WireJSON.encode($0) }
      switch client.send(method, path, body: body, deadline: 20, limit: 1 << 20) {
      case .success(let answer): return (answer.status, answer.body)
      case .failure(let failure): return (0, Array("\(failure)".utf8))
      }
    }

    func start(_ name: String, _ token: String, key: String) -> (Int, [UInt8]) {
      send(
        "POST", BoardAPI.runs,
        StartRequest(name: name, token: token, game: "heli", date: "\(BoardHarness.today)", key: key, tick: 0))
    }

    func code(_ answer: (Int, [UInt8])) -> RefusalCode? { WireJSON.decode(Refusal.self, answer.1)?.code }
  }

  @Test(
    "PostgreSQL that stops answering (its connection frozen): a 503 within the statement's bound, a path without the database answered meanwhile, and all well once it answers again",
    .enabled(if: BoardHarness.postgresServer != nil, "PostgreSQL: ARCADE_TEST_POSTGRES is not set"))
  func postgresFrozen() throws {
    let (database, drop) = try BoardHarness.freshPostgres()
    defer { drop() }
    guard case .postgres(let url) = database, let target = URL(string: url), let host = target.host,
      let port = target.port
    else { return }
    let proxy = try FreezingProxy(to: host, port: UInt16(port))
    let proxied = url.replacingOccurrences(of: "\(host):\(port)", with: "127.0.0.1:\(proxy.port)")
    let board = try Board(.postgres(proxied))
    #expect(board.start("ada", Self.ada, key: "ada-key-1").0 == 201)
    proxy.frozen = true
    let stalled = board.start("bea", Self.bea, key: "bea-key-1")
    #expect(stalled.0 == 503 && board.code(stalled) == .databaseUnavailable)
    #expect(board.send("GET", "/nope").0 == 404)
    proxy.frozen = false
    board.clock.advance(seconds: 1)
    #expect(board.start("bea", Self.bea, key: "bea-key-2").0 == 201)
  }
}

/// A TCP proxy to a server whose traffic the test can freeze: while frozen, no byte goes either way, as with a
/// database host that stopped answering (its connections still open).
final class FreezingProxy: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let state = Mutex(false)

  var frozen: Bool {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  init(to host: String, port upstream: UInt16) throws {
    let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listening, $0, length) == 0 && listen(listening, 64) == 0 && getsockname(listening, $0, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    listener = listening
    port = UInt16(bigEndian: address.sin_port)
    let upstreamAddress = inet_addr(host == "localhost" ? "127.0.0.1" : host)
    Thread.detachNewThread { [self] in
      while case let client = accept(listening, nil, nil), client >= 0 {
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = upstream.bigEndian
        target.sin_addr.s_addr = upstreamAddress
        let connected = withUnsafePointer(to: &target) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
          }
        }
        guard connected else {
          close(client)
          close(server)
          continue
        }
        Thread.detachNewThread { self.pump(client, to: server) }
        Thread.detachNewThread { self.pump(server, to: client) }
      }
    }
  }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Copies bytes from one socket to the other while not frozen, until either closes.
  private func pump(_ from: Int32, to: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      if frozen {
        usleep(10_000)
        continue
      }
      var ready = pollfd(fd: from, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 50) >= 0 else { break }
      guard ready.revents != 0 else { continue }
      let read = recv(from, &buffer, buffer.count, 0)
      guard read > 0, send(to, buffer, read, Int32(MSG_NOSIGNAL)) == read else { break }
    }
    shutdown(from, Int32(SHUT_RDWR))
    shutdown(to, Int32(SHUT_RDWR))
  }
}
