import ArcadeAudio
import ArcadeCore
import ArcadeRuns
import ArcadeScreens
import ArcadeStorage
import GameCatalog
import TerminalUI

/// The interactive commands, shown in the terminal: the title menu, a game, a replay. This is where the
/// rooms are wired: the terminal is opened, the sound output and the session's store are made and
/// handed to the screens as `ScreenServices`, and the session runs. Each returns the process exit code
/// (0 ok, 1 failure, 2 usage or terminal error; 128+N after signal N). The terminal is restored on
/// every way out, after every screen has left (tapes saved), and only then are the afterwords printed.
enum Interactive {
  /// `arcade` with no arguments: the title menu, until the player quits.
  static func menu(options: FrontEndOptions, storage: Storage) -> Int32 {
    session(.menu, options: options, storage: storage)
  }

  /// `arcade play GAME`: one game's flow (title card, play, end alert, play again or quit), racing `ghost`.
  static func play(
    _ entry: CatalogEntry, setup: RunSetup, ghost: Ghost?, options: FrontEndOptions, record: String?,
    storage: Storage
  ) -> Int32 {
    session(.game(entry, setup, ghost: ghost), options: options, storage: storage, record: record)
  }

  /// `arcade replay TAPE`: watch a tape at real speed with pause, speed, single-step and restart; `byline` says
  /// whose run it is, when that is known (a board's run); `at`: start paused at that tick.
  static func watch(
    _ tape: Tape, entry: CatalogEntry, options: FrontEndOptions, storage: Storage, byline: String?, at tick: Int?
  ) -> Int32 {
    let game: any Simulation
    do {
      game = try entry.makeFromTape(tape)
    } catch {
      Console.standard.error("cannot replay this tape: \(error)")
      return 1
    }
    return session(.replay(tape, entry, game: game, byline: byline, at: tick), options: options, storage: storage)
  }

  /// `arcade watch RUN`: a run on the board (`options.board`) watched as it is played, then the live list.
  static func live(_ run: Int, options: FrontEndOptions, storage: Storage) -> Int32 {
    session(.watch(run: run), options: options, storage: storage)
  }

  /// Opens the terminal (or explains in one line why not: exit 2), runs the session, and always
  /// restores the terminal before the afterwords are printed. `record` is `--record FILE`.
  private static func session(
    _ opening: Opening, options: FrontEndOptions, storage: Storage, record: String? = nil
  ) -> Int32 {
    // Before the terminal: whatever the sound library says on stderr stays off the game's screen.
    let sound = SoundOutput.open(sound: options.sound, music: options.music, sounds: Catalog.sounds)
    defer { sound.close() }
    let terminal: Terminal
    do {
      terminal = try Terminal.open(
        TerminalSettings(color: options.color, ascii: options.ascii, mouse: options.mouse))
    } catch {
      Console.standard.error(error.description)
      return 2
    }
    let store = SessionStore(storage: storage, recordPath: record)
    let board = options.board.map { BoardSession(url: $0, storage: storage, name: options.boardName) }
    // The runs kept from an earlier start go first (a board that does not answer costs one timeout).
    let sent = board?.sendPending() ?? []
    let services = ScreenServices(
      options: options, scores: store, tapes: store, sound: sound, terminal: terminal, now: DailyCommand.systemNow,
      board: board, live: options.board.map { BoardWatch(url: $0, storage: storage) })
    var session = Session(terminal: terminal, services: services, opening: opening)
    let code = session.run()
    terminal.close()
    for line in sent + session.afterwords + store.afterwords + (board?.afterwords ?? []) {
      Console.standard.error(line)
    }
    return code
  }
}

extension SoundOutput: SoundSink {}
