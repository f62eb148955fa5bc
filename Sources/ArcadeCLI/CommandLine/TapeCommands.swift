import ArcadeCore
import ArcadeRuns
import ArcadeScreens
import ArcadeStorage
import Dispatch
import Foundation
import GameCatalog

/// `arcade verify TAPE...` and `arcade replay TAPE | --best GAME`.
enum TapeCommands {
  /// One verified tape's line: the ok line's words before the path, or why it failed.
  enum Outcome {
    case ok(String)
    case failed(String)
  }

  /// Replays every tape headless; one line each; exit 0 only when all verify. One tape that fails is one error
  /// line saying why; of several, each fails on a FAIL line, and a count follows.
  static func verify(_ parsed: ParsedArguments, _ context: CommandContext) -> Int32 {
    let paths = parsed.positionals
    if paths.count == 1 {
      switch check(paths[0], games: context.games, today: context.today) {
      case .ok(let words):
        context.console.out("ok \(words) \(paths[0].printable)")
        return 0
      case .failed(let why):
        context.console.error("\(paths[0].printable) did not verify: \(why)")
        return 1
      }
    }
    let width = paths.map { $0.printable.count }.max() ?? 0
    var failures = 0
    for (path, outcome) in zip(paths, checkAll(paths, games: context.games, today: context.today)) {
      let padded = path.printable.padded(to: width)
      switch outcome {
      case .ok(let words):
        context.console.out("ok \(words) \(path.printable)")
      case .failed(let why):
        failures += 1
        context.console.out("FAIL  \(padded)  \(why)")
      }
    }
    guard failures > 0 else { return 0 }
    context.console.error(
      "\(failures) of \(paths.count) tapes did not verify; see the FAIL line\(failures == 1 ? "" : "s") above")
    return 1
  }

  /// The outcomes in the order of the paths, checked a batch of one tape per core at a time, so the
  /// lines come out in order while a batch runs.
  static func checkAll(_ paths: [String], games: [CatalogEntry], today: CalendarDate?) -> some Sequence<Outcome> {
    let batch = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return stride(from: 0, to: paths.count, by: batch).lazy.flatMap { start in
      let slice = paths[start..<min(start + batch, paths.count)]
      var outcomes = [Outcome](repeating: .failed("not checked"), count: slice.count)
      outcomes.withUnsafeMutableBufferPointer { slots in
        // Each thread writes only its own slot.
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: slots.count) { i in
          slots[i] = check(slice[slice.startIndex + i], games: games, today: today)
        }
      }
      return outcomes
    }
  }

  /// Replays one tape as it is read, so memory does not grow with the tape.
  static func check(_ path: String, games: [CatalogEntry], today: CalendarDate?) -> Outcome {
    do {
      var (reader, entry) = try TapeLoader.open(path, games: games)
      let header = reader.header
      switch try entry.verifyReading(&reader) {
      case .verified(let end): return .ok(okWords(header, end, info: entry.info, today: today))
      case .diverged(let tick, let expected, let actual):
        return .failed("diverged at tick \(tick): expected \(expected.hex16), got \(actual.hex16)")
      case .outcomeDiffers(let expected, let actual):
        return .failed("outcome differs: expected \(describe(expected)), got \(describe(actual))")
      }
    } catch {
      return .failed(error.description.printable)
    }
  }

  private static func describe(_ end: TapeEnd) -> String {
    "\(end.status.rawValue) with score \(end.score) at tick \(end.tick)"
  }

  /// What a verified tape's ok line says before its path: the game, how the run was set up (a daily's date; an
  /// arcade run's levels played; else the seed and the parameters that differ from the defaults), the score, the
  /// result and the ticks, then an arcade run's seed. `heli daily 2026-12-02 score 455 lost ticks 936`,
  /// `heli seed 42 gravity=200 score 90 lost ticks 200`, `puck arcade levels 1-3 score 2210 lost ticks 9000 seed 5`.
  /// A daily tape says `practice` after its date only when the tape proves it: its date is still to come (today is
  /// `today`, UTC), so no run of it can have been official yet; of any other, a tape cannot tell.
  static func okWords(_ header: Tape, _ end: TapeEnd, info: GameInfo, today: CalendarDate?) -> String {
    var words = [info.id]
    switch header.mode {
    case .daily(let date):
      words += ["daily", "\(date)"]
      if let today, date > today { words.append("practice") }
    case .classic:
      words += ["seed", "\(header.seed)"]
      if let values = try? info.parameters.values(from: header.parameters) {
        let changed = values.changed(from: info.parameters)
        words += values.entries.filter { changed.contains($0.name) }.map { "\($0.name)=\($0.value.text)" }
      }
    case .arcade(_, let start):
      let played = end.levels ?? start...start
      words += ["arcade", "levels", "\(played.lowerBound)-\(played.upperBound)"]
    }
    words += ["score", "\(end.score)", end.status.rawValue, "ticks", "\(end.tick)"]
    if case .arcade = header.mode { words += ["seed", "\(header.seed)"] }
    return words.joined(separator: " ").printable
  }

  /// Watches a tape in the terminal, after checking it can be played here at all.
  static func replay(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
    let options = try FrontEndOptions(parsed, environment: context.environment, config: context.config)
    if parsed.has(.at) && parsed.has(.cast) {
      throw CommandError("--at starts the replay paused on the screen, and a cast has no pause; give one of them")
    }
    if let game = parsed.value(of: .best) {
      guard parsed.positionals.isEmpty else { throw CommandError("give replay a TAPE or --best GAME, not both") }
      return try replayBest(game, parsed, options, context)
    }
    for flag in [Flag.daily, .arcade, .level, .seed] where parsed.has(flag) {
      let name = flag.rawValue
      throw CommandError("--\(name) picks which best run --best GAME replays; add --best GAME, or drop --\(name)")
    }
    guard let path = parsed.positionals.first else {
      throw CommandError("replay needs a TAPE or --best GAME; usage: \(CommandTable.replay.usage)")
    }
    if let castPath = parsed.value(of: .cast) {
      return try writeCast(named: path, to: castPath, framesPerSecond: options.framesPerSecond, context) {
        () throws(LineError) in try TapeLoader.open(path, games: context.games)
      }
    }
    let (tape, entry): (Tape, CatalogEntry)
    do {
      var (reader, found) = try TapeLoader.open(path, games: context.games)
      (tape, entry) = (try Tape(reading: &reader), found)
    } catch {
      throw CommandError("\(path.printable): \(error.description.printable)", status: 1)
    }
    return try watch(tape, entry, parsed, options, context)
  }

  /// The replay on the screen, from the start or paused at `--at TICK`.
  private static func watch(
    _ tape: Tape, _ entry: CatalogEntry, _ parsed: ParsedArguments, _ options: FrontEndOptions,
    _ context: CommandContext
  ) throws(CommandError) -> Int32 {
    let at = try parsed.value(of: .at).map { (text: String) throws(CommandError) -> Int in
      guard let tick = Int(text), (0...tape.tickCount).contains(tick) else {
        throw CommandError("--at must be a tick of the tape, 0 to \(tape.tickCount) (got \(text.printable(limit: 20)))")
      }
      return tick
    }
    return context.launcher.watch(tape, entry, options, context.storage, nil, at)
  }

  /// `arcade replay --best GAME [--daily DATE | --arcade | --level N] [--seed N]`: your best kept run of the game
  /// in that table (of that seed); without a table, of the default parameters, else in arcade mode, else of other
  /// parameters.
  private static func replayBest(
    _ id: String, _ parsed: ParsedArguments, _ options: FrontEndOptions, _ context: CommandContext
  ) throws -> Int32 {
    let entry = try context.game(id)
    let seed = try PlayCommand.seed(parsed)
    let level = try parsed.value(of: .level).map { (text: String) throws(CommandError) -> Int in
      guard let level = Int(text), (1...entry.levelCount).contains(level), entry.levels != nil else {
        throw CommandError("--level must be one of \(id)'s levels, 1 to \(entry.levelCount) (got \(text.printable))")
      }
      return level
    }
    let tables: [(ScoreTable, String)]
    if let text = parsed.value(of: .daily) {
      guard let date = CalendarDate(text) else {
        throw CommandError("--daily \(text.printable) \(CalendarDate.problem(with: text) ?? "is not a date")")
      }
      tables = [(.daily(date), "of \(id)'s daily \(date)")]
    } else if let level {
      tables = [(.arcade, "of \(id) in arcade from level \(level)")]
    } else if parsed.has(.arcade) {
      tables = [(.arcade, "of \(id) in arcade mode")]
    } else {
      tables = [(.standard, ""), (.arcade, ""), (.custom, "of \(id) (default or other parameters, or arcade mode)")]
    }
    for (table, _) in tables {
      let found = entry.bestKeptRun(in: table, seed: seed, scores: context.storage) { setup in
        guard let level else { return true }
        if case .arcade(_, let start) = setup.mode { return start == level }
        return false
      }
      guard let found else { continue }
      guard let castPath = parsed.value(of: .cast) else {
        return try watch(found.tape, entry, parsed, options, context)
      }
      let name = "your best run of \(id)"
      return try writeCast(named: name, to: castPath, framesPerSecond: options.framesPerSecond, context) {
        () throws(LineError) in (try TapeReader(text: found.tape.text), entry)
      }
    }
    let which = tables.last!.1 + (seed.map { " with seed \($0)" } ?? "")
    throw CommandError(
      "no best run \(which) is kept yet; play one (arcade play \(id)), or pick another with --daily DATE (arcade scores --daily lists them)",
      status: 1)
  }

  /// `arcade replay TAPE|--best GAME --cast FILE [--fps N]`: the replay as an asciicast v2 file, made without a
  /// terminal, read from the tape `open` opens (named `tapeName` in errors) and written to the file a frame at a time.
  private static func writeCast(
    named tapeName: String, to path: String, framesPerSecond: Int, _ context: CommandContext,
    open: () throws(LineError) -> (TapeReader, CatalogEntry)
  ) throws -> Int32 {
    var tapeError: LineError?
    var cast = Asciicast.Written()
    let saved = context.storage.saveNewFile(to: path, example: "run.cast") { out in
      do throws(LineError) {
        let (reader, entry) = try open()
        cast = try Asciicast.write(reader, entry: entry, framesPerSecond: framesPerSecond, to: &out)
      } catch {
        tapeError = error
        out.cancel()
      }
    }
    if let tapeError { throw CommandError("\(tapeName.printable): \(tapeError.description.printable)", status: 1) }
    if case .failure(let problem) = saved { throw CommandError(problem.description, status: 1) }
    let file = path.printable
    context.console.out(
      "wrote \(file): \(cast.frames) frames, \(Int(cast.seconds.rounded())) s (play it with: asciinema play \(file))")
    if let tick = cast.divergedAt {
      context.console.warning("the game differs from the tape at tick \(tick) (it was changed?); the cast stops there")
    }
    if cast.cut {
      context.console.warning(
        "the tape is longer than \(Asciicast.maxMinutes) minutes; the cast shows its first \(Asciicast.maxMinutes)")
    }
    return 0
  }
}
