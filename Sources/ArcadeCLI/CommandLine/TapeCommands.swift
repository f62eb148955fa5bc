import ArcadeCore
import ArcadeScreens
import Dispatch
import Foundation
import GameCatalog

/// `arcade verify TAPE...` and `arcade replay TAPE`.
enum TapeCommands {
  /// One verified tape's line: the ok line, or why it failed.
  enum Outcome {
    /// It verified: how it ended, and its header (game, seed, mode).
    case ok(TapeEnd, header: Tape)
    case failed(String)
  }

  /// Replays every tape headless; one line each; exit 0 only when all verify.
  static func verify(_ parsed: ParsedArguments, _ context: CommandContext) -> Int32 {
    let paths = parsed.positionals
    let width = paths.map { $0.printable.count }.max() ?? 0
    var failures = 0
    for (path, outcome) in zip(paths, checkAll(paths, games: context.games)) {
      let padded = path.printable.padded(to: width)
      switch outcome {
      case .ok(let end, let header):
        context.console.out("ok    \(padded)  " + okLine(end, header: header))
      case .failed(let why):
        failures += 1
        context.console.out("FAIL  \(padded)  \(why)")
      }
    }
    guard failures > 0 else { return 0 }
    let count = paths.count == 1 ? "the tape" : "\(failures) of \(paths.count) tapes"
    context.console.error("\(count) did not verify; see the FAIL line\(failures == 1 ? "" : "s") above")
    return 1
  }

  /// What the ok line says after the path: an arcade run names its game, the levels it played and its score first.
  static func okLine(_ end: TapeEnd, header: Tape) -> String {
    let status = end.status.rawValue.padded(to: 7)
    let hash = "hash \(end.hash.hex16)"
    if case .arcade = header.mode, let levels = end.levels {
      let played = "\(header.game) arcade levels \(levels.lowerBound)-\(levels.upperBound)"
      return "\(played)  score \(end.score)  \(status)  ticks \(end.tick)  \(hash)"
    }
    return "ticks \(end.tick)  \(status)  score \(end.score)  \(hash)"
  }

  /// The outcomes in the order of the paths, checked a batch of one tape per core at a time, so the
  /// lines come out in order while a batch runs.
  static func checkAll(_ paths: [String], games: [CatalogEntry]) -> some Sequence<Outcome> {
    let batch = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return stride(from: 0, to: paths.count, by: batch).lazy.flatMap { start in
      let slice = paths[start..<min(start + batch, paths.count)]
      var outcomes = [Outcome](repeating: .failed("not checked"), count: slice.count)
      outcomes.withUnsafeMutableBufferPointer { slots in
        // Each thread writes only its own slot.
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: slots.count) { i in
          slots[i] = check(slice[slice.startIndex + i], games: games)
        }
      }
      return outcomes
    }
  }

  /// Replays one tape as it is read, so memory does not grow with the tape.
  static func check(_ path: String, games: [CatalogEntry]) -> Outcome {
    do {
      var (reader, entry) = try TapeLoader.open(path, games: games)
      let header = reader.header
      switch try entry.verifyReading(&reader) {
      case .verified(let end): return .ok(end, header: header)
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

  /// Watches a tape in the terminal, after checking it can be played here at all.
  static func replay(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
    let options = try FrontEndOptions(parsed, environment: context.environment)
    let path = parsed.positionals[0]
    if let castPath = parsed.value(of: "cast") { return try writeCast(path, to: castPath, context) }
    do {
      var (reader, entry) = try TapeLoader.open(path, games: context.games)
      return context.launcher.watch(try Tape(reading: &reader), entry, options, context.storage)
    } catch {
      throw CommandError("\(path.printable): \(error.description.printable)", status: 1)
    }
  }

  /// `arcade replay TAPE --cast FILE`: the replay as an asciicast v2 file, made without a terminal,
  /// read from the tape and written to the file a frame at a time.
  private static func writeCast(_ tapePath: String, to path: String, _ context: CommandContext) throws -> Int32 {
    var tapeError: TapeError?
    var cast = Asciicast.Written()
    let saved = context.storage.saveNewFile(to: path, example: "run.cast") { out in
      do throws(TapeError) {
        let (reader, entry) = try TapeLoader.open(tapePath, games: context.games)
        cast = try Asciicast.write(reader, entry: entry, to: &out)
      } catch {
        tapeError = error
        out.cancel()
      }
    }
    if let tapeError { throw CommandError("\(tapePath.printable): \(tapeError.description.printable)", status: 1) }
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
