import ArcadeCore
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens
@testable import ArcadeStorage

/// The scripted counter run of `counterRecording` (won with 30 at tick 25, 40 ticks), as a daily challenge of
/// `date`: its date's seed and the default parameters.
func counterDaily(_ date: CalendarDate, presses: [Int] = [5, 15, 25]) -> Tape {
  let seed = DailySeed.seed(game: "counter", date: date)
  let defaults = CounterGame.info.parameters.defaults
  var recorder = TapeRecorder(
    CounterGame(parameters: defaults, seed: seed),
    header: Tape.header(CounterGame.self, seed: seed, mode: .daily(date), parameters: defaults), checkpointInterval: 10)
  for tick in 1...40 {
    var input = TickInput()
    if presses.contains(tick) { input.pressed.insert(.action) }
    recorder.step(input)
  }
  return recorder.finishedTape
}

@Suite("daily challenges, ghosts and verifiable results on the command line")
struct ChallengeCommandTests {
  let harness: Harness
  let today = Harness.today
  init() throws { harness = try Harness() }

  @Test("daily --list prints GAME DATE SEED for each game: today's (UTC) or --date's, the published seeds")
  func list() throws {
    var real = try Harness()
    real.games = Catalog.entries
    let run = real.run("daily", "--list", "--date", "2026-12-02")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines.map { String($0.prefix { $0 != " " }) } == Catalog.ids, "one line per game, in the catalog's order")
    for published in [
      "frog 2026-12-02 926166605", "puck 2026-12-02 505042492", "heli 2026-12-02 110209668",
      "hundreds 2026-12-02 678991374",
    ] {
      #expect(run.outLines.contains(published))
    }
    let seeds = Catalog.ids.map { "\($0) 2026-12-03 \(DailySeed.seed(game: $0, date: CalendarDate("2026-12-03")!))" }
    #expect(real.run("daily", "--list", "--date=2026-12-03").outLines == seeds)
    #expect(real.run("daily", "--date=2026-12-03").outLines == seeds, "listing is all daily does: --list may go")
    #expect(
      harness.run("daily", "--list").outLines == [
        "counter 2026-12-02 \(DailySeed.seed(game: "counter", date: today))",
        "plain 2026-12-02 \(DailySeed.seed(game: "plain", date: today))",
      ])
  }

  @Test(
    "a bad date and the daily flags misused are each one line naming the fix, exit 2",
    arguments: [
      (["daily", "--list", "--date", "2026-2-30"], "--date 2026-2-30 is not written YYYY-MM-DD (e.g. 2026-12-06)"),
      (["daily", "--date", "2026-02-30"], "--date 2026-02-30 does not exist: February 2026 has 28 days"),
      (["daily", "--date", "2024-02-30"], "--date 2024-02-30 does not exist: February 2024 has 29 days"),
      (["daily", "--date", "2026-04-31"], "--date 2026-04-31 does not exist: April 2026 has 30 days"),
      (["daily", "--date", "2026-13-01"], "--date 2026-13-01 does not exist: months go from 01 to 12"),
      (["daily", "--date", "2026-12-00"], "--date 2026-12-00 does not exist: days start at 01"),
      (
        ["daily", "--date", "1969-12-31"],
        "--date 1969-12-31 is outside the days a daily can have, 1970-01-01 to 9999-12-31"
      ),
      (["play", "counter", "--date", "2026-12-01"], "--date picks the day of a daily challenge; add --daily"),
      (["play", "counter", "--daily", "--seed", "3"], "a daily challenge is played with its date's seed; drop --seed"),
      (
        ["play", "counter", "--daily", "--lives", "4"],
        "a daily challenge is played with the default parameters; drop --lives"
      ),
      (
        ["play", "counter", "--daily", "--date", "12/02/2026"],
        "--date 12/02/2026 is not written YYYY-MM-DD (e.g. 2026-12-06)"
      ),
      (
        ["replay", "--best", "counter", "--daily", "2026-02-30"],
        "--daily 2026-02-30 does not exist: February 2026 has 28 days"
      ),
      (["replay", "--best", "counter", "--level", "4"], "--level must be one of counter's levels, 1 to 1 (got 4)"),
      (
        ["replay", "x.tape", "--arcade"],
        "--arcade picks which best run --best GAME replays; add --best GAME, or drop --arcade"
      ),
    ])
  func refused(arguments: [String], message: String) {
    let run = harness.run(arguments)
    #expect(run.status == 2 && run.out == "")
    #expect(run.err == "arcade: \(message)\n")
    #expect(harness.recorder.plays.isEmpty)
  }

  @Test("play --daily plays today's daily (its date's seed, the default parameters); --date another day's")
  func playDaily() throws {
    #expect(harness.run("play", "counter", "--daily").status == 0)
    #expect(harness.run("play", "counter", "--daily", "--date", "2025-01-31").status == 0)
    let entry = try #require(harness.games.first)
    let setups = harness.recorder.plays.map(\.setup)
    #expect(setups == [entry.daily(today), entry.daily(CalendarDate("2025-01-31")!)])
    #expect(setups[0].seed == DailySeed.seed(game: "counter", date: today))
    #expect(harness.recorder.plays.allSatisfy { $0.ghost == nil })
  }

  @Test("--ghost best races your best kept run of the same daily or seed; with none it says how to make one")
  func ghostBest() throws {
    let none = harness.run("play", "counter", "--daily", "--ghost", "best")
    #expect(none.status == 1)
    #expect(
      none.err
        == "arcade: --ghost best: no kept run of counter's daily 2026-12-02 yet; finish one first (the same command without --ghost)\n"
    )
    let seeded = harness.run("play", "counter", "--seed", "42", "--lives", "4", "--ghost", "best")
    #expect(
      seeded.err
        == "arcade: --ghost best: no kept run of counter with seed 42 and these parameters yet; finish one first (the same command without --ghost)\n"
    )
    let short = counterDaily(today, presses: [5, 15])
    let fast = counterDaily(today)
    for tape in [short, fast] {
      let end = try #require(tape.end)
      let entry = ScoreEntry(
        game: "counter", score: end.score, status: end.status, table: .daily(today), seed: tape.seed, ticks: end.tick)
      _ = harness.storage.record(entry, tape: tape)
    }
    #expect(harness.run("play", "counter", "--daily", "--ghost", "best").status == 0)
    let play = try #require(harness.recorder.plays.first)
    #expect(play.setup.mode == .daily(today) && play.ghost?.source == .best)
    #expect(play.ghost?.races(fast) == true, "the better of the two: 30 (the other scored 20)")
    #expect(harness.run("play", "counter", "--seed", "42", "--ghost", "best").status == 1, "another table")
  }

  @Test("--ghost TAPE: your run takes the tape's seed, mode and parameters; flags that disagree are refused")
  func ghostTape() throws {
    var recorder = TapeRecorder<CounterGame>(
      parameters: try CounterGame.info.parameters.values(from: [("lives", "4")]), seed: 9)
    recorder.step(TickInput())
    let classic = try harness.folder.write("classic.tape", recorder.finishedTape.text)
    let daily = try harness.folder.write("daily.tape", counterDaily(CalendarDate("2026-11-30")!).text)
    let entry = try #require(harness.games.first)
    #expect(harness.run("play", "counter", "--ghost", classic, "--lives", "4", "--seed", "9").status == 0)
    #expect(harness.run("play", "counter", "--ghost", daily).status == 0)
    #expect(harness.run("play", "counter", "--daily", "--ghost", daily).status == 0)
    let plays = harness.recorder.plays
    #expect(
      plays.map(\.setup.seed) == [
        9, DailySeed.seed(game: "counter", date: CalendarDate("2026-11-30")!), plays[1].setup.seed,
      ])
    #expect(plays[0].setup.parameters[CounterGame.lives] == 4 && plays[0].ghost?.source == .tape(classic))
    #expect(plays[1].setup == entry.daily(CalendarDate("2026-11-30")!) && plays[2].setup == plays[1].setup)
    let conflicts = [
      (["--seed", "8"], "--ghost \(classic) has seed 9, not 8; drop --seed"),
      (["--lives", "3"], "--ghost \(classic) plays --lives 4, not 3; drop --lives"),
      (["--daily"], "--ghost \(classic) is not a daily challenge's tape; drop --daily"),
    ]
    for (flags, message) in conflicts {
      let run = harness.run(["play", "counter", "--ghost", classic] + flags)
      #expect(run.status == 2)
      #expect(run.err == "arcade: \(message) to race it (your run takes the tape's seed, mode and parameters)\n")
    }
    let otherDay = harness.run("play", "counter", "--daily", "--date", "2026-12-01", "--ghost", daily)
    #expect(
      otherDay.err.hasPrefix("arcade: --ghost \(daily) is the daily of 2026-11-30, not of 2026-12-01; drop --date"))
    let plain = harness.run("play", "plain", "--ghost", classic)
    #expect(
      plain.err
        == "arcade: --ghost \(classic) is a tape of counter, not of plain; race it with: arcade play counter --ghost \(classic)\n"
    )
    let missing = harness.run("play", "counter", "--ghost", harness.folder.path + "/none.tape")
    #expect(
      missing.status == 1
        && missing.err == "arcade: --ghost \(harness.folder.path)/none.tape: no such file; check the path\n")
    #expect(harness.recorder.plays.count == 3)
  }

  @Test(
    "verify's ok line names the game and the daily date first; a daily tape changed to another seed or parameters fails saying which"
  )
  func verifyDaily() throws {
    let tape = counterDaily(today)
    let good = try harness.folder.write("daily.tape", tape.text)
    var reseeded = tape
    reseeded.seed += 1
    let badSeed = try harness.folder.write("seed.tape", reseeded.text)
    var changed = tape
    changed.parameters[0].value = "5"
    let badParameters = try harness.folder.write("params.tape", changed.text)
    let run = harness.run("verify", good, badSeed, badParameters)
    #expect(run.status == 1)
    let daily = DailySeed.seed(game: "counter", date: today)
    #expect(
      run.outLines == [
        "ok counter daily 2026-12-02 score 30 won ticks 40 \(good)",
        "FAIL  \(badSeed)    this daily tape's seed \(daily + 1) is not the seed of counter's daily 2026-12-02 (\(daily))",
        "FAIL  \(badParameters)  this daily tape changes --lives; a daily run uses the default parameters",
      ])
  }

  @Test("verify's ok line names the seed and the parameters that differ from the defaults, then score, result, ticks")
  func verifyClassic() throws {
    let values = try CounterGame.info.parameters.values(from: [
      ("car-speed", "45.5"), ("lives", "3"), ("growth", "hold"),
    ])
    var recorder = TapeRecorder<CounterGame>(parameters: values, seed: 77)
    for _ in 1...5 { recorder.step(TickInput()) }
    let path = try harness.folder.write("custom.tape", recorder.finishedTape.text)
    let run = harness.run("verify", path)
    #expect(run.outLines == ["ok counter seed 77 car-speed=45.5 growth=hold score 0 playing ticks 5 \(path)"])
  }

  @Test(
    "scores --daily lists the official results by date, newest first, each with the day's best practice; nothing yet says how to play one; scores GAME says where they are"
  )
  func scoresDaily() {
    #expect(
      harness.run("scores", "--daily").outLines == [
        "no official daily results yet; play today's: arcade play GAME --daily"
      ])
    let earlier = CalendarDate("2026-11-30")!
    func daily(_ game: String, _ points: Int, _ date: CalendarDate) -> ScoreEntry {
      ScoreEntry(
        game: game, score: points, status: .lost, table: .daily(date), seed: 7, ticks: 3900,
        startedAt: date.daysSinceEpoch * 86_400 + 600)
    }
    _ = harness.storage.record(daily("counter", 20, earlier))
    _ = harness.storage.record(daily("counter", 50, earlier))  // practice
    _ = harness.storage.record(daily("plain", 5, today))
    _ = harness.storage.record(daily("counter", 130, today))
    let run = harness.run("scores", "--daily")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "2026-12-02", "  counter  130  lost  seed 7  1:05", "  plain    5    lost  seed 7  1:05", "",
        "2026-11-30", "  counter  20  lost  seed 7  1:05  best practice 50",
      ])
    #expect(harness.run("scores", "plain", "--daily").outLines == ["2026-12-02", "  plain  5  lost  seed 7  1:05"])
    #expect(
      harness.run("scores", "counter").outLines.last
        == "counter (Counter) daily: played on 2 days; arcade scores --daily lists the results")
    #expect(
      harness.run("scores", "plain").outLines.last
        == "plain (Plain) daily: played on 1 day; arcade scores --daily lists the results")
  }

  @Test("replay --best GAME watches your best kept run with the default parameters; none, or a TAPE too, is one line")
  func replayBest() throws {
    let none = harness.run("replay", "--best", "counter")
    #expect(none.status == 1)
    #expect(
      none.err
        == "arcade: no best run of counter (default or other parameters, or arcade mode) is kept yet; play one (arcade play counter), or pick another with --daily DATE (arcade scores --daily lists them)\n"
    )
    let tape = counterRecording().finishedTape
    _ = harness.storage.record(
      ScoreEntry(game: "counter", score: 30, status: .won, table: .standard, seed: 42, ticks: 40), tape: tape)
    #expect(harness.run("replay", "--best", "counter", "--no-mouse").status == 0)
    let watch = try #require(harness.recorder.watches.first)
    #expect(watch.tape == tape && watch.game == "counter" && watch.options.mouse == false)
    #expect(
      harness.run("replay", "x.tape", "--best", "counter").err
        == "arcade: give replay a TAPE or --best GAME, not both\n")
    #expect(
      harness.run("replay").err
        == "arcade: replay needs a TAPE or --best GAME; usage: arcade replay TAPE | --best GAME [FLAGS]\n")
  }

  @Test(
    "replay --best GAME picks any table: after only a daily and an arcade run, the arcade run; --daily DATE, --arcade, --level N and --seed N pick one"
  )
  func replayBestOfAnyTable() throws {
    var harness = try Harness()
    harness.games = Harness.gamesWithLevels
    let entry = harness.games[0]
    let daily = counterDaily(today)
    _ = harness.storage.record(
      ScoreEntry(
        game: "counter", score: daily.end!.score, status: daily.end!.status, table: .daily(today), seed: daily.seed,
        ticks: daily.end!.tick, startedAt: Harness.now),
      tape: daily)
    #expect(harness.run("replay", "--best", "counter").status == 1, "a daily is picked by its date only")
    let arcade = try ArcadeModeCommandTests.recordedRun(entry)
    let arcadeEnd = try #require(arcade.end)
    _ = harness.storage.record(
      ScoreEntry(
        game: "counter", score: arcadeEnd.score, status: arcadeEnd.status, table: .arcade, seed: 5,
        ticks: arcadeEnd.tick, levels: arcadeEnd.levels),
      tape: arcade)
    for arguments in [
      ["replay", "--best", "counter"], ["replay", "--best", "counter", "--arcade"],
      ["replay", "--best", "counter", "--level", "1"], ["replay", "--best", "counter", "--seed", "5"],
      ["replay", "--best", "counter", "--daily", "2026-12-02"],
    ] {
      #expect(harness.run(arguments).status == 0, "\(arguments)")
    }
    #expect(harness.recorder.watches.map(\.tape) == [arcade, arcade, arcade, arcade, daily])
    let other = harness.run("replay", "--best", "counter", "--level", "2")
    #expect(other.status == 1 && other.err.contains("no best run of counter in arcade from level 2 is kept yet"))
    #expect(harness.run("replay", "--best", "counter", "--seed", "6").status == 1)
    #expect(harness.run("replay", "--best", "counter", "--daily", "2026-12-01").status == 1)
  }

  @Test("--ghost best without --seed races your best kept run of the table, of any seed, and takes its seed")
  func ghostBestOfAnySeed() throws {
    let none = harness.run("play", "counter", "--ghost", "best")
    #expect(
      none.status == 1
        && none.err
          == "arcade: --ghost best: no kept run of counter yet; finish one first (the same command without --ghost)\n"
    )
    let tape = counterRecording(seed: 42).finishedTape
    _ = harness.storage.record(
      ScoreEntry(game: "counter", score: 30, status: .won, table: .standard, seed: 42, ticks: 40), tape: tape)
    #expect(harness.run("play", "counter", "--ghost", "best").status == 0)
    let play = try #require(harness.recorder.plays.first)
    #expect(play.setup.seed == 42 && play.setup.mode == .classic && play.ghost?.races(tape) == true)
    #expect(harness.run("play", "counter", "--lives", "4", "--ghost", "best").status == 1, "other parameters")
  }

  @Test(
    "a broken clock (before 1970 or after 9999) has no today: the daily says so in one line and is refused; --date still plays"
  )
  func brokenClock() throws {
    for seconds in [-1, 253_402_300_800] {
      var broken = try Harness()
      broken.now = { seconds }
      let expected =
        "arcade: the system clock reads a time outside 1970-01-01 to 9999-12-31, so there is no today for the daily challenge; set the clock, or name a day with --date YYYY-MM-DD (played as practice)\n"
      for arguments in [["play", "counter", "--daily"], ["daily"], ["daily", "--list"]] {
        let run = broken.run(arguments)
        #expect(run.status == 2 && run.err == expected, "\(arguments): \(run.err)")
      }
      #expect(broken.run("play", "counter", "--daily", "--date", "2026-12-02").status == 0)
      #expect(broken.recorder.plays.count == 1)
    }
    #expect(CalendarDate(utcSeconds: 253_402_300_799) == CalendarDate("9999-12-31"), "the last second there is")
    #expect(CalendarDate(utcSeconds: 0) == CalendarDate("1970-01-01"))
  }

  @Test("verify says practice after a daily tape's date only when that date is still to come; else nothing about it")
  func verifyPractice() throws {
    let future = counterDaily(CalendarDate("2026-12-03")!)
    let todays = counterDaily(today)
    let past = counterDaily(CalendarDate("2019-06-01")!)
    let paths = try [future, todays, past].enumerated().map {
      try harness.folder.write("d\($0.offset).tape", $0.element.text)
    }
    let run = harness.run(["verify"] + paths)
    #expect(
      run.outLines == [
        "ok counter daily 2026-12-03 practice score 30 won ticks 40 \(paths[0])",
        "ok counter daily 2026-12-02 score 30 won ticks 40 \(paths[1])",
        "ok counter daily 2019-06-01 score 30 won ticks 40 \(paths[2])",
      ])
  }
}
