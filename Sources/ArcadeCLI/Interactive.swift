import ArcadeCore
import GameCatalog

/// The interactive parts of the arcade, shown in the terminal: the title menu, a game, a replay.
/// Each returns the process exit code (0 ok, 1 failure, 2 usage or terminal error).
enum Interactive {
  /// `arcade` with no arguments: the title menu, until the player quits.
  static func menu(options: FrontEndOptions, storage: Storage) -> Int32 {
    print("the title menu is not built yet")
    return 1
  }

  /// `arcade play GAME`: one game's flow (title, play, end alert, play again or quit).
  static func play(_ entry: CatalogEntry, parameters: ParameterValues, seed: UInt64, options: FrontEndOptions, storage: Storage) -> Int32 {
    print("playing is not built yet")
    return 1
  }

  /// `arcade replay TAPE`: watch a tape at real speed with pause, speed, single-step and restart.
  static func watch(_ tape: Tape, entry: CatalogEntry, options: FrontEndOptions) -> Int32 {
    print("replays are not built yet")
    return 1
  }
}
