import ArcadeSQL
import BoardWire

extension BoardRoutes {
  /// `POST /players`: claims a free name for a token, or tells how the name stands (the token's own, another's, or the
  /// token has another name).
  func claim(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let asked = try body(PlayerRequest.self, request, example: #"{"name": "alice", "token": "..."}"#)
    let tokenHash = try player(token: asked.token, now: now)
    let name = try self.name(asked.name)
    let answer = try runs.pool.with(at: now) { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) in try Players.resolve(name, tokenHash: tokenHash, now: now, in: db) }
    }
    return .json(200, try answer.get())
  }

  /// `POST /players/rename`: the token's player takes a new, free name.
  func rename(_ request: HTTPRequest, now: Int64) throws -> HTTPResponse {
    let asked = try body(RenameRequest.self, request, example: #"{"token": "...", "name": "alice"}"#)
    let tokenHash = try player(token: asked.token, now: now)
    let name = try self.name(asked.name)
    do {
      let answer = try runs.pool.with(at: now) { (db) throws(SQLError) in
        try db.transaction { () throws(SQLError) in try Players.rename(tokenHash: tokenHash, to: name, in: db) }
      }
      return .json(200, try answer.get())
    } catch let error as SQLError where error.kind == .constraint {
      throw Players.taken(name)
    }
  }
}
