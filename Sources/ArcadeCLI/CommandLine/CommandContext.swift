import ArcadeCore
import ArcadeRuns
import ArcadeScreens
import ArcadeStorage
import GameCatalog

/// The interactive screens a command hands over to; tests put recorders in their place.
struct Launcher {
  var menu: (FrontEndOptions, Storage) -> Int32
  /// The game, what is played (mode, parameters, seed), the ghost to race, the options, `--record FILE`, the
  /// store.
  var play: (CatalogEntry, RunSetup, Ghost?, FrontEndOptions, String?, Storage) -> Int32
  /// The tape, its game, the options, the store, whose run it is when that is known (a board's run), and the tick to
  /// start paused at (`--at`).
  var watch: (Tape, CatalogEntry, FrontEndOptions, Storage, String?, Int?) -> Int32
  /// A run on the board watched live (`arcade watch RUN`): the run, the options (their board), the store.
  var live: (Int, FrontEndOptions, Storage) -> Int32

  /// The real terminal front end.
  static var terminal: Launcher {
    Launcher(menu: Interactive.menu, play: Interactive.play, watch: Interactive.watch, live: Interactive.live)
  }
}

/// Everything a command may touch, passed in so tests run commands as plain function calls.
package struct CommandContext {
  package var environment: [String: String]
  package var games: [CatalogEntry]
  package var console: Console
  package var storage: Storage
  var launcher: Launcher
  /// A seed when `--seed` is not given (the system RNG: outside the simulation, allowed).
  var randomSeed: () -> UInt64
  /// The wall clock in seconds since 1970-01-01 UTC, for the daily challenges when `--date` is not given.
  var now: () -> Int = DailyCommand.systemNow
  /// The config file read as a command starts (nil: none), and its settings (empty without one).
  var configPath: String?
  var config = ConfigFile()
  /// The command line as given, for a command handed on to another executable.
  var arguments: [String] = []
  /// `arcade serve` itself, in the executable that has the board server (`arcade-serve`); nil in `arcade`.
  package var serve: ((ParsedArguments, CommandContext) throws(CommandError) -> Int32)?

  /// Today's UTC date; nil when the clock is broken (before 1970 or after 9999).
  var today: CalendarDate? { CalendarDate(utcSeconds: now()) }

  var gameIDs: [String] { games.map(\.info.id) }

  /// The game with this id or title (as the menu shows it: `helicopter`, `frog-crossing`), or a usage
  /// error naming the closest id.
  func game(_ id: String) throws(CommandError) -> CatalogEntry {
    if let entry = games.first(where: { $0.info.id == id }) { return entry }
    let words = id.lowercased().split(whereSeparator: { $0 == "-" || $0 == " " })
    let named = games.filter { entry in
      let title = entry.info.title.lowercased().split(separator: " ")
      return title == words || [Substring(title.joined())] == words
    }
    if named.count == 1 { return named[0] }
    if let suggestion = Suggestion.closest(to: id, among: gameIDs) {
      throw CommandError("unknown game '\(id.printable)'; did you mean '\(suggestion)'? (see: arcade list)")
    }
    throw CommandError("unknown game '\(id.printable)'; choose \(Words.list(gameIDs, or: true)) (see: arcade list)")
  }
}
