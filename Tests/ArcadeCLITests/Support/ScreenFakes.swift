import ArcadeCore
import ArcadeStorage

@testable import ArcadeScreens

/// The store the screens are given in tests: scores and tapes kept in memory, in the order they came.
final class FakeStore: ScoreKeeper, TapeKeeper {
  private(set) var scores: [ScoreEntry] = []
  private(set) var tapes: [Tape] = []
  /// What every `keep` answers, to try the end alert's warnings.
  var tapeWarnings: [String] = []

  func record(_ score: ScoreEntry) -> ScoreRecording {
    let table = scores.filter { $0.game == score.game && $0.table == score.table }.map(\.score)
    scores.append(score)
    return ScoreRecording(
      saved: true, rank: table.filter { $0 >= score.score }.count + 1, previousBest: table.max(), warnings: [])
  }

  func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String]) {
    (
      ScoreTable.allCases.flatMap { table in
        scores.filter { $0.game == game && $0.table == table }.sorted { $0.score > $1.score }
      }, []
    )
  }

  func keep(_ tape: Tape) -> [String] {
    tapes.append(tape)
    return tapeWarnings
  }

  /// The highest arcade level reached of each game, as `recordLevelReached` left it (a game not listed: 1).
  var reached: [String: Int] = [:]

  func levelReached(game: String) -> Int { reached[game] ?? 1 }

  func recordLevelReached(_ level: Int, game: String) -> [String] {
    reached[game] = max(level, levelReached(game: game))
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
