import ArcadeCore
import GameCatalog

/// Opens tape files safely and finds their game: every way it can fail is one line naming the file.
enum TapeLoader {
  /// Tapes are text, a few MB at most for hours of play; anything larger is refused unread.
  static let sizeLimit = 64 * 1024 * 1024

  /// Why a tape cannot be used, in words meant to follow "PATH: ".
  struct Problem: Error, Equatable {
    let text: String
  }

  /// The tape's reader, its header read, and its game, refusing another game, simulation version
  /// or tick rate up front. The rest of the tape is read as the reader is asked for it.
  static func open(_ path: String, games: [CatalogEntry]) -> Result<(TapeReader, CatalogEntry), Problem> {
    let file: FileChunks
    switch FileChunks.open(path, limit: sizeLimit) {
    case .success(let opened): file = opened
    case .failure(let error): return .failure(Problem(text: readProblem(error)))
    }
    let reader: TapeReader
    do {
      reader = try TapeReader { () throws(TapeError) -> [UInt8]? in
        switch file.next() {
        case .success(let chunk): return chunk
        case .failure(let error): throw TapeError(line: nil, readProblem(error))
        }
      }
    } catch {
      return .failure(Problem(text: error.description.printable))
    }
    let header = reader.header
    guard let entry = games.first(where: { $0.info.id == header.game }) else {
      let ids = Words.list(games.map(\.info.id), or: true)
      return .failure(Problem(text: "this tape is for a game called \(header.game.quoted); this arcade plays \(ids)"))
    }
    do {
      _ = try entry.makeFromTape(header)
    } catch {
      return .failure(Problem(text: error.description.printable))
    }
    return .success((reader, entry))
  }

  /// The whole tape in memory (for replays) and its game.
  static func load(_ path: String, games: [CatalogEntry]) -> Result<(Tape, CatalogEntry), Problem> {
    switch open(path, games: games) {
    case .success(var (reader, entry)):
      do {
        return .success((try Tape(reading: &reader), entry))
      } catch {
        return .failure(Problem(text: error.description.printable))
      }
    case .failure(let problem): return .failure(problem)
    }
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
