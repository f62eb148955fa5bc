import ArcadeCore
import GameCatalog

/// The interactive parts of the arcade, shown in the terminal: the title menu, a game, a replay.
/// Each returns the process exit code (0 ok, 1 failure, 2 usage or terminal error; 128+N after signal N).
/// The terminal is restored on every way out (see `FrontEnd.finish`).
enum Interactive {
  /// `arcade` with no arguments: the title menu, until the player quits.
  static func menu(options: FrontEndOptions, storage: Storage) -> Int32 {
    session(options: options, storage: storage) { frontEnd throws(Interruption) in try MainMenu.run(frontEnd) }
  }

  /// `arcade play GAME`: one game's flow (title, play, end alert, play again or quit).
  static func play(_ entry: CatalogEntry, parameters: ParameterValues, seed: UInt64, options: FrontEndOptions, storage: Storage) -> Int32 {
    session(options: options, storage: storage) { frontEnd throws(Interruption) in
      _ = try PlayFlow.run(frontEnd, entry: entry, parameters: parameters, seed: seed, fromMenu: false)
    }
  }

  /// `arcade replay TAPE`: watch a tape at real speed with pause, speed, single-step and restart.
  static func watch(_ tape: Tape, entry: CatalogEntry, options: FrontEndOptions) -> Int32 {
    do {
      _ = try entry.makeFromTape(tape)
    } catch {
      FrontEnd.printError("cannot replay this tape: \(error)")
      return 1
    }
    return session(options: options, storage: nil) { frontEnd throws(Interruption) in
      try ReplayViewer(frontEnd: frontEnd, entry: entry, tape: tape).run()
    }
  }

  /// Opens the terminal (or explains in one line why not: exit 2), runs a screen, and always
  /// restores the terminal before returning.
  private static func session(
    options: FrontEndOptions, storage: Storage?, _ body: (FrontEnd) throws(Interruption) -> Void
  ) -> Int32 {
    let frontEnd: FrontEnd
    do {
      frontEnd = try FrontEnd(options: options, storage: storage)
    } catch {
      FrontEnd.printError(error.description)
      return 2
    }
    defer { frontEnd.finish() }
    do {
      try body(frontEnd)
      return 0
    } catch {
      if error == .inputClosed { frontEnd.afterwords.append("the terminal's input closed; quitting") }
      return error.exitCode
    }
  }
}
