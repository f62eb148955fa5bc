import ArcadeSQL
import BoardWire

/// The board's players: a name bound to a token's hash. A token has at most one name, and the token, not the name,
/// is who a player is: a player who renames keeps their runs under the new name.
enum Players {
  /// The token's name on the board; nil when it has none yet.
  static func name(of tokenHash: String, in db: any SQLConnection) throws(SQLError) -> String? {
    try db.execute("SELECT name FROM players WHERE token_hash = $1", .init(tokenHash)).first?.text("name")
  }

  /// The name this token plays under: its own when it has one, else `asked`, claimed now; a refusal when `asked` is
  /// another player's.
  static func resolve(_ asked: String, tokenHash: String, now: Int64, in db: any SQLConnection) throws(SQLError)
    -> Result<PlayerAnswer, Refusal>
  {
    if let current = try name(of: tokenHash, in: db) {
      return .success(PlayerAnswer(name: BoardText(current), state: current == asked ? .yours : .other))
    }
    let inserted = try db.execute(
      "INSERT INTO players (name, token_hash, joined_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name",
      .init(asked), .init(tokenHash), .integer(now))
    guard !inserted.isEmpty else {
      // Another request of this token's may have claimed the name a moment before (PostgreSQL waits for its commit).
      if try name(of: tokenHash, in: db) == asked {
        return .success(PlayerAnswer(name: BoardText(asked), state: .yours))
      }
      return .failure(taken(asked))
    }
    return .success(PlayerAnswer(name: BoardText(asked), state: .claimed))
  }

  /// The token's player takes `name` (free, or theirs already); their runs follow.
  static func rename(tokenHash: String, to name: String, in db: any SQLConnection) throws(SQLError) -> Result<
    PlayerAnswer, Refusal
  > {
    guard let current = try self.name(of: tokenHash, in: db) else {
      return .failure(Refusal(.unknownPlayer, "this token has no name on this board yet; play a daily to take one"))
    }
    if current == name { return .success(PlayerAnswer(name: BoardText(name), state: .yours)) }
    if try !db.execute("SELECT name FROM players WHERE name = $1", .init(name)).isEmpty { return .failure(taken(name)) }
    try db.execute("UPDATE players SET name = $1 WHERE token_hash = $2", .init(name), .init(tokenHash))
    try db.execute("UPDATE runs SET player = $1 WHERE token_hash = $2", .init(name), .init(tokenHash))
    return .success(PlayerAnswer(name: BoardText(name), state: .claimed))
  }

  static func taken(_ name: String) -> Refusal {
    Refusal(.nameTaken, "the name \(name) belongs to another player on this board; choose another")
  }
}
