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

extension RunSetup {
  /// The parameters that differ from the game's defaults, `name=value` each, in declaration order, separated by
  /// spaces: what the scores keep of a custom run's parameters ("" for the defaults).
  public func changedParameters(from info: GameInfo) -> String {
    let changed = parameters.changed(from: info.parameters)
    return parameters.entries.filter { changed.contains($0.name) }.map { "\($0.name)=\($0.value.text)" }
      .joined(separator: " ")
  }
}
