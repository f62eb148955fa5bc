import ArcadeCore
import GameCatalog
import TerminalUI

extension FrontEnd {
  /// Saves a game's tape as its last tape and, with `--record`, where the user asked. Called at the
  /// end of every round, however it ended. Problems become warnings, never failures.
  func saveTape(_ tape: Tape) {
    guard tape.tickCount > 0, let storage else { return }
    switch storage.saveLastTape(tape) {
    case .success(let path): lastTapes[tape.game] = path
    case .failure(let error): warn("could not save the last tape: \(error)")
    }
    if let path = options.recordPath, !recordWritten {
      switch storage.saveTape(tape, to: path) {
      case .success(let written):
        recordWritten = true
        afterwords.append("tape recorded to \(written)")
      case .failure(let error): warn("could not record the tape: \(error)")
      }
    }
  }

  /// A storage problem: shown on the next end alert and printed after the terminal is restored.
  private func warn(_ line: String) {
    afterwords.append(line)
    notices.append("warning: " + line)
  }

  /// Warnings not yet shown on screen (the end alert takes them).
  func takeNotices() -> [String] {
    defer { notices.removeAll() }
    return notices
  }

  /// Records a finished game's score; returns lines for the end alert (the best-score note, warnings).
  func recordScore(
    entry: CatalogEntry, parameters: ParameterValues, status: GameStatus, score: Int, seed: UInt64, ticks: Int
  ) -> [String] {
    guard let storage else { return [] }
    let info = entry.info
    let custom = !parameters.changed(from: info.parameters).isEmpty
    let recording = storage.insert(
      ScoreEntry(game: info.id, score: score, status: status, customParameters: custom, seed: seed, ticks: ticks))
    var lines: [String] = []
    if recording.saved {
      lines.append(GameScreens.bestNote(score: score, previousBest: recording.previousBest, custom: custom))
      if custom { lines.append("(non-default parameters: kept apart, marked *)") }
    }
    lines += recording.warnings.map { "warning: \($0)" }
    afterwords += recording.warnings
    return lines
  }

  /// A seed for a new game: from the monotonic clock, stirred (only the choice of seed is random;
  /// the game itself is deterministic from it).
  static func freshSeed() -> UInt64 {
    var mix = SplitMix64(seed: SystemClock().nanoseconds())
    return mix.next() % 1_000_000_000
  }
}
