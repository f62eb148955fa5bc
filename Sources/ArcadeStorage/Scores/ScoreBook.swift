/// Everything the scores file holds: the best scores of every table, and for each game the highest arcade
/// level a run has started. Read and written whole, under the scores lock, so both change atomically.
public struct ScoreBook: Sendable, Equatable {
  public var entries: [ScoreEntry]
  /// The games whose arcade runs have started a level past the first, in game id order.
  public var reached: [LevelReached]

  public init(entries: [ScoreEntry] = [], reached: [LevelReached] = []) {
    self.entries = entries
    self.reached = reached
  }

  /// The highest level of `game` an arcade run has started; 1 (the first level is always open) when none.
  public func levelReached(game: String) -> Int {
    reached.first { $0.game == game }?.level ?? 1
  }

  /// Notes that an arcade run of `game` started `level`; true when that is higher than the game's reached level.
  mutating func reach(_ level: Int, game: String) -> Bool {
    guard level > levelReached(game: game) else { return false }
    reached.removeAll { $0.game == game }
    reached.append(LevelReached(game: game, level: level))
    reached.sort { $0.game < $1.game }
    return true
  }
}

/// How far a game's arcade runs have gone: the highest level one of them started (level 3 once level 2 was won).
public struct LevelReached: Sendable, Equatable {
  public var game: String
  public var level: Int

  public init(game: String, level: Int) {
    self.game = game
    self.level = level
  }
}
