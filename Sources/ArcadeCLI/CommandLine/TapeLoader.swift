import ArcadeCore
import ArcadeStorage
import GameCatalog

/// Opens tape files and finds their game: every way it can fail is one line, meant to follow "PATH: ".
enum TapeLoader {
  /// The tape's reader, its header read, and its game, refusing another game, simulation version
  /// or tick rate up front. The rest of the tape is read as the reader is asked for it.
  static func open(_ path: String, games: [CatalogEntry]) throws(LineError) -> (TapeReader, CatalogEntry) {
    let reader = try TapeFile.reader(path)
    let header = reader.header
    guard let entry = games.first(where: { $0.info.id == header.game }) else {
      let ids = Words.list(games.map(\.info.id), or: true)
      throw LineError(line: nil, "this tape is for a game called \(header.game.quoted); this arcade plays \(ids)")
    }
    _ = try entry.makeFromTape(header)
    return (reader, entry)
  }
}
