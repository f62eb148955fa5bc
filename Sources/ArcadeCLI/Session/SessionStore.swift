import ArcadeCore
import ArcadeScreens
import ArcadeStorage

/// What one session keeps on disk for its screens: each round's score (and its tape while it is among the
/// best), each round's tape as its game's last tape, and the first round's tape also where `--record` asked (once: that file is never
/// overwritten). It remembers what to say once the terminal is restored: where the tapes went, and
/// every problem, which never stops play.
final class SessionStore: ScoreKeeper, TapeKeeper {
  let storage: Storage
  /// `--record FILE`, until it is written.
  private var recordPath: String?
  /// Lines for stderr after the session, in the order they happened (the saved tapes come last).
  private var notes: [String] = []
  /// What reading the scores met (a database set aside, an import), said with the next score on its end alert.
  private var unsaid: [String] = []
  /// The last tape saved for each game id.
  private var lastTapes: [String: String] = [:]

  /// Starts reading the scores database through for damage beside the session, so that the check has ended by
  /// the time a run is saved.
  init(storage: Storage, recordPath: String? = nil) {
    self.storage = storage
    self.recordPath = recordPath
    storage.startDamageCheck()
  }

  func record(_ score: ScoreEntry, tape: Tape?) -> ScoreRecording {
    var recording = storage.record(score, tape: tape)
    notes += recording.warnings
    recording.warnings = unsaid + recording.warnings
    unsaid = []
    return recording
  }

  func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) { storage.bestScores(game: game) }

  func keptTapes(game: String, table: ScoreTable, seed: UInt64?) -> [Tape] {
    storage.keptTapes(game: game, table: table, seed: seed)
  }

  func officialResult(game: String, date: CalendarDate) -> ScoreEntry? {
    storage.officialResult(game: game, date: date)
  }

  /// The level reached; a database that cannot be read reads as level 1 here, and is reported with the next score.
  func levelReached(game: String, levels: Int) -> Int {
    let (level, warnings) = storage.levelReached(game: game, levels: levels)
    for warning in warnings where !unsaid.contains(warning) && !notes.contains(warning) {
      unsaid.append(warning)
      notes.append(warning)
    }
    return level
  }

  func recordLevelReached(_ level: Int, game: String) -> [String] {
    let warnings = storage.recordLevelReached(level, game: game)
    notes += warnings
    return warnings
  }

  func keep(_ tape: Tape) -> [String] {
    var warnings: [String] = []
    switch storage.saveLastTape(tape) {
    case .success(let path): lastTapes[tape.game] = path
    case .failure(let error): warnings.append("could not save the last tape: \(error)")
    }
    if let path = recordPath {
      switch storage.saveTape(tape, to: path) {
      case .success(let written):
        recordPath = nil
        notes.append("tape recorded to \(written)")
      case .failure(let error): warnings.append("could not record the tape: \(error)")
      }
    }
    notes += warnings
    return warnings
  }

  /// What to print once the terminal is restored: the problems and the recorded tape, then where each
  /// game's last tape went.
  var afterwords: [String] {
    notes
      + lastTapes.sorted { $0.key < $1.key }.map { game, path in
        "last \(game) tape saved: \(path) (watch it with: arcade replay \(path))"
      }
  }
}
