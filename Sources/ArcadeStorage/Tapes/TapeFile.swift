import ArcadeCore

/// Tape files opened safely: a reader over the file, read a chunk at a time as its events are asked
/// for, so memory does not grow with the tape. Every way it can fail is one line, meant to follow "PATH: ".
public enum TapeFile {
  /// Tapes are text, a few MB at most for hours of play; anything larger is refused unread.
  public static let sizeLimit = 64 * 1024 * 1024

  /// The tape at `path`, its header read.
  public static func reader(_ path: String) throws(LineError) -> TapeReader {
    let file = try reading { () throws(TextReadError) in try FileChunks(path, limit: sizeLimit) }
    return try TapeReader { () throws(LineError) in try reading(file.next) }
  }

  /// The tape at `path`, its header read, and its end line read from the file's last bytes: what a ghost
  /// needs before its first tick (the reader then gives the events as the ghost steps).
  public static func readerAndEnd(_ path: String) throws(LineError) -> (TapeReader, TapeEnd?) {
    let file = try reading { () throws(TextReadError) in try FileChunks(path, limit: sizeLimit) }
    let end = TapeReader.end(ofTail: file.last(Tape.maxLineBytes))
    return (try TapeReader { () throws(LineError) in try reading(file.next) }, end)
  }

  /// What `read` returns, its failure put in a tape's words.
  private static func reading<T>(_ read: () throws(TextReadError) -> T) throws(LineError) -> T {
    do {
      return try read()
    } catch {
      throw LineError(line: nil, error.words.tape)
    }
  }
}
