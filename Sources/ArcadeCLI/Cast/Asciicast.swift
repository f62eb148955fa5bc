import ArcadeCore
import GameCatalog
import TerminalUI

/// A replay written as an asciicast v2 file (asciinema's format: a JSON header line, then one
/// `[seconds, "o", text]` line per frame), made headless from the tape, so a run can be shared.
enum Asciicast {
  static let columns = 80
  static let rows = 24
  /// Frames per second of the cast: every second tick at 60 ticks/s, enough for smooth motion.
  static let framesPerSecond = 30

  /// The cast of a whole tape; `frames` counts the events written.
  static func make(_ tape: Tape, entry: CatalogEntry) throws(TapeError) -> (text: String, frames: Int, seconds: Double)
  {
    var game = try entry.makeFromTape(tape)
    let info = entry.info
    let title = "\(info.title) · seed \(tape.seed)".printable
    var text = "{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"title\": \(json(title))}\n"
    // The terminal front end's own encoder: only what changed, shortest moves and SGR changes.
    var encoder = FrameEncoder(colorMode: .full, ascii: false, checksWidth: false)
    var events = 0
    let ticksPerFrame = max(1, info.tickRate / framesPerSecond)
    func emit() {
      let seconds = Double(game.tick) / Double(info.tickRate)
      guard encoder.encode(screen(game, info: info), screenColumns: columns, screenRows: rows) else { return }
      let bytes = String(decoding: encoder.output, as: UTF8.self)
      let time = String(Double(Int(seconds * 1000)) / 1000)
      text += "[\(time), \"o\", \(json(bytes))]\n"
      events += 1
    }
    text += "[0.0, \"o\", \(json("\u{1B}[?25l"))]\n"
    emit()
    for input in tape.inputs {
      game.step(input)
      if game.tick % ticksPerFrame == 0 { emit() }
    }
    emit()
    return (text, events, Double(game.tick) / Double(info.tickRate))
  }

  /// The game's canvas centred on an 80x24 screen, with a one-line caption under it.
  static func screen(_ game: any Game, info: GameInfo) -> Canvas {
    var screen = Canvas(columns: columns, rows: rows)
    var canvas = Canvas(size: info.canvasSize)
    game.draw(into: &canvas)
    let top = max(0, (rows - 1 - canvas.rows) / 2)
    screen.blit(canvas, column: max(0, (columns - canvas.columns) / 2), row: top)
    let caption = "\(info.title) · tick \(game.tick) · score \(game.score)"
    screen.centredText(caption, row: min(rows - 1, top + canvas.rows), style: Style(.brightBlack))
    return screen
  }

  /// A JSON string literal.
  static func json(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
