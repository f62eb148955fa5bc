import ArcadeCore
import BoardWire
import Testing

/// A run from its start to the board, and what the board shows of it (Docs/board.md, "A run, from its start to its
/// result" and "Reading the board").
@Suite("Board: a run from its start to the board")
struct FlowTests {
  @Test(
    "a name, a start, the stream, the tape: the run is replayed, ranked, shown and served, with a log line a request",
    arguments: BoardHarness.kinds)
  func wholeFlow(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckWander()
    #expect(board.claim(.alice).message == PlayerAnswer(name: "alice", state: .claimed))
    let started = try #require(board.start(.alice, "puck").message)
    #expect(started.game == "puck" && started.date == "\(board.today)" && started.seed == String(tape.seed))
    try board.follow(started.run, .alice, tape)
    let run = started.run
    #expect(
      board.finish(run, .alice, tape).message
        == RunResult(run: run, name: "alice", score: 0, official: true, rank: 1, of: 1, practice: nil))
    let answer: Reply<BoardAnswer> = board.get(BoardAPI.board("puck", "\(board.today)"))
    let row = BoardRow(
      rank: 1, run: run, name: "alice", score: 0, ticks: 990, official: true, state: .finished, tape: "/tapes/\(run)")
    #expect(answer.message == BoardAnswer(game: "puck", date: "\(board.today)", today: "\(board.today)", runs: [row]))
    #expect(board.tape(run, for: .alice).text == tape.text)
    #expect(board.finish(run, .alice, tape).refused(.alreadySent))
    #expect(board.log.all.contains { $0.hasPrefix("POST /runs/\(run) 200 ") && $0.hasSuffix(" ms") })
  }

  @Test(
    "the page says the rule and shows the date's boards: ranks, a run that did not finish, practice folded away, no script",
    arguments: BoardHarness.kinds)
  func page(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(board.start(Player("eve"), "heli").message?.attempt == .official)
    board.clock.advance(milliseconds: 3_672_001)
    #expect(try board.play(.alice, DailyTapes.heliHeld(10)).result.message?.official == true)
    #expect(try board.play(.alice, DailyTapes.heliHeld(25)).result.message?.official == false)
    let page = board.request("GET", "/")
    let html = String(decoding: page.body, as: UTF8.self)
    #expect(page.status == 200 && page.values(of: "content-type") == ["text/html; charset=utf-8"])
    #expect(html.contains("<h1>arcade · daily challenge \(board.today) (today, UTC)</h1>"))
    #expect(html.contains(BoardAPI.officialRule))
    #expect(html.contains("<td>1</td><td>alice</td><td class=\"score\">36</td>"))
    #expect(html.contains("<td>eve</td><td class=\"score\">did not finish</td>"))
    #expect(html.contains("<summary>1 practice run</summary>"))
    #expect(html.contains("No runs yet. Play it: <code>arcade play frog --daily</code>"))
    #expect(!html.contains("<script"))
    let tomorrow = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch + 1)!
    #expect(
      String(decoding: board.request("GET", "/?date=\(tomorrow)").body, as: UTF8.self).contains("has not come yet"))
    #expect(board.request("GET", "/?date=2026-02-30").status == 400)
  }

  @Test(
    "POST /practice keeps a daily tape played without the board as practice (notStarted) of today or a day before, never of a day to come, and leaves the attempt",
    arguments: BoardHarness.kinds)
  func practice(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let yesterday = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch - 1)!
    let tomorrow = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch + 1)!
    let old = try #require(board.practice(.alice, DailyTapes.heliHeld(10, yesterday).text).message)
    #expect(!old.official && old.practice == .notStarted && old.rank == nil && old.of == 0)
    #expect(board.board("heli", yesterday).map(\.official) == [false])
    #expect(board.practice(.alice, DailyTapes.heliCrash().text).message?.practice == .notStarted)
    #expect(board.practice(.alice, DailyTapes.heliCrash(tomorrow).text).refused(.dateToCome))
    #expect(
      board.practice(Player(name: "alice", token: Player.bob.token), DailyTapes.heliCrash().text).refused(.nameTaken))
    #expect(board.start(.alice, "heli").message?.attempt == .official, "practice sent is no attempt")
  }

  @Test(
    "a tape that does not read (or has no end line), is not the run's daily, ends mid-game, or does not verify is refused by its code, and the run stays open",
    arguments: BoardHarness.kinds)
  func badTapes(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let good = DailyTapes.heliCrash()
    var forgedScore = good
    forgedScore.end?.score += 500
    var forgedSeed = good
    forgedSeed.seed += 1
    var noEnd = good
    noEnd.end = nil
    let yesterday = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch - 1)!
    let midGame = DailyTapes.record("heli", board.today, ticks: 30) { _ in .none }
    let cases: [(String, RefusalCode)] = [
      ("arcade-tape 2\ngame heli\nnonsense\n", .tapeDamaged), (forgedSeed.text, .wrongRun),
      (DailyTapes.heliCrash(yesterday).text, .wrongRun), (DailyTapes.puckIdle().text, .wrongRun),
      (Reencoded.param(good.text, "gravity", as: "300"), .wrongRun), (noEnd.text, .tapeDamaged),
      (midGame.text, .unfinished), (forgedScore.text, .doesNotVerify),
    ]
    let run = try #require(board.start(.alice, "heli").message).run
    board.clock.advance(seconds: 2)
    for (text, code) in cases { #expect(board.finish(run, .alice, text).refused(code), "\(code)") }
    #expect(board.board("heli").map(\.state) == [.playing])
    #expect(board.finish(run, .alice, good).message?.official == true)
  }

  @Test(
    "a run past the board's tick budget is tooLong, and one slower to replay than its time budget overBudget",
    arguments: BoardHarness.kinds)
  func budgets(kind: BoardHarness.Kind) throws {
    let ticks = try BoardHarness(kind) { $0.maxTicks = 989 }
    let run = try #require(ticks.start(.alice, "puck").message).run
    ticks.clock.advance(seconds: 16.5)
    #expect(ticks.stream(run, .alice, DailyTapes.puckIdle(), ticks: 0..<600).message?.tick == 600)
    #expect(ticks.stream(run, .alice, DailyTapes.puckIdle(), ticks: 600..<990).refused(.tooLong))
    #expect(ticks.finish(run, .alice, DailyTapes.puckIdle()).refused(.tooLong))
    let time = try BoardHarness(kind) { $0.verifyBudget = 0 }
    #expect(try time.play(.alice, DailyTapes.puckIdle()).result.refused(.overBudget))
  }

  @Test(
    "another player's run is notYourRun, an unknown run unknownRun, an unknown game unknownGame, a date that does not read badDate",
    arguments: BoardHarness.kinds)
  func unknowns(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "heli").message).run
    board.clock.advance(seconds: 2)
    #expect(board.finish(run, .bob, DailyTapes.heliCrash()).refused(.notYourRun))
    #expect(board.finish(run + 1, .alice, DailyTapes.heliCrash()).refused(.unknownRun))
    #expect(board.start(.alice, "pong").refused(.unknownGame))
    let badDate: Reply<StartAnswer> = board.post(
      BoardAPI.runs,
      StartRequest(
        name: "alice", token: Player.alice.token, game: "heli", date: "2026-02-30", key: "bad-date-1", tick: 0))
    #expect(badDate.refused(.badDate))
    #expect((board.get(BoardAPI.board("pong", "\(board.today)")) as Reply<BoardAnswer>).refused(.unknownGame))
    #expect((board.get(BoardAPI.board("heli", "yesterday")) as Reply<BoardAnswer>).refused(.badDate))
    #expect(board.finish(run, .alice, DailyTapes.heliCrash()).message?.official == true)
  }
}
