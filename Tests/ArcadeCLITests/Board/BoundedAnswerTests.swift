import ArcadeTestSupport
import BoardWire
import Foundation
import Testing

/// Issue 50, item 2, with the built arcade as a process: a board's answer is capped by its kind and never
/// decompressed, so a board answering without end, with 100 MB, or with a gzip bomb gets one line saying so, and the
/// arcade's memory stays far below what it sent (an 88 MB board took 2.87 GB, a 6.5 MB gzip bomb 3.0 GB, a 500 MB
/// tape 1.06 GB).
@Suite("A board's answers are bounded", .ownThreads, .enabled(if: EndToEnd.arcadePath != nil, EndToEnd.skipReason))
struct BoundedAnswerTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// What a board sends that no arcade should hold.
  enum Bomb: String, CaseIterable, Sendable {
    case endless, hundredMegabytes, gzip

    var answer: HostileBoard.Answer {
      switch self {
      case .endless: .endless
      case .hundredMegabytes: .large(100 << 20)
      case .gzip: .gzipBomb
      }
    }

    /// What the arcade says of it, for an answer capped at `limit` bytes.
    func problem(limit: Int) -> String {
      switch self {
      case .endless, .hundredMegabytes: "the answer is larger than \(limit >> 20) MB, the most the arcade takes"
      case .gzip: "the answer is compressed (Content-Encoding), which the arcade does not take"
      }
    }
  }

  /// The data and config folders of a player, in `folder`.
  static func environment(_ folder: TemporaryFolder) -> [String: String] {
    ProcessInfo.processInfo.environment.merging([
      "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
    ]) { $1 }
  }

  @Test(
    "arcade board, the board answering a bomb: one line saying what it sent, and bounded memory",
    arguments: Bomb.allCases)
  func board(bomb: Bomb) async throws {
    let board = try HostileBoard { _ in bomb.answer }
    let folder = try TemporaryFolder()
    let run = try await EndToEnd.runMeasured(
      arcade, ["board", "heli", "--board", board.url], environment: Self.environment(folder), in: folder)
    #expect(run.status == 1 && run.out.isEmpty)
    #expect(run.err == "arcade: the board \(board.url): \(bomb.problem(limit: BoardAPI.boardBytes))\n")
    #expect(run.peakKB < EndToEnd.memoryBoundKB, "peak \(run.peakKB) KB")
  }

  @Test(
    "--watch, the board answering the tape with a bomb: one line saying what it sent, and bounded memory",
    arguments: Bomb.allCases)
  func tape(bomb: Bomb) async throws {
    let row = BoardRow(
      rank: 1, run: 1, name: "ada", score: 10, ticks: 100, official: true, state: .finished, tape: BoardAPI.tape(1))
    let board = try HostileBoard { request in
      request.path == BoardAPI.tape(1)
        ? bomb.answer : .message(200, BoardAnswer(game: "heli", date: "2026-12-02", today: "2026-12-02", runs: [row]))
    }
    let folder = try TemporaryFolder()
    let run = try await EndToEnd.runMeasured(
      arcade, ["board", "heli", "--board", board.url, "--date", "2026-12-02", "--watch", "1"],
      environment: Self.environment(folder), in: folder)
    #expect(run.status == 1 && run.out.isEmpty)
    #expect(run.err == "arcade: the board \(board.url): \(bomb.problem(limit: BoardAPI.tapeBytes))\n")
    #expect(run.peakKB < EndToEnd.memoryBoundKB, "peak \(run.peakKB) KB")
  }
}
