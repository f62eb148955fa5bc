import ArcadeCore
import FrogCrossing
import Helicopter
import Hundreds
import PuckCollector

/// One game as the front end and the command line see it: its description, and how to make,
/// replay and verify it without knowing its concrete type.
public struct CatalogEntry: Sendable {
  public let info: GameInfo
  /// A fresh game from validated parameters and a seed.
  public let make: @Sendable (ParameterValues, UInt64) -> any Game
  /// Builds the game a tape describes (refusing another game or simulation version).
  public let makeFromTape: @Sendable (Tape) throws(TapeError) -> any Game
  /// Replays a tape headless.
  public let verify: @Sendable (Tape) throws(TapeError) -> Verification
  /// Replays the rest of a tape as it is read, headless (memory does not grow with the tape).
  public let verifyReading: @Sendable (inout TapeReader) throws(TapeError) -> Verification

  init<G: Game>(_ type: G.Type) {
    info = G.info
    make = { G(parameters: $0, seed: $1) }
    makeFromTape = { (tape: Tape) throws(TapeError) -> any Game in try tape.makeGame(G.self) }
    verify = { (tape: Tape) throws(TapeError) -> Verification in try tape.verify(as: G.self) }
    verifyReading = { (reader: inout TapeReader) throws(TapeError) -> Verification in try reader.verify(as: G.self) }
  }
}

/// The games of the arcade, in menu order.
public enum Catalog {
  public static let entries: [CatalogEntry] = [
    CatalogEntry(FrogGame.self),
    CatalogEntry(PuckGame.self),
    CatalogEntry(HeliGame.self),
    CatalogEntry(HundredsGame.self),
  ]

  public static var ids: [String] { entries.map(\.info.id) }

  public static func entry(id: String) -> CatalogEntry? { entries.first { $0.info.id == id } }
}
