import ArcadeCore
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Issue 51's "fair and safe" from the watcher's seat: a board whose live list and live runs carry terminal tricks
/// in every string puts none of them on the watcher's terminal, and inputs that do not follow on are never played.
@Suite("A hostile board's live runs", .ownThreads)
struct HostileWatchTests {
  var harness: Harness

  init() throws {
    harness = try Harness()
    harness.games = Catalog.entries
  }

  /// Lists a run for each hostile name, of a game that is every trick; answers run 1 with inputs that are every
  /// trick, run 2 with another run's inputs, run 3 from another tick, and refuses every other with the tricks.
  static func board() throws -> HostileBoard {
    let words = HostileText.words
    let rows = HostileText.names.enumerated().map { i, name in
      LiveRow(
        run: i + 1, name: BoardText(name), game: i == 0 ? words : "heli", date: words, tick: 60, score: 1,
        state: .playing, official: true)
    }
    @Sendable func inputs(run: Int, from: Int, _ text: String) -> LiveInputs {
      LiveInputs(
        run: run, name: BoardText(HostileText.names[0]), game: "heli",
        simulation: Catalog.entry(id: "heli")!.info.simulationVersion, date: "\(Harness.today)", from: from,
        tick: from + 60, inputs: text, state: .playing, end: nil)
    }
    return try HostileBoard { request in
      switch request.path {
      case BoardAPI.live: .message(200, LiveAnswer(today: words, runs: rows))
      case BoardAPI.live(1, from: 0): .message(200, inputs(run: 1, from: 0, "60 " + words + "\n"))
      case BoardAPI.live(2, from: 0): .message(200, inputs(run: 7, from: 0, "60 -\n"))
      case BoardAPI.live(3, from: 0): .message(200, inputs(run: 3, from: 40, "60 -\n"))
      default: .refusal(.unknownRun)
      }
    }
  }

  @Test("arcade watch lists the hostile rows and their game made safe, names cut to 24 characters; --json the same")
  func list() throws {
    let board = try Self.board()
    let run = harness.run("watch", "--board", board.url)
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err.debugDescription)")
    expectSafe(run.out, showing: "ada?[2J")
    #expect(run.out.contains(String(repeating: "W", count: 23) + "…") && run.out.contains("today ? (UTC)"))
    let json = harness.run("watch", "--board", board.url, "--json")
    #expect(json.status == 0, "\(json.err.debugDescription)")
    expectSafe(json.out, showing: "ada?[2J")
  }

  @Test("arcade watch RUN shows the board's refusal through the gate")
  func refusal() throws {
    let board = try Self.board()
    let run = harness.run("watch", "99", "--board", board.url)
    #expect(run.status == 1)
    expectSafe(run.err, showing: "arcade: the board \(board.url): \(HostileText.shownWords)")
  }

  @Test(
    "inputs that do not read, of another run or from another tick are never played: the feed says the answer does not follow on",
    arguments: [1, 2, 3])
  func oddInputs(run: Int) async throws {
    let board = try Self.board()
    let feed = BoardWatch(url: board.url, storage: harness.storage).follow(run: run)
    defer { feed.stop() }
    var news = LiveNews()
    #expect(
      await EndToEnd.eventually(timeout: 10) {
        news = feed.take(); return news.trouble != nil
      })
    #expect(news.inputs.isEmpty && news.header == nil)
    #expect(news.trouble == LiveTrouble("its answer does not follow on from the last", final: false))
  }
}
