import ArcadeBoard
import ArcadeCore
import ArcadeScreens
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

#if canImport(Glibc)
  import Glibc
#endif

/// A listener that accepts connections (the kernel does, into its backlog) and never answers: a hung board.
final class HungListener {
  let fd: Int32
  let port: UInt16

  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.fd = fd
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    port = UInt16(bigEndian: address.sin_port)
  }

  deinit { close(fd) }
}

@Suite("The board session: a hung board costs half a second at most", .ownThreads)
struct BoardSessionTests {
  @Test(
    "against a listener that never answers: the start returns at once (its request runs beside the game), the end within its 0.5 s timeout, the run kept to send"
  )
  func hungBoard() throws {
    let hung = try HungListener()
    let folder = try TemporaryFolder()
    let storage = Storage(directory: folder.path + "/arcade")
    let session = BoardSession(url: "http://127.0.0.1:\(hung.port)", storage: storage, name: "ada")
    let entry = try #require(Catalog.entry(id: "heli"))
    let today = CalendarDate("2026-12-06")!
    let clock = ContinuousClock()
    var start: BoardStart!
    let starting = clock.measure { start = session.startDaily(game: "heli", date: today) }
    var recorder = entry.start(entry.daily(today))
    while !recorder.game.isSettled { _ = recorder.step(TickInput()) }
    var line = ""
    let ending = clock.measure {
      line = session.finishDaily(start, tape: recorder.finishedTape, score: recorder.game.score)
    }
    // Bounds that catch a hang (a request waiting for its answer), not speed: the timeouts are half a second each.
    #expect(starting < .milliseconds(250), "the start waited for the board: \(starting)")
    #expect(ending < .milliseconds(1500), "the end waited past the timeout: \(ending)")
    #expect(line.hasPrefix("Board: no answer") && line.hasSuffix("kept to send later, as practice."), "\(line)")
    #expect(storage.pendingSubmissions().count == 1)
  }
}

/// A board that answers every request, the start of a run only after `delay` seconds: a far or busy board.
func slowStartBoard(delay: Double) throws -> HTTPServer {
  try HTTPServer(HTTPServer.Settings(address: "127.0.0.1", port: 0), log: { _ in }) { request in
    let starting = request.method == "POST" && request.path == "/runs"
    // The far board's latency, on its own thread: the client waits for it, not the test.
    if starting { usleep(UInt32(delay * 1_000_000)) }
    let body = starting ? #"{"run":7}"# : #"{"run":7,"official":true,"rank":1,"of":1}"#
    return HTTPResponse(status: starting ? 201 : 200, contentType: "application/json", body: Array(body.utf8))
  }
}

@Suite("The board session: a slow start", .ownThreads)
struct BoardSessionSlowStartTests {
  @Test(
    "a board that answers the start later than the timeout of a request the player waits for: the run is on it"
  )
  func slowStart() throws {
    let board = try slowStartBoard(delay: 3)
    defer { board.stop() }
    let folder = try TemporaryFolder()
    let storage = Storage(directory: folder.path + "/arcade")
    // The board's delay is past `timeout` (2 s here, for the tape's answer under load) and far inside the start's.
    let session = BoardSession(
      url: "http://127.0.0.1:\(board.port)", storage: storage, name: "ada", timeout: 2, startTimeout: 30)
    let entry = try #require(Catalog.entry(id: "heli"))
    let start = session.startDaily(game: "heli", date: CalendarDate("2026-12-06")!)
    var recorder = entry.start(entry.daily(CalendarDate("2026-12-06")!))
    while !recorder.game.isSettled { _ = recorder.step(TickInput()) }
    // The game lasts longer than the start's latency; waiting here stands for playing it.
    #expect(start.wait(seconds: 40) == .init(run: 7))
    let line = session.finishDaily(start, tape: recorder.finishedTape, score: recorder.game.score)
    #expect(line == "Board: official, 1st of 1 today.")
    #expect(storage.pendingSubmissions().isEmpty)
  }
}
