import ArcadeCore
import Glibc
import TerminalUI

/// What the screens share while the arcade runs: the user's options, the store, the screen's size,
/// and the messages for after the terminal is given back. It holds no terminal (the `Session` does),
/// so screens run in tests without one.
final class FrontEnd {
  let options: FrontEndOptions
  let storage: Storage?
  /// Lines printed on stderr once the terminal is restored (saved tapes, storage warnings).
  var afterwords: [String] = []
  /// Storage warnings waiting to be shown on screen.
  var notices: [String] = []
  /// The last tape saved for each game id (printed when the session ends).
  var lastTapes: [String: String] = [:]
  /// `--record FILE` is written once (the file is never overwritten).
  var recordWritten = false
  /// The terminal's size, as of the event being handled.
  var screenSize: (columns: Int, rows: Int) = (80, 24)
  /// Where sound cues go (`--sound`); the session opens the real one.
  var sound: SoundOutput
  /// Whether the terminal reports key releases (the kitty keyboard protocol); asked once a hold game opens.
  var kittySupported: () -> Bool = { false }

  init(options: FrontEndOptions, storage: Storage?) {
    self.options = options
    self.storage = storage
    sound = SoundOutput(route: options.sound ? .bell : .off)
  }

  /// Prints what was collected; called once the terminal is restored.
  func finish() {
    for (game, path) in lastTapes.sorted(by: { $0.key < $1.key }) {
      afterwords.append("last \(game) tape saved: \(path) (watch it with: arcade replay \(path))")
    }
    for line in afterwords { Self.printError(line) }
  }

  static func printError(_ line: String) {
    let text = "arcade: \(line)\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}
