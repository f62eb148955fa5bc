/// How a game stands: still playing, or ended one of three ways.
public enum GameStatus: String, Sendable, CaseIterable {
  case playing
  case won
  case lost
  case timeUp = "time-up"

  public var isOver: Bool { self != .playing }
}

/// A game: a value created from parameters and a seed, advanced one fixed tick at a time.
///
/// It never sees the terminal, the clock or the system RNG: everything it knows arrives in
/// `step(_:)`, so the same parameters, seed and inputs give the same state, bit for bit. Two games are
/// equal when their whole states are (tests compare them field by field; replays compare `stateHash`).
public protocol Game: Simulation, Equatable {
  /// What the game is, how it is driven and which parameters it takes.
  static var info: GameInfo { get }

  /// A fresh game. `parameters` has been validated against `info.parameters`.
  init(parameters: ParameterValues, seed: UInt64)

  /// The next level of an arcade run, after `previous` was won: by default a fresh game with the level's
  /// parameters; a game whose levels are stretches of one world (the helicopter's cave) carries it on.
  static func nextLevel(after previous: Self, parameters: ParameterValues, seed: UInt64) -> Self
}

extension Game {
  public static func nextLevel(after previous: Self, parameters: ParameterValues, seed: UInt64) -> Self {
    Self(parameters: parameters, seed: seed)
  }

  /// A default-parameter game, for tests and demos.
  public init(seed: UInt64) {
    self.init(parameters: Self.info.parameters.defaults, seed: seed)
  }
}
