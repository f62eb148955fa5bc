import ArcadeCore
import ArcadeTestSupport
import BoardWire
import Dispatch
import Testing

/// A player's official result of a game and date comes from the first run they start on the board that day; every
/// later start is practice (Docs/board.md, "A run, from its start to its result").
@Suite("Board: one official attempt, the first run started")
struct AttemptTests {
  @Test("a second start of the day is practice even when its tape arrives first", arguments: BoardHarness.kinds)
  func secondStartSentFirst(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let first = try #require(board.start(.alice, "heli").message)
    let second = try #require(board.start(.alice, "heli").message)
    #expect(first.attempt == .official && first.practice == nil)
    #expect(second.attempt == .practice && second.practice == .attemptUsed)
    board.clock.advance(seconds: 2)
    let practice = try #require(board.finish(second.run, .alice, DailyTapes.heliCrash()).message)
    #expect(!practice.official && practice.practice == .attemptUsed && practice.rank == nil && practice.of == 0)
    let official = try #require(board.finish(first.run, .alice, DailyTapes.heliCrash()).message)
    #expect(official.official && official.practice == nil && official.rank == 1 && official.of == 1)
    let rows = board.board("heli")
    #expect(rows.map(\.run) == [first.run, second.run] && rows.map(\.official) == [true, false])
  }

  @Test(
    "a start never sent used the attempt: its row is playing until the start expires, then unfinished, and later starts are practice",
    arguments: BoardHarness.kinds)
  func startNeverSent(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let attempt = try #require(board.start(.alice, "heli").message)
    #expect(attempt.attempt == .official)
    // Not an official result (no score, no rank), but the attempt: its state says so.
    let playing = BoardRow(
      rank: nil, run: attempt.run, name: "alice", score: nil, ticks: nil, official: false, state: .playing, tape: nil)
    #expect(board.board("heli") == [playing])
    board.clock.advance(seconds: 3_672 - 0.001)
    #expect(board.board("heli").map(\.state) == [.playing], "an hour and 72 s less a millisecond after its start")
    board.clock.advance(seconds: 0.002)
    var unfinished = playing
    unfinished.state = .unfinished
    #expect(board.board("heli") == [unfinished])
    let later = try #require(board.start(.alice, "heli").message)
    #expect(later.attempt == .practice && later.practice == .attemptUsed)
    #expect(board.finish(later.run, .alice, DailyTapes.heliCrash()).message?.official == false)
    #expect(board.finish(attempt.run, .alice, DailyTapes.heliCrash()).refused(.expired))
  }

  @Test(
    "a start the board hears of more than 2 s into its play is practice (startedLate) and leaves the attempt to the next start",
    arguments: BoardHarness.kinds)
  func lateStart(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let atTheBound = try #require(board.start(.bob, "puck", tick: 120).message)
    #expect(atTheBound.attempt == .official, "2 s into its play")
    let late = try #require(board.start(.alice, "puck", tick: 121).message)
    #expect(late.attempt == .practice && late.practice == .startedLate, "2 s and a tick")
    let next = try #require(board.start(.alice, "puck").message)
    #expect(next.attempt == .official)
    // A late start counts its time from when its play began, 121 ticks (2,016 ms) before: 2 s more may be played.
    let tape = DailyTapes.puckIdle()
    #expect(board.stream(late.run, .alice, tape, ticks: 0..<240).message?.tick == 240)
    #expect(board.stream(late.run, .alice, tape, ticks: 240..<241).refused(.tooFast))
    #expect(Set(board.board("puck").map(\.run)) == [atTheBound.run, next.run], "the attempts, being played")
  }

  @Test(
    "a start sent again with its key gives the same run back, as it stood; keys are each player's own",
    arguments: BoardHarness.kinds)
  func startKey(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let first = try #require(board.start(.alice, "heli", key: "alice-run-1").message)
    let second = try #require(board.start(.alice, "heli", key: "alice-run-2").message)
    board.clock.advance(seconds: 30)
    #expect(board.start(.alice, "heli", key: "alice-run-1").message == first)
    #expect(board.start(.alice, "heli", key: "alice-run-2").message == second)
    #expect(second.attempt == .practice && second.run != first.run)
    let bobs = try #require(board.start(.bob, "heli", key: "alice-run-1").message)
    #expect(bobs.run != first.run && bobs.attempt == .official, "bob's own key, his own run")
    #expect(board.start(.alice, "puck", key: "alice-run-1").refused(.badKey), "a key is one run's")
    #expect(Set(board.board("heli").map(\.run)) == [first.run, bobs.run])
    #expect(try board.stored("runs") == 3)
  }

  @Test(
    "only today's daily starts on the board: yesterday's is notToday, tomorrow's dateToCome, and neither uses the attempt",
    arguments: BoardHarness.kinds)
  func otherDates(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let yesterday = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch - 1)!
    let tomorrow = CalendarDate(daysSinceEpoch: board.today.daysSinceEpoch + 1)!
    #expect(board.start(.alice, "heli", date: yesterday).refused(.notToday))
    #expect(board.start(.alice, "heli", date: tomorrow).refused(.dateToCome))
    #expect(board.board("heli", yesterday).isEmpty && board.board("heli", tomorrow).isEmpty)
    #expect(board.start(.alice, "heli").message?.attempt == .official)
  }

  @Test(
    "a player's official results on two dates, and of two games, are each their own", arguments: BoardHarness.kinds)
  func datesAndGamesApart(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let day = board.today
    let heli = try board.play(.alice, DailyTapes.heliCrash(day))
    let puck = try board.play(.alice, DailyTapes.puckIdle(day))
    #expect(heli.start.attempt == .official && heli.result.message?.rank == 1)
    #expect(puck.start.attempt == .official && puck.result.message?.rank == 1)
    board.clock.advance(seconds: 86_400)
    let next = try board.play(.alice, DailyTapes.heliCrash(board.today))
    #expect(next.start.attempt == .official && next.result.message?.official == true)
    #expect(next.result.message?.rank == 1 && next.result.message?.of == 1)
    #expect(board.board("heli", day).map(\.run) == [heli.start.run])
    #expect(board.board("heli").map(\.run) == [next.start.run] && board.board("heli").first?.official == true)
  }

  @Test(
    "eight first starts of a new player at once: one is the attempt, seven practice, none refused",
    arguments: BoardHarness.kinds)
  func startsAtOnce(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind) { $0.threads = 8 }
    let attempts = LockedValue<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let started = board.start(.alice, "heli", key: "at-once-\(index)")
      attempts.withLock { $0.append(started.message?.attempt.rawValue ?? "\(started)") }
    }
    let all = attempts.withLock { $0 }
    #expect(all.filter { $0 == "official" }.count == 1 && all.filter { $0 == "practice" }.count == 7, "\(all)")
  }
}
