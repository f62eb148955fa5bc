import ArcadeCore
import ArcadeStorage
import ArcadeTestSupport
import BoardWire
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// A daily's inputs stream to the board while it is played, a second at a time: each piece from the tick the board
/// acknowledged, and the pieces together the run's inputs. (The second piece of a run whose first inputs changed
/// before the tick acknowledged stopped the game: a run before the piece made a range that ends before it starts.)
@Suite("A daily's inputs, streamed", .ownThreads)
struct StreamTests {
  @Test("a daily's inputs reach the board in pieces, each from the tick it acknowledged, together the run's inputs")
  func streamedInPieces() async throws {
    let pieces = LockedValue<[(from: Int, runs: [InputRun])]>([])
    let frog = try #require(Catalog.entry(id: "frog"))
    let started = StartAnswer(
      run: 1, game: "frog", date: "\(Screens.today)", seed: "1", attempt: .official, practice: nil)
    let board = try HostileBoard { request in
      if request.path == BoardAPI.runs { return .message(201, started) }
      guard request.path == BoardAPI.inputs(1),
        let asked = WireJSON.decode(InputsRequest.self, Array(request.body.utf8)),
        let runs = try? Tape.inputRuns(parsing: asked.inputs, maxTicks: 1 << 20)
      else { return .refusal(.malformedRequest, "not inputs") }
      pieces.withLock { $0.append((asked.from, runs)) }
      let tick = asked.from + runs.reduce(0) { $0 + $1.count }
      return .message(200, InputsAnswer(run: 1, tick: tick, attempt: .official, practice: nil))
    }
    let folder = try TemporaryFolder()
    let storage = Storage(directory: folder.path + "/data")
    _ = storage.keepBoardIdentity(Ada.identity)
    let store = FakeStore()
    var services = Screens.services(store: store)
    services.board = BoardSession(url: board.url, storage: storage, name: nil, timeout: 5)
    var stack = ScreenStack([
      GameScreen(services: services, entry: frog, setup: frog.daily(Screens.today), fromMenu: false)
    ])
    stack.handle(Screens.press(.character("p")), at: Screens.start)
    // A frog stepping along its bank: a second of play, then another once the board has the first.
    var frame = 0
    for key in [Key.left, .right] {
      await EndToEnd.eventually(timeout: 20) { key == .left || !pieces.withLock { $0.isEmpty } }
      stack.handle(Screens.press(key), at: Screens.start + UInt64(frame) * Screens.frame)
      for _ in 0..<30 {
        frame += 1
        stack.advance(now: Screens.start + UInt64(frame) * Screens.frame)
      }
    }
    let played = 2 * frame
    await EndToEnd.eventually(timeout: 20) { pieces.withLock { $0.last.map { $0.from + ticks($0.runs) } } == played }
    stack.leaveAll()
    let tape = try #require(store.lastTape("frog"))
    let streamed = pieces.withLock { $0 }
    #expect(streamed.count >= 2, "\(streamed.map(\.from))")
    var next = 0
    for piece in streamed {
      #expect(piece.from == next, "each piece from the tick the board acknowledged")
      next = piece.from + ticks(piece.runs)
    }
    #expect(InputRun.sameTicks(streamed.flatMap(\.runs), InputRun.slice(tape.runs, ticks: 0..<played)))
  }

  private func ticks(_ runs: [InputRun]) -> Int { runs.reduce(0) { $0 + $1.count } }
}
