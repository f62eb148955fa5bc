import ArcadeAssets
import ArcadeCore
import GameCatalog
import TerminalUI

/// The attract demo: a game's demo tape playing behind the title menu, as arcade cabinets do. It
/// steps the game at the game's tick rate in whole frames of `demoFramesPerSecond` and loops, and
/// its picture is always a whole frame of the game, drawn as large as the screen allows, or not at all on a screen
/// too small for the game (never a piece of it, such as its score line alone).
extension TapePlayer {
  /// A dimmed background needs fewer frames than play.
  static let demoFramesPerSecond = 15
  /// The largest room the demo fills: a background needs no more, and a huge window stays quick.
  static let demoRoom = CanvasSize(columns: 400, rows: 120)

  /// The game's demo tape (`demo.tape` first, else the first tape that parses); nil when none works.
  init?(demoOf entry: CatalogEntry, now: UInt64) {
    let paths = Assets.paths(under: "tapes/\(entry.info.id)")
    let ordered = paths.filter { $0.hasSuffix("/demo.tape") } + paths.filter { !$0.hasSuffix("/demo.tape") }
    for path in ordered {
      guard let text = Assets.text(path), let tape = try? Tape(text: text),
        let game = try? entry.makeFromTape(tape), tape.tickCount > 0
      else { continue }
      let clock = FrameClock(ticksPerSecond: Ticks.perSecond, framesPerSecond: Self.demoFramesPerSecond)
      self.init(game, entry: entry, tape: tape, clock: clock)
      self.clock.resume(now: now)
      return
    }
    return nil
  }

  /// The size the game draws at on this screen (the menu keeps the bottom row for nothing, as a game keeps it for
  /// its hint bar); nil when the game does not fit it.
  func demoCanvas(columns: Int, rows: Int) -> CanvasSize? {
    entry.info.canvasSize(
      fitting: CanvasSize(columns: min(columns, Self.demoRoom.columns), rows: min(rows - 1, Self.demoRoom.rows)))
  }

  /// The game as of its last whole frame, dimmed and centered, at the size it draws for the screen; nothing when it
  /// does not fit.
  func drawDemo(on screen: inout Canvas) {
    guard let size = demoCanvas(columns: screen.columns, rows: screen.rows) else { return }
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, canvas: size)
    var canvas = Canvas(size: layout.canvas)
    game.draw(into: &canvas)
    canvas.dim()
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
  }
}
