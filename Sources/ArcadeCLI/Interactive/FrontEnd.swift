import ArcadeCore
import Glibc
import TerminalUI

/// Why a screen or a game ended the interactive session early.
enum Interruption: Error, Equatable {
  /// SIGINT, SIGTERM or SIGHUP (or Ctrl-C typed as a key under the kitty protocol).
  case signal(Int32)
  /// The terminal's input closed.
  case inputClosed

  var exitCode: Int32 {
    switch self {
    case .signal(let s): 128 + s
    case .inputClosed: 2
    }
  }
}

/// The terminal while the arcade runs, with the user's options and the store: shared by the menu,
/// the games and the replay viewer. Messages for after the terminal is given back are collected.
final class FrontEnd {
  let terminal: Terminal
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

  init(options: FrontEndOptions, storage: Storage?) throws(TerminalError) {
    self.options = options
    self.storage = storage
    terminal = try Terminal.open(
      TerminalSettings(color: options.color, ascii: options.ascii, mouse: options.mouse))
  }

  /// Restores the terminal, then prints what was collected.
  func finish() {
    terminal.close()
    for (game, path) in lastTapes.sorted(by: { $0.key < $1.key }) {
      afterwords.append("last \(game) tape saved: \(path) (watch it with: arcade replay \(path))")
    }
    for line in afterwords { Self.printError(line) }
    afterwords.removeAll()
  }

  static func printError(_ line: String) {
    let text = "arcade: \(line)\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }

  /// The screen canvas, reused from frame to frame: blanked (or remade after a resize) for each.
  private var screenBuffer = Canvas(columns: 0, rows: 0)

  /// A blank canvas the size of the screen.
  func screenCanvas() -> Canvas {
    let size = terminal.size
    return Canvas(columns: max(0, size.columns), rows: max(0, size.rows))
  }

  /// Draws a frame into the reused screen canvas and presents it: no canvas is allocated per frame.
  func present(_ draw: (inout Canvas) -> Void) {
    drawScreen(draw)
    terminal.present(screenBuffer)
  }

  private func drawScreen(_ draw: (inout Canvas) -> Void) {
    let size = terminal.size
    let (columns, rows) = (max(0, size.columns), max(0, size.rows))
    if screenBuffer.columns == columns && screenBuffer.rows == rows {
      screenBuffer.reset()
    } else {
      screenBuffer = Canvas(columns: columns, rows: rows)
    }
    draw(&screenBuffer)
  }

  /// Events every screen treats alike: signals and a closed input end the session; Ctrl-C and Ctrl-Z
  /// typed as keys (kitty protocol on) act like their signals. Returns the events left to handle.
  func common(_ events: [InputEvent]) throws(Interruption) -> [InputEvent] {
    var rest: [InputEvent] = []
    for event in events {
      switch event {
      case .signal(let s): throw .signal(s)
      case .inputClosed: throw .inputClosed
      case .key(.control("c"), .press): throw .signal(SIGINT)
      case .key(.control("z"), .press): terminal.suspendNow()
      case .key(.control("\\"), .press): throw .signal(SIGQUIT)
      default: rest.append(event)
      }
    }
    return rest
  }

  /// Runs a choice box over a background until a pick or a cancel. While `animate` has something
  /// to animate (attract mode; it returns whether the picture changed, nil when there is nothing to
  /// play) the loop wakes 15 times a second; otherwise it blocks and uses no CPU.
  func choose(
    _ box: inout ChoiceBox, background: (inout Canvas) -> Void = { _ in },
    animate: (() -> Bool?)? = nil, onMove: ((Int) -> Void)? = nil
  ) throws(Interruption) -> ChoiceBox.Outcome {
    var dirty = true
    var animating = animate?() != nil
    while true {
      if dirty {
        present { canvas in
          background(&canvas)
          box.draw(into: &canvas)
        }
        dirty = false
      }
      let events = try common(terminal.events(timeoutMilliseconds: animating ? 66 : nil))
      if let changed = animate?() {
        animating = true
        dirty = dirty || changed
      } else {
        animating = false
      }
      for (index, event) in events.enumerated() {
        switch event {
        case .resize, .redraw:
          dirty = true
        default:
          let before = box.selected
          if let outcome = box.handle(event) {
            terminal.unread(Array(events[(index + 1)...]))
            return outcome
          }
          if box.selected != before {
            dirty = true
            onMove?(box.selected)
          }
        }
      }
    }
  }

  /// Draws a game canvas centred on the screen, dimmed when asked.
  static func drawCentred(_ game: Canvas, on canvas: inout Canvas, dim: Bool = false) {
    let layout = Layout(
      screenColumns: canvas.columns, screenRows: canvas.rows,
      canvas: CanvasSize(columns: game.columns, rows: game.rows), barRows: 1)
    canvas.blit(dim ? game.dimmed() : game, column: layout.origin.column, row: layout.origin.row)
  }
}
