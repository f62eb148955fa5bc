import ArcadeCore
import GameCatalog

/// A `TapeRecorder` of a game whose type is only known as `any Game`.
protocol AnyGameRecorder {
  var anyGame: any Game { get }
  var finishedTape: Tape { get }
  mutating func step(_ input: TickInput)
}

extension TapeRecorder: AnyGameRecorder {
  var anyGame: any Game { game }
}

enum GameRecorder {
  /// A recorder for the catalog entry's game type (opened from a freshly made game).
  static func make(_ entry: CatalogEntry, parameters: ParameterValues, seed: UInt64) -> any AnyGameRecorder {
    open(entry.make(parameters, seed), parameters: parameters, seed: seed)
  }

  private static func open<G: Game>(_ game: G, parameters: ParameterValues, seed: UInt64) -> any AnyGameRecorder {
    TapeRecorder<G>(parameters: parameters, seed: seed)
  }
}
