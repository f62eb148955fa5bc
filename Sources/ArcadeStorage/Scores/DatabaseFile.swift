import ArcadeCore
import ArcadeSQL
import Glibc

/// The scores database file: opened on first use, made and brought to the current schema, filled once from an
/// old `scores.txt`. A file SQLite finds damaged is kept aside under a new name and a fresh one started; a
/// symbolic link, a folder or a FIFO where the file should be is left alone and reported.
extension Storage {
  /// Runs `body` on the scores database. A damaged database met on the way is set aside and `body` runs once
  /// more on a fresh one; any other problem is the failure, one line saying what is wrong with the file.
  func withDatabase<T>(_ body: (SQLiteDatabase) throws(SQLError) -> T) -> Result<T, StorageError> {
    for attempt in 0..<2 {
      let database: SQLiteDatabase
      switch opened ?? open() {
      case .success(let open): database = open
      case .failure(let problem): return .failure(problem)
      }
      do {
        return .success(try body(database))
      } catch  where error.kind == .corrupt && attempt == 0 {
        // Only now, with SQLite reporting damage, is the whole file checked, to say what is wrong.
        let finding = database.damage() ?? error.message
        opened = nil
        if let problem = setAside(because: finding) { return .failure(problem) }
      } catch {
        return .failure(StorageError(describe(error)))
      }
    }
    return .failure(StorageError("the scores database \(databasePath.printable) is damaged again; it is left as it is"))
  }

  /// The lines about the database the player has not been told yet (an import, a damaged file set aside).
  public func takeNotes() -> [String] {
    defer { notes = [] }
    return notes
  }

  private func open() -> Result<SQLiteDatabase, StorageError> {
    let result = openFile()
    // Kept when it opened; a failure is tried again at the next use (another arcade may have been migrating it).
    if case .success = result { opened = result }
    return result
  }

  private func openFile() -> Result<SQLiteDatabase, StorageError> {
    let made = Posix.makeFolders(directory)
    guard made == 0 else {
      return .failure(StorageError("cannot use the data folder \(directory.printable) (\(Posix.describe(made)))"))
    }
    if let problem = fileProblem() { return .failure(problem) }
    for attempt in 0..<2 {
      do {
        let database = try SQLiteDatabase(path: databasePath)
        try database.migrate(ScoreSchema.migrations)
        notes += importLegacyScores(into: database)
        return .success(database)
      } catch  where error.kind == .corrupt && attempt == 0 {
        if let problem = setAside(because: error.message) { return .failure(problem) }
      } catch {
        return .failure(StorageError(describe(error)))
      }
    }
    return .failure(StorageError("the scores database \(databasePath.printable) cannot be made"))
  }

  /// What is wrong with what stands where the database and its journal files go, if anything: the arcade never
  /// writes through a symbolic link, and never opens a folder, a FIFO or a device as its database.
  private func fileProblem() -> StorageError? {
    for path in databaseFiles where Posix.isSymbolicLink(path) {
      return StorageError(
        "\(path.printable) is a symbolic link; the arcade never writes through one and left it alone (remove it to keep scores)"
      )
    }
    switch Posix.kind(of: databasePath) {
    case .folder:
      return StorageError(
        "\(databasePath.printable) is a folder, not the scores database; it is left alone (move it to keep scores)")
    case .other:
      return StorageError(
        "\(databasePath.printable) is not a regular file (a FIFO or a device); it is left alone (move it to keep scores)"
      )
    case .file, .missing:
      return nil
    }
  }

  /// The database file and the journal files SQLite keeps beside it.
  private var databaseFiles: [String] { ["", "-wal", "-shm", "-journal"].map { databasePath + $0 } }

  /// Moves a damaged database (and its journal files) to `arcade.sqlite.corrupt-N`, the first free N, and notes it;
  /// the failure when it cannot be moved.
  private func setAside(because finding: String) -> StorageError? {
    var n = 1
    while Posix.exists("\(databasePath).corrupt-\(n)") { n += 1 }
    let aside = "\(databasePath).corrupt-\(n)"
    let problem = "the scores database \(databasePath.printable) is damaged (\(finding.printable))"
    guard rename(databasePath, aside) == 0 else {
      return StorageError("\(problem); cannot move it aside (\(Posix.describe(errno)))")
    }
    for suffix in ["-wal", "-shm", "-journal"] { _ = rename(databasePath + suffix, aside + suffix) }
    notes.append("\(problem); kept it as \(aside.printable) and started a fresh one")
    return nil
  }

  /// One line for a database error, naming the file and, for a folder that cannot be written, why.
  func describe(_ error: SQLError) -> String {
    let file = databasePath.printable
    switch error.kind {
    case .full: return "the disk is full, or the file-size limit reached, writing \(file) (\(error.message))"
    case .busy: return "the scores database \(file) was busy (another arcade writing) past the 5 s it waits"
    case .cannotOpen where access(directory, W_OK) != 0:
      return "the scores database \(file) cannot be written: the data folder is read-only (\(error.message))"
    default: return "the scores database \(file) cannot be used (\(error.message))"
    }
  }
}
