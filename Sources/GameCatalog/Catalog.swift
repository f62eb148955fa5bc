import ArcadeAssets
import ArcadeCore
import ArcadeSound
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector

/// One game as the front end and the command line see it: its description, its sounds, its arcade levels, and how
/// to start, record, replay and verify its runs (classic, daily or arcade) without knowing its concrete type.
public struct CatalogEntry: Sendable {
  public let info: GameInfo
  /// The game's sound effects and tune, from its own folder.
  public let sounds: GameSounds
  /// The game's arcade levels (`Assets/levels/ID.txt`); nil for a game without them.
  public let levels: LevelFile?
  /// A fresh classic game from validated parameters and a seed.
  public let make: @Sendable (ParameterValues, UInt64) -> any Game
  /// A fresh run as set up, recording its tape.
  public let start: @Sendable (RunSetup) -> any RunRecorder
  /// Builds the run a tape describes (refusing another game, simulation or levels version, or a daily tape
  /// that is not its date's).
  public let makeFromTape: @Sendable (Tape) throws(LineError) -> any Simulation
  /// Replays a tape headless.
  public let verify: @Sendable (Tape) throws(LineError) -> Verification
  /// Replays the rest of a tape as it is read, headless (memory does not grow with the tape).
  public let verifyReading: @Sendable (inout TapeReader) throws(LineError) -> Verification

  init<G: Game & SoundingGame>(_ type: G.Type) {
    self.init(type, levels: Self.loadLevels(G.info))
  }

  /// A game with these levels rather than its file's (tests give their own games levels).
  init<G: Game & SoundingGame>(_ type: G.Type, levels: LevelFile?) {
    let info = G.info
    self.info = info
    sounds = G.sounds
    self.levels = levels
    make = { G(parameters: $0, seed: $1) }
    start = { setup in
      let header = Tape.header(G.self, seed: setup.seed, mode: setup.mode, parameters: setup.parameters)
      if case .arcade(_, let first) = setup.mode, let levels,
        let run = ArcadeRun<G>(levels: levels, start: first, seed: setup.seed)
      {
        return TapeRecorder(run, header: header)
      }
      return TapeRecorder(G(parameters: setup.parameters, seed: setup.seed), header: header)
    }
    makeFromTape = { (tape: Tape) throws(LineError) -> any Simulation in
      if case .arcade = tape.mode { return try tape.makeArcadeRun(G.self, levels: levels) }
      return try tape.makeGame(G.self)
    }
    verify = { (tape: Tape) throws(LineError) -> Verification in try tape.verify(as: G.self, levels: levels) }
    verifyReading = { (reader: inout TapeReader) throws(LineError) -> Verification in
      try reader.verify(as: G.self, levels: levels)
    }
  }

  /// The level file of a game, checked against its parameters; a broken file of ours is a bug the tests catch.
  private static func loadLevels(_ info: GameInfo) -> LevelFile? {
    guard let text = Assets.text("levels/\(info.id).txt") else { return nil }
    do {
      return try LevelFile(text: text, parameters: info.parameters)
    } catch {
      preconditionFailure("Assets/levels/\(info.id).txt: \(error)")
    }
  }

  /// How many arcade levels the game has (1 for a game without them: its one round).
  public var levelCount: Int { levels?.levels.count ?? 1 }

  /// A classic run: these parameters and this seed.
  public func classic(parameters: ParameterValues, seed: UInt64) -> RunSetup {
    RunSetup(mode: .classic, parameters: parameters, seed: seed)
  }

  /// The daily challenge of a date: the date's seed and the default parameters.
  public func daily(_ date: CalendarDate) -> RunSetup {
    RunSetup(mode: .daily(date), parameters: info.parameters.defaults, seed: DailySeed.seed(game: info.id, date: date))
  }

  /// An arcade run from level `level` (1-based); nil when the game has no such level.
  public func arcade(from level: Int, seed: UInt64) -> RunSetup? {
    guard let levels, levels.levels.indices.contains(level - 1) else { return nil }
    return RunSetup(
      mode: .arcade(levelsVersion: levels.version, start: level), parameters: info.parameters.defaults, seed: seed)
  }
}

/// How a run is set up: its mode, the parameters of a classic or daily run, and its seed. Made by the
/// entry's `classic`, `daily` and `arcade`, so a daily's seed and an arcade run's levels are always right.
public struct RunSetup: Sendable, Equatable {
  public let mode: RunMode
  public let parameters: ParameterValues
  public let seed: UInt64

  /// The same run played again: a new seed, except for a daily challenge, whose seed is its date's.
  public func again(seed newSeed: UInt64) -> RunSetup {
    if case .daily = mode { return self }
    return RunSetup(mode: mode, parameters: parameters, seed: newSeed)
  }
}

/// A `TapeRecorder` of a run whose type is only known at run time.
public protocol RunRecorder: Sendable {
  associatedtype Played: Simulation
  /// What is played; through `any RunRecorder`, an `any Simulation`.
  var game: Played { get }
  var finishedTape: Tape { get }
  mutating func step(_ input: TickInput) -> TickEvents
}

extension TapeRecorder: RunRecorder {}

/// The games of the arcade, in menu order.
public enum Catalog {
  public static let entries: [CatalogEntry] = [
    CatalogEntry(FrogGame.self),
    CatalogEntry(PuckGame.self),
    CatalogEntry(HeliGame.self),
    CatalogEntry(HundredsGame.self),
  ]

  public static var ids: [String] { entries.map(\.info.id) }

  /// Every game's sounds, in menu order.
  public static var sounds: [GameSounds] { entries.map(\.sounds) }

  public static func entry(id: String) -> CatalogEntry? { entries.first { $0.info.id == id } }
}
