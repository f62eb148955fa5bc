import ArcadeCore
import Glibc

/// The tapes of the best scores, kept in `best/` beside the scores so a best run can be raced as a ghost or
/// watched again. A tape is named after its score's line, `GAME-TABLE-SCORE-STATUS-SEED-TICKS.tape`
/// (`best/heli-daily-2026-12-02-455-lost-110209668-936.tape`), so the line finds it. It is written when its
/// score enters its table and deleted when the score falls out, so `best/` holds at most each table's 10
/// (and a daily's official run). Two equal lines share one tape: either is a run that made the line.
extension Storage {
  public var bestDirectory: String { directory + "/best" }

  /// Where the tape of a score's line is kept.
  public func bestTapePath(_ entry: ScoreEntry) -> String {
    "\(bestDirectory)/\(entry.game)-\(entry.table.rawValue)-\(entry.score)-\(entry.status.rawValue)-\(entry.seed)-\(entry.ticks).tape"
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

  /// Writes the tape of a score that entered its table (called under the scores lock). A tape already there
  /// for an equal line is kept as it is. Returns whether this call made the file (to undo if the scores
  /// file cannot be written), or a warning.
  func keepBestTape(_ tape: Tape, of entry: ScoreEntry) -> Result<Bool, StorageError> {
    let what = "this run's tape (kept to race it as a ghost); play goes on"
    let made = Posix.makeFolders(bestDirectory)
    guard made == 0 else {
      return .failure(StorageError("cannot keep \(what): \(bestDirectory.printable) (\(Posix.describe(made)))"))
    }
    let path = bestTapePath(entry)
    do throws(FileWriteError) {
      try AtomicFile.create(path) { $0.append(tape.text.utf8) }
      return .success(true)
    } catch let error where error.code == EEXIST {
      return .success(false)
    } catch {
      return .failure(StorageError("cannot keep \(what): \(path.printable) (\(Posix.describe(error.code)))"))
    }
  }

  /// Deletes the tapes of the lines that left the scores file (fell out of their table), unless an equal line
  /// stayed; returns warnings for tapes that could not be deleted.
  func pruneBestTapes(before: [ScoreEntry], after: [ScoreEntry]) -> [String] {
    var left = before
    for entry in after {
      if let i = left.firstIndex(of: entry) { left.remove(at: i) }
    }
    var warnings: [String] = []
    for entry in left where !after.contains(entry) {
      let path = bestTapePath(entry)
      if unlink(path) != 0 && errno != ENOENT {
        warnings.append(
          "cannot delete the tape of a score that left its table, \(path.printable) (\(Posix.describe(errno)))")
      }
    }
    return warnings
  }
}
