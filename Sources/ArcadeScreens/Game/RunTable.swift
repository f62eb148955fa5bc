import ArcadeCore
import ArcadeStorage
import GameCatalog

extension ScoreTable {
  /// The table a run's score goes in: its date's for a daily challenge, the arcade table for an arcade run,
  /// else the default parameters' or the others'.
  public init(_ setup: RunSetup, info: GameInfo) {
    switch setup.mode {
    case .daily(let date):
      self = .daily(date)
    case .arcade:
      self = .arcade
    case .classic:
      self = setup.parameters.changed(from: info.parameters).isEmpty ? .standard : .custom
    }
  }
}
