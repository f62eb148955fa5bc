import ArcadeCore
import Glibc

/// Best scores and the arcade levels reached: `scores.txt` in the data folder, changed only under `scores.lock`.
extension Storage {
  /// Adds a score to its table's best 10 under the lock (read, change, write a new file, rename), and keeps
  /// `tape` (the run that made it) beside it while it stays there (see `BestTapes.swift`). The first score
  /// of a daily table is the date's official result.
  public func record(_ entry: ScoreEntry, tape: Tape? = nil) -> ScoreRecording {
    var entry = entry
    let change = changeBook(notSaved: "this score is not saved", lost: "this score (\(entry.score)) is lost") {
      book -> (rank: Int?, previousBest: Int?, daily: ScoreRecording.Daily?) in
      var daily: ScoreRecording.Daily? = nil
      if entry.table.date != nil {
        let official = book.entries.first { $0.game == entry.game && $0.table == entry.table && $0.official }
        entry.official = official == nil
        daily = official.map { .practice(official: $0.score) } ?? .official
      }
      let insertion = ScoreRanking.inserting(entry, into: book.entries)
      book.entries = insertion.entries
      return (insertion.rank, insertion.previousBest, daily)
    } written: { done in
      guard let tape, done.rank != nil || entry.official else { return [] }
      return keepBestTape(tape, of: entry).map { [$0] } ?? []
    }
    guard let done = change.done else { return .notSaved(change.warnings) }
    return ScoreRecording(
      saved: true, rank: done.rank, previousBest: done.previousBest, daily: done.daily, warnings: change.warnings)
  }

  /// Notes that an arcade run of `game` started `level`, under the lock, when it is higher than the level
  /// reached so far (the file is left alone otherwise); returns warnings (nothing saved) or none.
  public func recordLevelReached(_ level: Int, game: String) -> [String] {
    guard level > 1 else { return [] }
    let what = "level \(level) of \(game) reached"
    return changeBook(notSaved: what + " is not saved", lost: what + " is not saved") {
      _ = $0.reach(level, game: game)
    }
    .warnings
  }

  /// The highest level of `game` an arcade run has started (1 when none has, or the file cannot be read: then
  /// with the warning).
  public func levelReached(game: String) -> (level: Int, warnings: [String]) {
    switch loadScores() {
    case .success(let book): return (book.levelReached(game: game), [])
    case .failure(let problem): return (1, [damagedNote(problem)])
    }
  }

  /// Changes the scores file under its lock: reads it (setting a damaged one aside), lets `change` edit it,
  /// and, when that changed it, writes a new file in its place by rename; then, still under the lock, lets
  /// `written` keep a best run's tape and deletes the tapes of the lines that left the file. `done` is what
  /// `change` returned, nil when nothing could be saved; `notSaved` and `lost` say what was not, in the warnings.
  private func changeBook<T>(
    notSaved: String, lost: String, _ change: (inout ScoreBook) -> T, written: (T) -> [String] = { _ in [] }
  ) -> (done: T?, warnings: [String]) {
    let goesOn = "\(notSaved), but play goes on"
    let made = Posix.makeFolders(directory)
    guard made == 0 else {
      return (nil, ["cannot use the data folder \(directory.printable) (\(Posix.describe(made))); \(goesOn)"])
    }
    let locked = FileLock.withExclusiveLock(lockPath, patience: lockPatience, interrupted: interrupted) {
      () -> (done: T?, warnings: [String]) in
      var warnings: [String] = []
      var book = ScoreBook()
      switch loadScores() {
      case .success(let loaded): book = loaded
      case .failure(let problem):
        switch setAside(problem) {
        case .success(let warning): warnings.append(warning)
        case .failure(let warning): return (nil, ["\(warning); \(goesOn)"])
        }
      }
      let before = book
      let done = change(&book)
      if book == before, warnings.isEmpty { return (done, []) }
      do throws(FileWriteError) {
        try AtomicFile.replace(scoresPath, with: ScoreFile.text(book))
      } catch {
        warnings.append("cannot write \(scoresPath.printable) (\(Posix.describe(error.code))); \(goesOn)")
        return (nil, warnings)
      }
      // Tapes after the scores: a line whose tape is missing is passed over, a tape without a line would stay.
      warnings += written(done)
      warnings += pruneBestTapes(before: before.entries, after: book.entries)
      return (done, warnings)
    }
    switch locked {
    case .success(let result): return result
    case .failure(let error) where error.code == EWOULDBLOCK:
      return (nil, ["scores not saved: \(error.path.printable) is locked by another arcade; \(lost), but play goes on"])
    case .failure(let error) where error.code == EINTR:
      return (
        nil, ["scores not saved: a signal came while \(error.path.printable) was locked by another arcade; \(lost)"]
      )
    case .failure(let error):
      return (nil, ["cannot lock \(error.path.printable) (\(Posix.describe(error.code))); \(goesOn)"])
    }
  }

  /// The best scores of a game: each of its tables in `ScoreTable` order, each best first. A damaged
  /// file is reported, and left for the next write to set aside.
  public func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) {
    switch loadScores() {
    case .success(let book): return (ScoreRanking.best(of: game, in: book.entries), [])
    case .failure(let problem): return ([], [damagedNote(problem)])
    }
  }

  private func damagedNote(_ problem: StorageError) -> String {
    "\(problem); the next score keeps it aside as scores.corrupt-N and starts a fresh file"
  }

  /// What the scores file holds; nothing when it does not exist yet.
  func loadScores() -> Result<ScoreBook, StorageError> {
    let file = scoresPath.printable
    do throws(TextReadError) {
      let text = try FileChunks.text(scoresPath, limit: ScoreFile.sizeLimit)
      do {
        return .success(try ScoreFile.parse(text))
      } catch {
        return .failure(StorageError("the scores file \(file) is damaged (\(error))"))
      }
    } catch .missing {
      return .success(ScoreBook())
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
