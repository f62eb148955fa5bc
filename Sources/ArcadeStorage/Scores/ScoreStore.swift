import ArcadeCore
import Glibc

/// Best scores: `scores.txt` in the data folder, changed only under `scores.lock`.
extension Storage {
  /// Adds a score to its table's best 10 under the lock (read, change, write a new file, rename), and keeps
  /// `tape` (the run that made it) beside it while it stays there (see `BestTapes.swift`). The first score
  /// of a daily table is the date's official result.
  public func record(_ entry: ScoreEntry, tape: Tape? = nil) -> ScoreRecording {
    let notSaved = "this score is not saved, but play goes on"
    let made = Posix.makeFolders(directory)
    guard made == 0 else {
      return .notSaved(["cannot use the data folder \(directory.printable) (\(Posix.describe(made))); \(notSaved)"])
    }
    let locked = FileLock.withExclusiveLock(lockPath, patience: lockPatience, interrupted: interrupted) {
      () -> ScoreRecording in
      var warnings: [String] = []
      var entries: [ScoreEntry] = []
      switch loadScores() {
      case .success(let loaded): entries = loaded
      case .failure(let problem):
        switch setAside(problem) {
        case .success(let warning): warnings.append(warning)
        case .failure(let warning): return .notSaved(["\(warning); \(notSaved)"])
        }
      }
      var entry = entry
      var daily: ScoreRecording.Daily? = nil
      if entry.table.date != nil {
        let official = entries.first { $0.game == entry.game && $0.table == entry.table && $0.official }
        entry.official = official == nil
        daily = official.map { .practice(official: $0.score) } ?? .official
      }
      let insertion = ScoreRanking.inserting(entry, into: entries)
      var madeTape = false
      if let tape, insertion.rank != nil || entry.official {
        switch keepBestTape(tape, of: entry) {
        case .success(let made): madeTape = made
        case .failure(let problem): warnings.append(problem.description)
        }
      }
      do throws(FileWriteError) {
        try AtomicFile.replace(scoresPath, with: ScoreFile.text(insertion.entries))
      } catch {
        if madeTape { unlink(bestTapePath(entry)) }
        warnings.append("cannot write \(scoresPath.printable) (\(Posix.describe(error.code))); \(notSaved)")
        return .notSaved(warnings)
      }
      warnings += pruneBestTapes(before: entries, after: insertion.entries)
      return ScoreRecording(
        saved: true, rank: insertion.rank, previousBest: insertion.previousBest, daily: daily, warnings: warnings)
    }
    switch locked {
    case .success(let recording): return recording
    case .failure(let error) where error.code == EWOULDBLOCK:
      return .notSaved([
        "scores not saved: \(error.path.printable) is locked by another arcade; this score (\(entry.score)) is lost, but play goes on"
      ])
    case .failure(let error) where error.code == EINTR:
      return .notSaved([
        "scores not saved: a signal came while \(error.path.printable) was locked by another arcade; this score (\(entry.score)) is lost"
      ])
    case .failure(let error):
      return .notSaved(["cannot lock \(error.path.printable) (\(Posix.describe(error.code))); \(notSaved)"])
    }
  }

  /// The best scores of a game: each of its tables in `ScoreTable` order, each best first. A damaged
  /// file is reported, and left for the next write to set aside.
  public func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) {
    switch loadScores() {
    case .success(let entries): return (ScoreRanking.best(of: game, in: entries), [])
    case .failure(let problem):
      return ([], ["\(problem); the next score keeps it aside as scores.corrupt-N and starts a fresh file"])
    }
  }

  /// The entries of the scores file; none when it does not exist yet.
  func loadScores() -> Result<[ScoreEntry], StorageError> {
    let file = scoresPath.printable
    do throws(TextReadError) {
      let text = try FileChunks.text(scoresPath, limit: ScoreFile.sizeLimit)
      do {
        return .success(try ScoreFile.parse(text))
      } catch {
        return .failure(StorageError("the scores file \(file) is damaged (\(error))"))
      }
    } catch .missing {
      return .success([])
    } catch {
      return .failure(StorageError("the scores file \(file) cannot be read (\(error.words.scores))"))
    }
  }

  /// Moves an unusable scores file to `scores.corrupt-N` (the first free N); called under the lock.
  private func setAside(_ problem: StorageError) -> Result<String, StorageError> {
    var n = 1
    while Posix.exists("\(directory)/scores.corrupt-\(n)") { n += 1 }
    let aside = "\(directory)/scores.corrupt-\(n)"
    guard rename(scoresPath, aside) == 0 else {
      return .failure(StorageError("\(problem); cannot move it aside (\(Posix.describe(errno)))"))
    }
    return .success("\(problem); kept it as \(aside.printable) and started a fresh scores file")
  }
}
