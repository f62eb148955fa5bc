import ArcadeCore
import ArcadeStorage
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Issue 50, item 1, by the commands: a board whose every string is hostile (names and refusals carrying screen
/// clears, window titles, clipboard writes, fake prompts, the one-byte CSI, right-to-left overrides, zero-width
/// characters, a 1,000-character name) puts none of it on the terminal, whatever the command.
@Suite("A hostile board's strings, through the commands", .ownThreads)
struct HostileBoardCommandTests {
  var harness: Harness

  init() throws {
    harness = try Harness()
    harness.games = Catalog.entries
  }

  func board(refusing code: RefusalCode = .notYourRun) throws -> HostileBoard {
    try .everyStringHostile(tape: Ada.tape.text, refusing: code)
  }

  /// Plays as ada on the board, and keeps a run of hers to send to it.
  func queueRun(for url: String) throws {
    _ = harness.storage.keepBoardIdentity(Ada.identity)
    _ = try harness.storage.enqueue(Ada.queued(to: url, run: 7)).get()
  }

  @Test("arcade board lists the hostile rows with each name made safe and cut to 24 characters")
  func table() throws {
    let board = try board()
    let run = harness.run("board", "heli", "--board", board.url)
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err.debugDescription)")
    expectSafe(run.out, showing: "ada?[2J")
    #expect(run.outLines.count == 1 + HostileText.names.count + 1)
    #expect(run.out.contains(String(repeating: "W", count: 23) + "…"))
  }

  @Test("arcade board --json holds no control, bidi or zero-width character and no name over 24 characters")
  func json() throws {
    let board = try board()
    let run = harness.run("board", "heli", "--board", board.url, "--json")
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err.debugDescription)")
    expectSafe(run.out, showing: "ada?[2J")
  }

  @Test("--watch RANK hands the replay a byline with the name made safe; a hostile tape is one safe line")
  func watch() throws {
    let board = try board()
    for rank in HostileText.names.indices.map({ $0 + 1 }) {
      let run = harness.run("board", "heli", "--board", board.url, "--watch", "\(rank)")
      #expect(run.status == 0, "\(run.err.debugDescription)")
      let byline = try #require(harness.recorder.watches.last?.byline)
      expectSafe(byline, showing: "'s run, \(ordinal(rank)) on the board of \(Harness.today)")
    }
    let ada = harness.run("board", "heli", "--board", board.url, "--watch", "\(HostileText.names.count + 1)")
    #expect(ada.status == 1)
    expectSafe(ada.err, showing: "arcade: the tape of rank \(HostileText.names.count + 1) does not read: ")
  }

  @Test("--ghost board:RANK races the run named safely: its title card shows no trick")
  func ghost() throws {
    let board = try board()
    for rank in HostileText.names.indices.map({ $0 + 1 }) {
      let run = harness.run("play", "heli", "--daily", "--board", board.url, "--ghost", "board:\(rank)")
      #expect(run.status == 0, "\(run.err.debugDescription)")
      let play = try #require(harness.recorder.plays.last)
      var stack = ScreenStack([
        GameScreen(
          services: Screens.services(), entry: Ada.heli, setup: play.setup, fromMenu: false, ghost: play.ghost)
      ])
      expectSafe(Screens.text(&stack, 220, 60), showing: "'s run, \(ordinal(rank)) on the board of \(Harness.today)")
    }
  }

  @Test("arcade submit prints the board's refusal through the gate, after the tape and the board")
  func submit() throws {
    let board = try board()
    _ = harness.storage.keepBoardIdentity(Ada.identity)
    let file = try harness.folder.write("daily.tape", Ada.tape.text)
    let run = harness.run("submit", file, "--board", board.url)
    #expect(run.status == 1)
    expectSafe(run.err, showing: "arcade: \(file): \(board.url): \(HostileText.shownWords)")
  }

  @Test(
    "the lines that send queued runs show the board's words through the gate, refused for good or kept",
    arguments: [(RefusalCode.notYourRun, false), (.databaseUnavailable, true), (.rateLimited, true)])
  func sendingQueuedRuns(code: RefusalCode, kept: Bool) throws {
    let board = try board(refusing: code)
    try queueRun(for: board.url)
    let run = harness.run("board", "heli", "--board", board.url)
    let line =
      kept
      ? "\(Ada.run) is kept to send to \(board.url) later (\(HostileText.shownWords)"
      : "\(board.url) refused \(Ada.run): \(HostileText.shownWords)"
    #expect(run.outLines.first?.hasPrefix(line) == true, "\(run.out.debugDescription)")
    expectSafe(run.out, showing: line)
  }
}
