import ArcadeCore
import ArcadeStorage
import GameCatalog
import Helicopter

#if canImport(Glibc)
  import Glibc
#endif

/// `ArcadeBench storage [--runs N] [--days D] [--per-day R] [--case NAME] [--arcade PATH] [--tsv]`: what a long daily history
/// costs the player, side by side in one run: an empty database against one of D days x 4 games x R runs, the
/// first of each day official with its tape (imported from a generated old scores file, as a player of many
/// dailies has). Each case opens the database afresh, as a new arcade does:
///   scores heli     `arcade scores heli` as a process (the release binary beside this one, or --arcade)
///   scores daily    `arcade scores --daily` as a process: every official result, by date
///   start-up        what a session asks of the store before play: the damage check started on its own thread,
///                   then what the daily's title card reads (the level reached, your best run, the official)
///   damage check    the whole file read through for damage (PRAGMA quick_check), on that thread while one plays
///   end of run      recording a finished daily run with its tape (official the first time, then practice),
///                   the damage check ended first, as it has in a session by the end of a run
/// Medians of wall time over N runs, the two databases interleaved; the ratio is history / empty. What a case
/// leaves running (the check it started) ends before the clock starts again.
func runStorageBench(_ arguments: [String]) {
  var runs = 41
  var days = 2_500
  var perDay = 10
  var only: String?
  var arcade = folder(of: CommandLine.arguments[0]) + "/arcade"
  let tsv = arguments.contains("--tsv")
  let pairs = arguments.filter { $0 != "--tsv" }
  let usage = "storage [--runs N] [--days D] [--per-day R] [--case NAME] [--arcade PATH] [--tsv]"
  for (flag, value) in flagPairs(pairs, usage: usage) {
    switch flag {
    case "--runs": runs = Int(value) ?? runs
    case "--days": days = Int(value) ?? days
    case "--per-day": perDay = max(1, Int(value) ?? perDay)
    case "--case": only = value
    case "--arcade": arcade = value
    default: fail("storage: unknown flag \(flag)")
    }
  }
  let root = "/tmp/arcade-storage-bench-\(getpid())"
  let empty = root + "/empty"
  let history = root + "/history"
  for folder in [empty, history] { mkdirAll(folder + "/arcade") }
  defer { _ = system("rm -rf '\(root)'") }
  let total = days * Catalog.ids.count * perDay
  writeOldScores(history + "/arcade", days: days, perDay: perDay)
  let imported = Storage(directory: history + "/arcade").levelReached(game: "heli", levels: 12).warnings
  guard imported.first?.hasPrefix("imported \(total) scores") == true else { fail("import: \(imported)") }
  _ = Storage(directory: empty + "/arcade").levelReached(game: "heli", levels: 12)
  // The history's files on the disk before the clock starts: a commit's sync must not wait behind their writing.
  sync()
  // Today is the day after the history's last: a player starts a new day with years of dailies behind them.
  let today = CalendarDate(daysSinceEpoch: CalendarDate("2021-06-01")!.daysSinceEpoch + days)!
  let heli = Catalog.entry(id: "heli")!
  let daily = heli.daily(today)
  let tape = dailyTape(heli, date: today)

  let cases = [
    StorageCase("scores heli") { _, data in runProcess(arcade, ["scores", "heli"], dataHome: data) },
    StorageCase("scores daily") { _, data in runProcess(arcade, ["scores", "--daily"], dataHome: data) },
    StorageCase(
      "start-up",
      run: { storage, _ in
        storage.startDamageCheck()
        _ = storage.levelReached(game: "heli", levels: heli.levelCount)
        _ = storage.keptTapes(game: "heli", table: .daily(today), seed: daily.seed)
        _ = storage.officialResult(game: "heli", date: today)
      }, finish: { _ = $0.checkForDamage() }),
    StorageCase("damage check") { storage, _ in _ = storage.checkForDamage() },
    StorageCase(
      "end of run", prepare: { _ = $0.checkForDamage() },
      run: { storage, _ in
        let entry = ScoreEntry(
          game: "heli", score: 40, status: .lost, table: .daily(today), seed: daily.seed, ticks: 600,
          startedAt: today.daysSinceEpoch * 86_400 + 60)
        _ = storage.record(entry, tape: tape)
      }),
  ]
  if tsv {
    print("case\tempty_ms\thistory_ms\trows\truns")
  } else {
    print("storage: \(days) days x 4 games x \(perDay) runs = \(total) runs vs an empty database, \(runs) runs each")
    print(pad("case", 14) + pad("empty ms", 11) + pad("history ms", 12) + "ratio")
  }
  for bench in cases where only == nil || bench.name == only {
    var times: [String: [Double]] = [empty: [], history: []]
    for _ in 0..<runs {
      for data in [empty, history] {
        let storage = Storage(directory: data + "/arcade")
        bench.prepare(storage)
        let start = wallSeconds()
        bench.run(storage, data)
        times[data]!.append((wallSeconds() - start) * 1000)
        bench.finish(storage)
      }
    }
    let (a, b) = (median(times[empty]!), median(times[history]!))
    if tsv {
      print("\(bench.name)\t\(a)\t\(b)\t\(total)\t\(runs)")
      continue
    }
    print(
      pad(bench.name, 14) + pad(String(format: "%.2f", a), 11) + pad(String(format: "%.2f", b), 12)
        + String(format: "%.2f", b / a))
  }
}

/// One case of the storage benchmark: `run` is timed, with the store of a new arcade (the data folder's path
/// beside it); `prepare` and `finish`, untimed, do what comes before it and end what it leaves running.
struct StorageCase {
  let name: String
  var prepare: (Storage) -> Void = { _ in }
  let run: (Storage, String) -> Void
  var finish: (Storage) -> Void = { _ in }

  init(
    _ name: String, prepare: @escaping (Storage) -> Void = { _ in }, run: @escaping (Storage, String) -> Void,
    finish: @escaping (Storage) -> Void = { _ in }
  ) {
    self.name = name
    self.prepare = prepare
    self.run = run
    self.finish = finish
  }
}

/// A daily's tape of 30 s with a press every few ticks: about the size of a real one (not a run that verifies).
func dailyTape(_ entry: CatalogEntry, date: CalendarDate) -> Tape {
  var tape = Tape(
    game: entry.info.id, simulationVersion: entry.info.simulationVersion, tickRate: Ticks.perSecond,
    seed: DailySeed.seed(game: entry.info.id, date: date), mode: .daily(date),
    parameters: entry.info.parameters.defaults.entries.map { ($0.name, $0.value.text) })
  for tick in 0..<1_800 { tape.append(tick % 11 < 4 ? TickInput(held: [.action]) : TickInput(), count: 1) }
  tape.end = TapeEnd(tick: 1_800, status: .lost, score: 40, hash: 1)
  return tape
}

/// An old scores file of `days` days of dailies, each game `perDay` runs a day, the first official with its tape
/// in `best/`, written into the data folder `directory`.
func writeOldScores(_ directory: String, days: Int, perDay: Int) {
  var lines = ["arcade-scores 2"]
  let first = CalendarDate("2021-06-01")!.daysSinceEpoch
  mkdirAll(directory + "/best")
  for day in 0..<days {
    let date = CalendarDate(daysSinceEpoch: first + day)!
    for game in Catalog.ids {
      let seed = DailySeed.seed(game: game, date: date)
      let score = 1_000 + day * 7 + game.count
      lines.append("\(game) \(score) lost daily-\(date) \(seed) 936 official")
      writeTextFile(
        "\(directory)/best/\(game)-daily-\(date)-\(score)-lost-\(seed)-936.tape",
        dailyTape(Catalog.entry(id: game)!, date: date).text)
      for run in 1..<perDay { lines.append("\(game) \(score + run * 5 - 25) lost daily-\(date) \(seed) \(700 + run)") }
    }
  }
  writeTextFile(directory + "/scores.txt", lines.joined(separator: "\n") + "\n")
}

func mkdirAll(_ path: String) { _ = system("mkdir -p '\(path)'") }

/// Runs a program to its end with XDG_DATA_HOME set, its output thrown away.
func runProcess(_ path: String, _ arguments: [String], dataHome: String) {
  let command = ([path] + arguments).map { "'\($0)'" }.joined(separator: " ")
  _ = system("XDG_DATA_HOME='\(dataHome)' \(command) >/dev/null 2>&1")
}

/// The folder of a path ("." for a bare name).
func folder(of path: String) -> String {
  guard path.contains("/") else { return "." }
  return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
}
