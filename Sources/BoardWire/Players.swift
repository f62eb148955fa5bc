/// `POST /players`: claims a name for a token before a run, or tells whose it is.
public struct PlayerRequest: Codable, Sendable, Equatable {
  public var name: String
  public var token: String

  public init(name: String, token: String) { (self.name, self.token) = (name, token) }
}

/// `POST /players/rename`: the token's player takes a new, free name (their runs follow it).
public struct RenameRequest: Codable, Sendable, Equatable {
  public var token: String
  public var name: String

  public init(token: String, name: String) { (self.token, self.name) = (token, name) }
}

/// What a name is to this token.
public enum NameState: String, Codable, Sendable, Equatable {
  /// It was free and is now the token's.
  case claimed
  /// It was the token's already.
  case yours
  /// The token has another name on this board (`PlayerAnswer.name`): rename to change it.
  case other
}

/// `200`: the token's name on the board, and how the asked name stands.
public struct PlayerAnswer: Codable, Sendable, Equatable {
  public var name: BoardText
  public var state: NameState

  public init(name: BoardText, state: NameState) { (self.name, self.state) = (name, state) }
}
