import ArcadeCore
import Glibc

/// Tapes: named tapes in `tapes/` (the last one of each game is `GAME-last`), and the files the user
/// names with `--record`.
extension Storage {
  /// Saves a game's last tape as `tapes/GAME-last.tape` (replacing the previous *last* tape only);
  /// returns the path written, or a warning.
  public func saveLastTape(_ tape: Tape) -> Result<String, StorageError> {
    guard LegacyScoreFile.isGameID(tape.game) else {
      return .failure(StorageError("cannot save a tape of game '\(tape.game.printable)': not a game id"))
    }
    return saveTape(tape, named: "\(tape.game)-last", as: "the last tape")
  }

  /// Saves a tape as `tapes/NAME.tape`, replacing only the tape of that name; the name is lower-case
  /// letters, digits and dashes. Returns the path written, or a warning that calls the tape `what`.
  public func saveTape(_ tape: Tape, named name: String, as what: String = "the tape") -> Result<String, StorageError> {
    guard LegacyScoreFile.isGameID(name) else {
      return .failure(StorageError("cannot save \(what) as '\(name.printable)': not a tape name"))
    }
    let path = "\(tapesDirectory)/\(name).tape"
    // The arcade never writes outside its data folder through a link, nor replaces one the user made.
    for link in [tapesDirectory, path] where Posix.isSymbolicLink(link) {
      return .failure(
        StorageError("cannot save \(what): \(link.printable) is a symbolic link, left alone (remove it to keep tapes)"))
    }
    let made = Posix.makeFolders(tapesDirectory)
    guard made == 0 else {
      return .failure(StorageError("cannot save \(what) in \(tapesDirectory.printable) (\(Posix.describe(made)))"))
    }
    do {
      try AtomicFile.replace(path, with: tape.text)
    } catch {
      return .failure(StorageError("cannot save \(what) as \(path.printable) (\(Posix.describe(error.code)))"))
    }
    return .success(path)
  }

  /// Writes a tape where the user asked (`--record FILE`); never overwrites an existing file and
  /// never creates folders.
  public func saveTape(_ tape: Tape, to path: String) -> Result<String, StorageError> {
    saveNewFile(to: path, example: "run.tape") { $0.append(tape.text.utf8) }
  }

  /// Writes a new file as `produce` makes it (a cast); never overwrites an existing file. When
  /// `produce` cancels, nothing is left behind and the result is a failure the caller explains.
  public func saveNewFile(to path: String, example: String, _ produce: (inout FileWriter) -> Void)
    -> Result<String, StorageError>
  {
    if let problem = checkNewFile(path, example: example) { return .failure(problem) }
    do {
      try AtomicFile.create(path, produce)
    } catch {
      return .failure(newFileError(path, code: error.code))
    }
    return .success(path)
  }

  /// Whether `saveTape(_:to:)` could write `path`, asked before a game starts so a run is not lost
  /// at its end; `example` is a file name to suggest.
  public func checkNewFile(_ path: String, example: String = "run.tape") -> StorageError? {
    guard !path.isEmpty else { return StorageError("the file name is empty; give a file name, e.g. \(example)") }
    if Posix.kind(of: path) == .folder || path.hasSuffix("/") {
      let inside = path.hasSuffix("/") ? path + example : path + "/" + example
      return StorageError("\(path.printable) is a folder; give a file name, e.g. \(inside.printable)")
    }
    if Posix.exists(path) { return newFileError(path, code: EEXIST) }
    let folder = Posix.folder(of: path)
    switch Posix.kind(of: folder) {
    case .folder: break
    case .missing: return newFileError(path, code: ENOENT)
    default: return newFileError(path, code: ENOTDIR)
    }
    if access(folder, W_OK) != 0 { return newFileError(path, code: errno) }
    return nil
  }

  private func newFileError(_ path: String, code: Int32) -> StorageError {
    let file = path.printable
    let folder = Posix.folder(of: path).printable
    return switch code {
    case EEXIST: StorageError("\(file) already exists; choose another name (arcade never overwrites a file)")
    case ENOENT: StorageError("the folder \(folder) does not exist; create it first or choose another path")
    case ENOTDIR: StorageError("\(folder) is not a folder; choose another path for \(file)")
    default: StorageError("cannot write \(file) (\(Posix.describe(code))); choose a folder you can write to")
    }
  }
}
