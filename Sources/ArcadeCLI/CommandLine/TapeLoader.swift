import ArcadeCore
import GameCatalog

/// Reads a tape file safely and finds its game: every way it can fail is one line naming the file.
enum TapeLoader {
  /// Tapes are text, a few MB at most for hours of play; anything larger is refused unread.
  static let sizeLimit = 64 * 1024 * 1024

  /// Why a tape cannot be used, in words meant to follow "PATH: ".
  struct Problem: Error, Equatable {
    let text: String
  }

  /// The tape and its game, refusing another game, simulation version or tick rate up front.
  static func load(_ path: String, games: [CatalogEntry]) -> Result<(Tape, CatalogEntry), Problem> {
    let text: String
    switch TextFileReader.read(path, limit: sizeLimit) {
    case .success(let read): text = read
    case .failure(let error): return .failure(Problem(text: readProblem(error)))
    }
    let tape: Tape
    do {
      tape = try Tape(text: text)
    } catch {
      return .failure(Problem(text: error.description.printable))
    }
    guard let entry = games.first(where: { $0.info.id == tape.game }) else {
      let ids = Words.list(games.map(\.info.id), or: true)
      return .failure(
        Problem(text: "this tape is for a game called '\(tape.game.printable)'; this arcade plays \(ids)"))
    }
    do {
      _ = try entry.makeFromTape(tape)
    } catch {
      return .failure(Problem(text: error.description.printable))
    }
    return .success((tape, entry))
  }

  static func readProblem(_ error: TextReadError) -> String {
    switch error {
    case .missing: "no such file; check the path"
    case .permissionDenied: "permission denied; make the file readable"
    case .folder: "a folder, not a tape; give the path of a .tape file"
    case .notRegularFile: "not a regular file; give the path of a .tape file"
    case .tooBig(let bytes): "too big to be a tape (\(megabytes(bytes)) MB, the limit is 64 MB); check the path"
    case .notUTF8: "not text (not UTF-8), so not an arcade tape; check the path"
    case .other(let reason): "cannot read it (\(reason.printable))"
    }
  }

  /// "65.0".
  private static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
    return "\(tenths / 10).\(tenths % 10)"
  }
}
