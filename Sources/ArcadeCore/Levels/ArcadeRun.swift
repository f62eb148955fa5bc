/// An arcade run: a game's levels played one after another as one simulation, so one tape. Winning a
/// level shows its card for `cardTicks` (the world still), then the next level starts with its own
/// parameters and a seed drawn from the run's (`Game.nextLevel`); losing a level ends the run, with the
/// levels' scores added up. Winning the last level wins the run.
public struct ArcadeRun<G: Game>: Simulation, Equatable {
  /// How long the card between two levels shows (2.5 s): long enough to read, short enough to keep going.
  public static var cardTicks: Int { Ticks.from(seconds: 2.5) }

  /// Every level of the file, so a level's number is its place there (1 is the first).
  public let levels: [Level]
  let values: [ParameterValues]
  public let seed: UInt64
  /// The level the run started at, and the one being played (or whose card shows).
  public let start: Int
  public private(set) var level: Int
  /// The level being played (after a win, until the card is gone, the level won).
  public private(set) var game: G
  /// The scores of the levels finished before `game`'s.
  public private(set) var banked = 0
  public private(set) var tick = 0
  /// Ticks the card between two levels still shows; 0 while a level is played.
  public private(set) var cardTicksLeft = 0

  /// A run from level `start` (1-based) of the file; nil when there is no such level, or a level's
  /// parameters are not `G`'s.
  public init?(levels file: LevelFile, start: Int, seed: UInt64) {
    guard file.levels.indices.contains(start - 1) else { return nil }
    var values: [ParameterValues] = []
    for level in file.levels {
      guard let v = try? level.values(in: G.info.parameters) else { return nil }
      values.append(v)
    }
    levels = file.levels
    self.values = values
    self.seed = seed
    self.start = start
    level = start
    game = G(parameters: values[start - 1], seed: Self.seed(of: start, in: seed))
  }

  /// Each level's own seed, mixed from the run's and the level's number, so a level's board does not
  /// depend on where the run started.
  public static func seed(of level: Int, in seed: UInt64) -> UInt64 {
    var mix = SplitMix64(seed: seed ^ (UInt64(level) &* 0xD6E8_FEB8_6659_FD93))
    return mix.next() % 1_000_000_000
  }

  /// The parameters of a level (1-based).
  public func parameters(of level: Int) -> ParameterValues { values[level - 1] }

  public var isLastLevel: Bool { level == levels.count }
  /// The run goes on while the level is played, and after a level won but the last.
  public var status: GameStatus { game.status == .won && !isLastLevel ? .playing : game.status }
  public var score: Int { banked + game.score }
  public var isSettled: Bool { status.isOver && game.isSettled }
  public var levelsPlayed: ClosedRange<Int>? { start...level }

  @discardableResult
  public mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    if cardTicksLeft > 0 {
      cardTicksLeft -= 1
      if cardTicksLeft == 0 { startNextLevel() }
      return []
    }
    let events = game.step(input)
    if game.status == .won, game.isSettled, !isLastLevel { cardTicksLeft = Self.cardTicks }
    return events
  }

  private mutating func startNextLevel() {
    banked += game.score
    level += 1
    game = G.nextLevel(after: game, parameters: values[level - 1], seed: Self.seed(of: level, in: seed))
  }

  public func hash(into hasher: inout StateHasher) {
    hasher.combine(level)
    hasher.combine(banked)
    hasher.combine(cardTicksLeft)
    hasher.combine(game.stateHash)
  }
}
