import ArcadeCore
import ArcadeStorage
import Foundation
import GameCatalog
import TerminalUI

/// A replay written as an asciicast v2 file (asciinema's format: a JSON header line, then one
/// `[seconds, "o", text]` line per frame), made headless from the tape, so a run can be shared.
/// Frames go to the file as they are made, and a cast covers at most the tape's first 30 minutes.
enum Asciicast {
  static let columns = 80
  static let rows = 24
  /// Longer than anyone watches a shared run; a few MB of file.
  static let maxMinutes = 30

  /// What was written: events, seconds covered, whether the tape went on past `maxMinutes`, and the
  /// tick where the game stopped matching the tape (the cast stops there).
  struct Written {
    var frames = 0
    var seconds = 0.0
    var cut = false
    var divergedAt: Int? = nil
  }

  /// Replays the rest of the tape as it is read (its header already read), writing the cast at `framesPerSecond`
  /// (`--fps`, 30 by default: every second tick at 60 ticks/s, enough for smooth motion).
  static func write(
    _ reader: TapeReader, entry: CatalogEntry, framesPerSecond: Int, to out: inout FileWriter
  ) throws(LineError) -> Written {
    let info = entry.info
    var playback = reader.playback(of: try entry.makeFromTape(reader.header))
    let lastTick = maxMinutes * 60 * Ticks.perSecond
    let title = "\(info.title) · seed \(reader.header.seed)".printable
    out.append("{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"title\": \(json(title))}\n".utf8)
    var encoder = FrameEncoder()
    var written = Written()
    let ticksPerFrame = max(1, Ticks.perSecond / framesPerSecond)
    func emit() {
      let game = playback.game
      let seconds = Double(game.tick) / Double(Ticks.perSecond)
      guard encoder.encode(screen(game, info: info), screenColumns: columns, screenRows: rows) else { return }
      let bytes = String(decoding: encoder.output, as: UTF8.self)
      let time = String(Double(Int(seconds * 1000)) / 1000)
      out.append("[\(time), \"o\", \(json(bytes))]\n".utf8)
      written.frames += 1
    }
    out.append("[0.0, \"o\", \(json("\u{1B}[?25l"))]\n".utf8)
    emit()
    // The tape starts at the game's first tick, so the ticks stepped are the game's tick.
    var tick = 0
    while tick < lastTick, try playback.step() != nil {
      tick += 1
      if tick % ticksPerFrame == 0 { emit() }
    }
    emit()
    written.cut = !playback.isFinished
    if case .diverged(let at, _, _)? = playback.verdict { written.divergedAt = at }
    written.seconds = Double(tick) / Double(Ticks.perSecond)
    return written
  }

  /// The game's canvas centered on an 80x24 screen, with a one-line caption under it (an arcade run's level and
  /// total in place of the score).
  static func screen(_ game: any Simulation, info: GameInfo) -> Canvas {
    var screen = Canvas(columns: columns, rows: rows)
    var canvas = Canvas(size: info.canvasSize)
    game.draw(into: &canvas)
    let top = max(0, (rows - 1 - canvas.rows) / 2)
    screen.blit(canvas, column: max(0, (columns - canvas.columns) / 2), row: top)
    let caption = "\(info.title) · \(game.caption ?? "tick \(game.tick) · score \(game.score)")"
    screen.centeredText(caption, row: min(rows - 1, top + canvas.rows), style: Style(.brightBlack))
    return screen
  }

  /// A JSON string literal.
  static func json(_ s: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    // Encoding a string cannot fail.
    return String(decoding: (try? encoder.encode(s)) ?? Data(), as: UTF8.self)
  }
}
