import ArcadeCore
import ArcadeStorage
import GameCatalog

extension ScoreTable {
  /// The table a run's score goes in: its date's for a daily challenge, else the default parameters' or the
  /// others'.
  public init(_ setup: RunSetup, info: GameInfo) {
    switch setup.mode {
    case .daily(let date):
      self = .daily(date)
    case .classic, .arcade:
      // An arcade run's table of its own comes with the arcade front end; until then its default parameters'.
      self = setup.parameters.changed(from: info.parameters).isEmpty ? .standard : .custom
    }
  }
}
