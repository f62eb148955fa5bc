import ArcadeStorage
import ArcadeTestSupport
import BoardWire
import Dispatch
import Foundation
import Testing

/// Issue 50, item 3, with two built arcades: one queued run, two arcades sending the queue at the same moment, and
/// the board hears it once.
@Suite("A queued run, two arcades", .ownThreads, .enabled(if: EndToEnd.arcadePath != nil, EndToEnd.skipReason))
struct QueueRaceTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test(
    "two arcades sending the queue at once send a queued run exactly once: the board logs one send, one arcade says so")
  func sentOnce() async throws {
    let folder = try TemporaryFolder()
    let storage = Storage(directory: folder.path + "/data/arcade")
    _ = storage.keepBoardIdentity(Ada.identity)
    let result = RunResult(
      run: 7, name: "ada", score: Ada.score, official: true, rank: 1, of: 1, practice: nil)
    // The first request waits for the second, so the two arcades are under way together: the second has read the
    // queue while the first sends (a second send of the run, when it comes, lets the first go too).
    let heard = LockedValue(0)
    let secondHeard = DispatchSemaphore(value: 0)
    let board = try HostileBoard { request in
      let count = heard.withLock {
        $0 += 1
        return $0
      }
      if count == 1 { _ = secondHeard.wait(timeout: .now() + 20) } else if count == 2 { secondHeard.signal() }
      return request.method == "POST"
        ? .message(200, result) : .message(200, BoardAnswer(game: "heli", date: "", today: "", runs: []))
    }
    _ = try storage.enqueue(Ada.queued(to: board.url, run: 7)).get()
    let environment = BoundedAnswerTests.environment(folder)
    async let first = EndToEnd.run(arcade, ["board", "heli", "--board", board.url], environment: environment)
    async let second = EndToEnd.run(arcade, ["board", "heli", "--board", board.url], environment: environment)
    let outputs = try await [first, second]
    #expect(board.log.filter { $0 == "POST \(BoardAPI.run(7))" }.count == 1, "\(board.log)")
    let said = outputs.filter { $0.stdout.contains("sent the heli daily of ") }
    #expect(said.count == 1, "\(outputs)")
    #expect(outputs.allSatisfy { $0.status == 0 }, "\(outputs)")
    #expect(storage.pendingSubmissions().isEmpty)
  }
}
