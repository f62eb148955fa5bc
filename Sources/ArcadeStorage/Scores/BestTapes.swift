import ArcadeCore
import Glibc

/// The tapes of the best scores, kept in `best/` beside the scores so a best run can be raced as a ghost or
/// watched again. A tape is named after its score's line, `GAME-TABLE-SCORE-STATUS-SEED-TICKS.tape`, an
/// arcade run's table word followed by its levels (`best/heli-daily-2026-12-02-455-lost-110209668-936.tape`,
/// `best/heli-arcade-1-3-2210-lost-5-9000.tape`), so the line finds it. It is written when its score enters
/// its table and deleted when the score falls out, so `best/` holds at most each table's 10 (and a daily's
/// official run). Lines with the same name share one tape: either is a run that made the line.
extension Storage {
  public var bestDirectory: String { directory + "/best" }

  /// Where the tape of a score's line is kept.
  public func bestTapePath(_ entry: ScoreEntry) -> String {
    let levels = entry.levels.map { "-\($0.lowerBound)-\($0.upperBound)" } ?? ""
    return "\(bestDirectory)/\(entry.game)-\(entry.table.rawValue)\(levels)-\(entry.score)-\(entry.status.rawValue)"
      + "-\(entry.seed)-\(entry.ticks).tape"
  }

  /// The tapes kept beside a table's scores that have `seed` (any seed when nil), best first; tapes that are
  /// missing or cannot be read are passed over (a run whose tape could not be kept is not raced).
  public func keptTapes(game: String, table: ScoreTable, seed: UInt64? = nil) -> [Tape] {
    let entries = bestScores(game: game).scores.filter { $0.table == table && (seed == nil || $0.seed == seed) }
    return entries.compactMap { entry in
      let path = bestTapePath(entry)
      guard Posix.kind(of: path) == .file, var reader = try? TapeFile.reader(path) else { return nil }
      return try? Tape(reading: &reader)
    }
  }

  /// Writes the tape of a score that entered its table (called under the scores lock, after the scores file). A
  /// tape already there for a line of the same name is kept as it is. Returns a warning when it cannot be kept.
  func keepBestTape(_ tape: Tape, of entry: ScoreEntry) -> String? {
    let what = "this run's tape (kept to race it as a ghost); play goes on"
    let made = Posix.makeFolders(bestDirectory)
    guard made == 0 else {
      return "cannot keep \(what): \(bestDirectory.printable) (\(Posix.describe(made)))"
    }
    let path = bestTapePath(entry)
    do throws(FileWriteError) {
      try AtomicFile.create(path) { $0.append(tape.text.utf8) }
      return nil
    } catch let error where error.code == EEXIST {
      return nil
    } catch {
      return "cannot keep \(what): \(path.printable) (\(Posix.describe(error.code)))"
    }
  }

  /// Deletes the tapes of the lines that left the scores file (fell out of their table), unless a line of the
  /// same name stayed; returns warnings for tapes that could not be deleted.
  func pruneBestTapes(before: [ScoreEntry], after: [ScoreEntry]) -> [String] {
    let kept = after.map(bestTapePath)
    var warnings: [String] = []
    for path in before.map(bestTapePath) where !kept.contains(path) {
      if unlink(path) != 0 && errno != ENOENT {
        warnings.append(
          "cannot delete the tape of a score that left its table, \(path.printable) (\(Posix.describe(errno)))")
      }
    }
    return warnings
  }
}
