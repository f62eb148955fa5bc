import ArcadeAssets
import ArcadeCore
import GameCatalog
import TerminalUI

/// The attract demo: a game's demo tape playing behind the title menu, as arcade cabinets do. It
/// steps the game at the game's tick rate in whole frames of `demoFramesPerSecond` and loops, and
/// its picture is always a whole frame of the game, drawn as large as the screen allows.
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

  /// The game as of its last whole frame, dimmed and centered, at the size it draws for the screen
  /// (the menu keeps the bottom row for nothing, as a game keeps it for its hint bar).
  func drawDemo(on screen: inout Canvas) {
    let room = CanvasSize(
      columns: min(screen.columns, Self.demoRoom.columns), rows: min(screen.rows - 1, Self.demoRoom.rows))
    let layout = Layout(
      screenColumns: screen.columns, screenRows: screen.rows,
      canvas: entry.info.canvasSize(fitting: room) ?? entry.info.canvasSize)
    var canvas = Canvas(size: layout.canvas)
    game.draw(into: &canvas)
    canvas.dim()
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
  }
}
