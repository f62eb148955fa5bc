import ArcadeCore
import ArcadeStorage
import BoardWire
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// `arcade watch` and the watcher's feeds against a real board server on 127.0.0.1, its clock moved by the test.
@Suite("watch command and feeds", .serialized, .ownThreads)
struct WatchCommandTests {
  let board: LiveBoard
  var harness: Harness

  init() throws {
    board = try LiveBoard()
    harness = try Harness()
    harness.games = Catalog.entries
  }

  @Test(
    "arcade watch lists the runs being played (newest first), then today's finished ones: run, name, game, score, time, state; --json the same"
  )
  func lists() throws {
    let tape = try LiveBoard.heli()
    let finished = try board.play("grace", tape).run
    let playing = try board.start("ada", tape)
    try board.stream(playing, "ada", tape, ticks: 0..<120)
    let run = harness.run("watch", "--board", board.url)
    #expect(run.status == 0, "\(run.err)")
    let words = run.outLines.map { $0.split(separator: " ").map(String.init) }
    #expect(run.outLines.first == "live on \(board.url), today \(Harness.today) (UTC)")
    #expect(run.outLines.dropFirst().first == "  run  name   game  score  time", "\(run.out)")
    #expect(words.count == 5 && words[2].count == 7 && words[3].count == 7, "\(run.out)")
    #expect(
      words[2].prefix(3) == ["\(playing)", "ada", "heli"] && words[2].suffix(3) == ["0:02", "playing", "official"])
    #expect(
      words[3] == [
        "\(finished)", "grace", "heli", "\(tape.end!.score)", Ticks.clockTime(tape.tickCount), "finished", "official",
      ])
    #expect(run.outLines.last == "watch one: arcade watch RUN")
    let json = harness.run("watch", "--board", board.url, "--json")
    let answer = try #require(WireJSON.decode(LiveAnswer.self, Array(json.out.utf8)), "\(json.out)")
    #expect(answer.runs.map(\.run) == [playing, finished] && answer.runs.map(\.name.raw) == ["ada", "grace"])
  }

  @Test("with nobody playing, arcade watch says so in one line; without a board, how to set one")
  func emptyAndNoBoard() {
    let run = harness.run("watch", "--board", board.url)
    #expect(
      run.outLines.last == "  nobody is playing now, and no run finished today; play one: arcade play GAME --daily")
    let none = harness.run("watch")
    #expect(none.status == 2 && none.err.hasPrefix("arcade: no board is set; give --board URL"), "\(none.err)")
  }

  @Test(
    "arcade watch RUN opens the watcher on that board; a run that is not there, not a number, or with --json is one line"
  )
  func watchOne() throws {
    let tape = try LiveBoard.heli()
    let run = try board.start("ada", tape)
    try board.stream(run, "ada", tape, ticks: 0..<60)
    #expect(harness.run("watch", "\(run)", "--board", board.url).status == 0)
    #expect(harness.recorder.lives.map(\.run) == [run] && harness.recorder.lives.first?.options.board == board.url)
    let missing = harness.run("watch", "99", "--board", board.url)
    #expect(missing.status == 1 && missing.err == "arcade: the board \(board.url): no run 99 on this board\n")
    for bad in ["x", "0", "+3", "03"] {
      let typo = harness.run("watch", bad, "--board", board.url)
      #expect(typo.status == 2 && typo.err.contains("a RUN is a run's number, as arcade watch lists them"), "\(bad)")
    }
    let json = harness.run("watch", "\(run)", "--json", "--board", board.url)
    #expect(json.status == 2 && json.err.contains("--json prints the list"))
    #expect(harness.recorder.lives.count == 1)
  }

  @Test(
    "a run finished over a minute ago follows the tapes' rule: the board's refusal is one line until your own attempt is played"
  )
  func finishedFollowsTheTapesRule() throws {
    let tape = try LiveBoard.heli()
    let run = try board.play("grace", tape).run
    #expect(harness.run("watch", "\(run)", "--board", board.url).status == 0, "open for a minute after its end")
    board.advance(seconds: 61)
    let early = harness.run("watch", "\(run)", "--board", board.url)
    #expect(early.status == 1 && early.err.contains("today's tapes of heli open to you once your official attempt"))
    _ = harness.storage.keepBoardIdentity(BoardIdentity(name: "lin", token: LiveBoard.token("lin")))
    try board.play("lin", try LiveBoard.heli(every: 30))
    #expect(harness.run("watch", "\(run)", "--board", board.url).status == 0)
  }

  @Test(
    "the watcher's feed gets a run's inputs as the player streams them, in order, then its result; the list feed the live list"
  )
  func feeds() async throws {
    let tape = try LiveBoard.heli()
    let run = try board.start("ada", tape)
    try board.stream(run, "ada", tape, ticks: 0..<60)
    let watch = BoardWatch(url: board.url, storage: harness.storage)
    let list = watch.followList()
    defer { list.stop() }
    #expect(await EndToEnd.eventually(timeout: 10) { (try? list.latest?.get())?.runs.map(\.run) == [run] })
    let feed = watch.follow(run: run)
    defer { feed.stop() }
    var came: [InputRun] = []
    var last = LiveNews()
    func received(_ ticks: Int) async -> Bool {
      await EndToEnd.eventually(timeout: 10) {
        last = feed.take()
        came += last.inputs
        return came.reduce(0) { $0 + $1.count } >= ticks
      }
    }
    #expect(await received(60) && last.header == LiveRunHeader(name: "ada", game: "heli", date: "\(Harness.today)"))
    try board.stream(run, "ada", tape, ticks: 60..<tape.tickCount)
    #expect(await received(tape.tickCount) && last.end == nil)
    let result = try board.finish(run, "ada", tape)
    #expect(await EndToEnd.eventually(timeout: 10) { feed.take().end != nil })
    #expect(InputRun.sameTicks(came, tape.runs))
    #expect(feed.take().end == LiveEnd(score: result.score, official: true, rank: 1))
  }
}
