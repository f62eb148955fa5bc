import ArcadeCore
import ArcadeSQL
import Glibc

/// The scores database file: opened on first use, made and brought to the current schema, filled once from an
/// old `scores.txt`. Damage SQLite meets, or the damage check finds before a write, is salvaged: every readable row
/// carried into a fresh file, the damaged one kept under a new name (`Salvage.swift`). A symbolic link, a folder or
/// a FIFO where the file should be is left alone and reported.
extension Storage {
  /// Runs `body` on the scores database. Damage met on the way is salvaged and `body` runs once more on the fresh
  /// database; any other problem is the failure, one line saying what is wrong with the file.
  func withDatabase<T>(_ body: (SQLiteDatabase) throws(SQLError) -> T) -> Result<T, StorageError> {
    for attempt in 0..<2 {
      let outcome: Result<T, SQLError>
      switch opened ?? open() {
      case .success(let database): outcome = Result { () throws(SQLError) -> T in try body(database) }
      case .failure(let problem): return .failure(problem)
      }
      switch outcome {
      case .success(let value): return .success(value)
      case .failure(let error) where error.kind == .corrupt && attempt == 0:
        if let problem = replaceDamaged() { return .failure(problem) }
      case .failure(let error): return .failure(StorageError(describe(error)))
      }
    }
    return .failure(StorageError("the scores database \(databasePath.printable) is damaged again; it is left as it is"))
  }

  /// `withDatabase` for a write: the whole file is read through for damage first, once (the check a session
  /// started is waited for), so nothing is saved into a damaged file.
  func withCheckedDatabase<T>(_ body: (SQLiteDatabase) throws(SQLError) -> T) -> Result<T, StorageError> {
    if !checkedWhole, case .success = opened ?? open() {
      let finding = damageCheck.map { $0.wait() } ?? DamageCheck.damage(databasePath)
      damageCheck = nil
      if finding != nil, let problem = replaceDamaged() { return .failure(problem) }
      checkedWhole = true
    }
    return withDatabase(body)
  }

  /// Starts reading the database through for damage on a thread of its own (a session does, as it starts), so
  /// that the first write does not wait for it.
  public func startDamageCheck() {
    guard !checkedWhole, damageCheck == nil, case .success = opened ?? open() else { return }
    damageCheck = DamageCheck(path: databasePath)
  }

  /// Reads the database through for damage now (or waits for the check already started), and salvages it when
  /// it is damaged; returns the lines to tell the player.
  public func checkForDamage() -> [String] {
    unwrap(withCheckedDatabase { _ in () }, or: ()).1
  }

  /// The lines about the database the player has not been told yet (an import, a damaged file salvaged).
  public func takeNotes() -> [String] {
    defer { notes = [] }
    return notes
  }

  /// Salvages the damaged database, once no connection of this arcade is open on it.
  private func replaceDamaged() -> StorageError? {
    _ = damageCheck?.wait()
    damageCheck = nil
    opened = nil
    guard let problem = salvageDamaged() else {
      checkedWhole = true
      return nil
    }
    return problem
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
        if let problem = salvageDamaged() { return .failure(problem) }
        checkedWhole = true
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
