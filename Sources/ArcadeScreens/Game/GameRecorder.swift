import ArcadeCore
import GameCatalog

/// A `TapeRecorder` of a game whose type is only known as `any Game`.
protocol AnyGameRecorder {
  var anyGame: any Game { get }
  var finishedTape: Tape { get }
  mutating func step(_ input: TickInput) -> TickEvents
}

extension TapeRecorder: AnyGameRecorder {
  var anyGame: any Game { game }
}

extension CatalogEntry {
  /// A recorder for the entry's game type (opened from a freshly made game).
  func recorder(parameters: ParameterValues, seed: UInt64) -> any AnyGameRecorder {
    func open<G: Game>(_: G) -> any AnyGameRecorder { TapeRecorder<G>(parameters: parameters, seed: seed) }
    return open(make(parameters, seed))
  }
}
