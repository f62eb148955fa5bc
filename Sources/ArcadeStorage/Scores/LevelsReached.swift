import ArcadeSQL

/// How far each game's arcade runs have gone: the highest level one of them started (level 3 once level 2 was
/// won). Kept in the database beside the runs.
extension Storage {
  /// Notes that an arcade run of `game` started `level`, when it is higher than the level reached so far;
  /// returns warnings (nothing saved) or none.
  public func recordLevelReached(_ level: Int, game: String) -> [String] {
    guard level > 1 else { return [] }
    let result = withCheckedDatabase { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) in try Self.raise(game, to: level, in: db) }
    }
    switch result {
    case .success: return takeNotes()
    case .failure(let problem):
      return takeNotes() + ["level \(level) of \(game) reached is not saved: \(problem); play goes on"]
    }
  }

  /// The highest level of `game` an arcade run has started, from 1 (also when none has, or the database cannot
  /// be read: then with the warning) to `levels`, the game's count of levels (a stored number past it, from a
  /// hand-edited file or another version's levels, reads as the last level).
  public func levelReached(game: String, levels: Int) -> (level: Int, warnings: [String]) {
    let result = withDatabase { (db) throws(SQLError) in
      try db.execute("SELECT level FROM levels_reached WHERE game = $1", .init(game)).first?.int("level") ?? 1
    }
    let (stored, warnings) = unwrap(result, or: 1)
    return (min(max(stored, 1), max(levels, 1)), warnings)
  }

  /// Raises the level `game` reached to `level` (never lowers it), in the caller's transaction.
  static func raise(_ game: String, to level: Int, in db: SQLiteDatabase) throws(SQLError) {
    try db.execute(
      """
      INSERT INTO levels_reached (game, level) VALUES ($1, $2)
      ON CONFLICT (game) DO UPDATE SET level = MAX(level, excluded.level)
      """, .init(game), .init(level))
  }
}
