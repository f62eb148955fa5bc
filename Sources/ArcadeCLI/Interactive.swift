import ArcadeCore
import GameCatalog
import TerminalUI

/// The interactive parts of the arcade, shown in the terminal: the title menu, a game, a replay.
/// Each returns the process exit code (0 ok, 1 failure, 2 usage or terminal error; 128+N after signal N).
/// The terminal is restored on every way out, after every screen has left (tapes saved).
enum Interactive {
  /// `arcade` with no arguments: the title menu, until the player quits.
  static func menu(options: FrontEndOptions, storage: Storage) -> Int32 {
    session(options: options, storage: storage) { frontEnd, now in [MenuScreen(frontEnd: frontEnd, now: now)] }
  }

  /// `arcade play GAME`: one game's flow (title card, play, end alert, play again or quit).
  static func play(
    _ entry: CatalogEntry, parameters: ParameterValues, seed: UInt64, options: FrontEndOptions, storage: Storage
  ) -> Int32 {
    session(options: options, storage: storage) { frontEnd, _ in
      [GameScreen(frontEnd: frontEnd, entry: entry, parameters: parameters, seed: seed, fromMenu: false)]
    }
  }

  /// `arcade replay TAPE`: watch a tape at real speed with pause, speed, single-step and restart.
  static func watch(_ tape: Tape, entry: CatalogEntry, options: FrontEndOptions) -> Int32 {
    let game: any Game
    do {
      game = try entry.makeFromTape(tape)
    } catch {
      FrontEnd.printError("cannot replay this tape: \(error)")
      return 1
    }
    return session(options: options, storage: nil) { frontEnd, _ in
      [ReplayScreen(game, entry: entry, tape: tape, frontEnd: frontEnd)]
    }
  }

  /// Opens the terminal (or explains in one line why not: exit 2), runs the screens, and always
  /// restores the terminal before the collected messages are printed.
  private static func session(
    options: FrontEndOptions, storage: Storage?, _ screens: (FrontEnd, UInt64) -> [any Screen]
  ) -> Int32 {
    // Before the terminal: whatever the sound library says on stderr stays off the game's screen.
    let sound = SoundOutput.open(options)
    defer { sound.close() }
    let terminal: Terminal
    do {
      terminal = try Terminal.open(
        TerminalSettings(color: options.color, ascii: options.ascii, mouse: options.mouse))
    } catch {
      FrontEnd.printError(error.description)
      return 2
    }
    var storage = storage
    storage?.interrupted = terminal.signalArrived
    let frontEnd = FrontEnd(options: options, storage: storage)
    frontEnd.sound = sound
    frontEnd.kittySupported = { terminal.supportsKittyKeyboard() }
    frontEnd.screenSize = terminal.size
    var session = Session(
      terminal: terminal, frontEnd: frontEnd, stack: ScreenStack(screens(frontEnd, SystemClock().nanoseconds())))
    let code = session.run()
    terminal.close()
    frontEnd.finish()
    return code
  }
}
