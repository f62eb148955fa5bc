import ArcadeCore
import ArcadeRuns
import ArcadeStorage

@testable import ArcadeScreens

/// The store the screens are given in tests: scores, their tapes and the last tapes kept in memory, in the
/// order they came (no table is cut to 10: `Storage` is tested for that).
final class FakeStore: ScoreKeeper, TapeKeeper {
  private(set) var scores: [ScoreEntry] = []
  /// The tape recorded with each score, in the same order.
  private(set) var scoreTapes: [Tape?] = []
  private(set) var tapes: [Tape] = []
  /// What every `keep` answers, to try the end alert's warnings.
  var tapeWarnings: [String] = []

  func record(_ score: ScoreEntry, tape: Tape?) -> ScoreRecording {
    let table = scores.filter { $0.game == score.game && $0.table == score.table }
    scores.append(score)
    scoreTapes.append(tape)
    return ScoreRecording(
      saved: true, rank: table.filter { $0.score >= score.score }.count + 1, previousBest: table.map(\.score).max(),
      warnings: [])
  }

  func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) {
    (Self.ranked(scores.filter { $0.game == game }), [])
  }

  func officialResult(game: String, date: CalendarDate) -> ScoreEntry? {
    scores.first { $0.game == game && $0.table == .daily(date) && $0.official }
  }

  func keptTapes(game: String, table: ScoreTable, seed: UInt64?) -> [Tape] {
    let kept = zip(scores, scoreTapes).filter {
      $0.0.game == game && $0.0.table == table && (seed == nil || $0.0.seed == seed)
    }
    return Self.ranked(kept.map(\.0)).compactMap { entry in kept.first { $0.0 == entry }?.1 }
  }

  /// Tables in order, each best first (older first on equal scores).
  private static func ranked(_ entries: [ScoreEntry]) -> [ScoreEntry] {
    entries.enumerated().sorted { a, b in
      (a.element.table, -a.element.score, a.offset) < (b.element.table, -b.element.score, b.offset)
    }.map(\.element)
  }

  func keep(_ tape: Tape) -> [String] {
    tapes.append(tape)
    return tapeWarnings
  }

  /// The highest arcade level reached of each game, as `recordLevelReached` left it (a game not listed: 1).
  var reached: [String: Int] = [:]

  func levelReached(game: String, levels: Int) -> Int { min(reached[game] ?? 1, levels) }

  func recordLevelReached(_ level: Int, game: String) -> [String] {
    reached[game] = max(level, reached[game] ?? 1)
    return []
  }

  /// The last tape kept of a game.
  func lastTape(_ game: String) -> Tape? { tapes.last { $0.game == game } }
}

/// The terminal as the screens see it, of a size the test sets; key releases only when `kitty`.
final class FakeTerminal: TerminalFacts {
  var size: (columns: Int, rows: Int)
  var kitty: Bool

  init(columns: Int = 80, rows: Int = 24, kitty: Bool = false) {
    size = (columns, rows)
    self.kitty = kitty
  }

  func supportsKittyKeyboard() -> Bool { kitty }
}

extension Ghost {
  /// Whether this ghost races the run of `tape`: the same header (game, seed, mode, parameters) and end line.
  func races(_ tape: Tape) -> Bool { header == tape.header && end == tape.end }
}
