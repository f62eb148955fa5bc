/// What runs tick by tick and is recorded on a tape: a game (`Game`), or an arcade run of a game's levels
/// (`ArcadeRun`). The front end, tapes and replays know only this; the same inputs give the same states.
public protocol Simulation: Sendable {
  /// Advances one tick (`Ticks.dt` s) and says what happened in it. Steps after the end only run the
  /// closing animation and change nothing that is scored.
  @discardableResult
  mutating func step(_ input: TickInput) -> TickEvents

  func draw(into canvas: inout Canvas)

  var tick: Int { get }
  var status: GameStatus { get }
  var score: Int { get }
  /// True once it has ended and its closing animation (explosion, growing circle) is done: the moment to
  /// show the end alert.
  var isSettled: Bool { get }
  /// The levels played so far, for an arcade run (named on its tape's end line); nil for a single game.
  var levelsPlayed: ClosedRange<Int>? { get }
  /// A line for the front end to show beside the picture (an arcade run's level and total); nil for none.
  var caption: String? { get }
  /// The caption in fewer words, for a narrow window.
  var shortCaption: String? { get }

  /// Feeds every part of the state that matters into the hasher, in a fixed order.
  func hash(into hasher: inout StateHasher)

  /// Whether another run of the same seed can be shown in this one's world, as its avatar drawn faint: true
  /// where the world does not depend on the player (frog's cars, the helicopter's cave); a game whose board moves
  /// with the player (puck, hundreds) is raced by its score alone.
  var hasGhostAvatar: Bool { get }
  /// Draws only the player's avatar, in `Style.ghost`, where the game's own drawing would put it on a canvas of
  /// this size; nothing once the run has ended, nor for a game without a ghost avatar.
  func drawGhost(into canvas: inout Canvas)
}

extension Simulation {
  public var isSettled: Bool { status.isOver }
  public var levelsPlayed: ClosedRange<Int>? { nil }
  public var caption: String? { nil }
  public var shortCaption: String? { caption }
  public var hasGhostAvatar: Bool { false }
  public func drawGhost(into canvas: inout Canvas) {}

  /// FNV-1a 64 of the state: equal hashes mean equal states (for replays and tests).
  public var stateHash: UInt64 {
    var hasher = StateHasher()
    hasher.combine(tick)
    hasher.combine(status.rawValue)
    hasher.combine(score)
    hash(into: &hasher)
    return hasher.value
  }

  /// How it stands now, as a tape's end line says it.
  public var end: TapeEnd {
    TapeEnd(tick: tick, status: status, score: score, hash: stateHash, levels: levelsPlayed)
  }
}
