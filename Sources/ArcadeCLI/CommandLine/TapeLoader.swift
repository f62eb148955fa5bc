import ArcadeCore
import GameCatalog

/// Opens tape files safely and finds their game: every way it can fail is one line, meant to
/// follow "PATH: ".
enum TapeLoader {
  /// Tapes are text, a few MB at most for hours of play; anything larger is refused unread.
  static let sizeLimit = 64 * 1024 * 1024

  /// The tape's reader, its header read, and its game, refusing another game, simulation version
  /// or tick rate up front. The rest of the tape is read as the reader is asked for it.
  static func open(_ path: String, games: [CatalogEntry]) throws(TapeError) -> (TapeReader, CatalogEntry) {
    let file = try reading { () throws(TextReadError) in try FileChunks(path, limit: sizeLimit) }
    let reader = try TapeReader { () throws(TapeError) in try reading(file.next) }
    let header = reader.header
    guard let entry = games.first(where: { $0.info.id == header.game }) else {
      let ids = Words.list(games.map(\.info.id), or: true)
      throw TapeError(line: nil, "this tape is for a game called \(header.game.quoted); this arcade plays \(ids)")
    }
    _ = try entry.makeFromTape(header)
    return (reader, entry)
  }

  /// What `read` returns, its failure put in a tape's words.
  private static func reading<T>(_ read: () throws(TextReadError) -> T) throws(TapeError) -> T {
    do {
      return try read()
    } catch {
      throw TapeError(line: nil, error.words.tape)
    }
  }

}
