import ArcadeCore
import ArcadeStorage
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeCLI

/// Issue 50, item 9's lines: `submit` set the tape and the board's address side by side with nothing between
/// (`...tape: http://host the name...`), and a board that was down gave `no answer (no answer from http://...
/// (Failed to connect ... after 0 ms: Couldn't connect to server))`.
@Suite("The board's lines, short and parted", .ownThreads)
struct BoardLineTests {
  var harness: Harness
  let file: String

  init() throws {
    harness = try Harness()
    harness.games = Catalog.entries
    _ = harness.storage.keepBoardIdentity(Ada.identity)
    file = try harness.folder.write("daily.tape", Ada.tape.text)
  }

  @Test("arcade submit: the tape, then the board, each followed by a colon, then what the board said; or what it kept")
  func submitLines() throws {
    let score = Ada.score
    let refusing = try HostileBoard { _ in .refusal(.doesNotVerify, "the tape does not verify") }
    let refused = harness.run("submit", file, "--board", refusing.url)
    #expect(refused.status == 1)
    #expect(refused.err == "arcade: \(file): \(refusing.url): the tape does not verify\n")
    let result = RunResult(run: 7, name: "ada", score: score, official: false, rank: nil, of: 0, practice: .notStarted)
    let keeping = try HostileBoard { _ in .message(200, result) }
    let sent = harness.run("submit", file, "--board", keeping.url)
    #expect(sent.status == 0 && sent.err.isEmpty)
    #expect(sent.out == "sent \(file) to \(keeping.url) as practice (run 7, score \(score))\n")
  }

  @Test("a board that is down: one short line that names it once and says why")
  func boardDown() throws {
    let down = try HostileBoard { _ in .silence }
    down.stop()
    let board = harness.run("board", "heli", "--board", down.url)
    #expect(board.status == 1)
    #expect(board.err == "arcade: the board \(down.url): cannot connect (Connection refused)\n")
    let submit = harness.run("submit", file, "--board", down.url)
    #expect(submit.err == "arcade: \(file): \(down.url): cannot connect (Connection refused)\n")
  }
}
