import ArcadeCore
import ArcadeStorage
import GameCatalog
import Helicopter

#if canImport(Glibc)
  import Glibc
#endif

/// `ArcadeBench storage [--runs N] [--days D] [--arcade PATH] [--tsv]`: what a long daily history costs the player, side by
/// side in one run: an empty database against one of D days x 4 games x 3 runs (imported from a generated old
/// scores file, as a player of many dailies has). Each case opens the database afresh, as a new arcade does:
///   scores heli   `arcade scores heli` as a process (the release binary beside this one, or --arcade)
///   title card    what the daily's title card asks of the store (the level reached, your best run, the official)
///   end of run    recording a finished daily run with its tape (practice: the date has its official result)
/// Medians of wall time over N runs, the two databases interleaved; the ratio is history / empty.
func runStorageBench(_ arguments: [String]) {
  var runs = 41
  var days = 2_000
  var arcade = folder(of: CommandLine.arguments[0]) + "/arcade"
  let tsv = arguments.contains("--tsv")
  let pairs = arguments.filter { $0 != "--tsv" }
  for (flag, value) in flagPairs(pairs, usage: "storage [--runs N] [--days D] [--arcade PATH] [--tsv]") {
    switch flag {
    case "--runs": runs = Int(value) ?? runs
    case "--days": days = Int(value) ?? days
    case "--arcade": arcade = value
    default: fail("storage: unknown flag \(flag)")
    }
  }
  let root = "/tmp/arcade-storage-bench-\(getpid())"
  let empty = root + "/empty"
  let history = root + "/history"
  for folder in [empty, history] { mkdirAll(folder + "/arcade") }
  defer { _ = system("rm -rf '\(root)'") }
  writeTextFile(history + "/arcade/scores.txt", oldScoresFile(days: days))
  let imported = Storage(directory: history + "/arcade").levelReached(game: "heli", levels: 12).warnings
  guard imported.first?.hasPrefix("imported \(days * 12) scores") == true else { fail("import: \(imported)") }
  _ = Storage(directory: empty + "/arcade").levelReached(game: "heli", levels: 12)
  let today = CalendarDate(daysSinceEpoch: CalendarDate("2021-06-01")!.daysSinceEpoch + days - 1)!
  let heli = Catalog.entry(id: "heli")!
  let daily = heli.daily(today)
  var tape = Tape.header(HeliGame.self, seed: daily.seed, mode: .daily(today), parameters: daily.parameters)
  tape.append(TickInput(), count: 600)
  tape.end = TapeEnd(tick: 600, status: .lost, score: 40, hash: 1)

  let cases: [(name: String, run: (String) -> Void)] = [
    ("scores heli", { data in runProcess(arcade, ["scores", "heli"], dataHome: data) }),
    (
      "title card",
      { data in
        let storage = Storage(directory: data + "/arcade")
        _ = storage.levelReached(game: "heli", levels: heli.levelCount)
        _ = storage.keptTapes(game: "heli", table: .daily(today), seed: daily.seed)
        _ = storage.officialResult(game: "heli", date: today)
      }
    ),
    (
      "end of run",
      { data in
        let entry = ScoreEntry(
          game: "heli", score: 40, status: .lost, table: .daily(today), seed: daily.seed, ticks: 600,
          startedAt: today.daysSinceEpoch * 86_400 + 60)
        _ = Storage(directory: data + "/arcade").record(entry, tape: tape)
      }
    ),
  ]
  if tsv {
    print("case\tempty_ms\thistory_ms\trows\truns")
  } else {
    print("storage: \(days) days x 4 games x 3 runs = \(days * 12) runs vs an empty database, \(runs) runs each")
    print(pad("case", 14) + pad("empty ms", 11) + pad("history ms", 12) + "ratio")
  }
  for (name, run) in cases {
    var times: [String: [Double]] = [empty: [], history: []]
    for _ in 0..<runs {
      for data in [empty, history] {
        let start = wallSeconds()
        run(data)
        times[data]!.append((wallSeconds() - start) * 1000)
      }
    }
    let (a, b) = (median(times[empty]!), median(times[history]!))
    if tsv {
      print("\(name)\t\(a)\t\(b)\t\(days * 12)\t\(runs)")
      continue
    }
    print(
      pad(name, 14) + pad(String(format: "%.2f", a), 11) + pad(String(format: "%.2f", b), 12)
        + String(format: "%.2f", b / a))
  }
}

/// An old scores file of `days` days of dailies, each game three runs a day, the first official.
func oldScoresFile(days: Int) -> String {
  var lines = ["arcade-scores 2"]
  let first = CalendarDate("2021-06-01")!.daysSinceEpoch
  for day in 0..<days {
    let date = CalendarDate(daysSinceEpoch: first + day)!
    for game in Catalog.ids {
      let seed = DailySeed.seed(game: game, date: date)
      let score = 1_000 + day * 7 + game.count
      lines.append("\(game) \(score) lost daily-\(date) \(seed) 936 official")
      lines.append("\(game) \(score + 5) lost daily-\(date) \(seed) 1200")
      lines.append("\(game) \(score - 5) lost daily-\(date) \(seed) 700")
    }
  }
  return lines.joined(separator: "\n") + "\n"
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
