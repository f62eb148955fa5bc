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
public protocol Game: Sendable, Equatable {
  /// What the game is, how it is driven and which parameters it takes.
  static var info: GameInfo { get }

  /// A fresh game. `parameters` has been validated against `info.parameters`.
  init(parameters: ParameterValues, seed: UInt64)

  /// Advances one tick (`Ticks.dt` s) and says what happened in it. Steps after the game ended only run
  /// its closing animation and change nothing that is scored.
  @discardableResult
  mutating func step(_ input: TickInput) -> TickEvents

  func draw(into canvas: inout Canvas)

  var tick: Int { get }
  var status: GameStatus { get }
  var score: Int { get }
  /// True once the game has ended and its closing animation (explosion, growing circle) is done:
  /// the moment to show the end alert.
  var isSettled: Bool { get }

  /// Feeds every part of the state that matters into the hasher, in a fixed order.
  func hash(into hasher: inout StateHasher)
}

extension Game {
  public var isSettled: Bool { status.isOver }

  /// FNV-1a 64 of the game's state: equal hashes mean equal states (for replays and tests).
  public var stateHash: UInt64 {
    var hasher = StateHasher()
    hasher.combine(tick)
    hasher.combine(status.rawValue)
    hasher.combine(score)
    hash(into: &hasher)
    return hasher.value
  }

  /// A default-parameter game, for tests and demos.
  public init(seed: UInt64) {
    self.init(parameters: Self.info.parameters.defaults, seed: seed)
  }
}
