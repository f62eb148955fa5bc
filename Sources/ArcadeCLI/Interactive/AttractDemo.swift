import ArcadeAssets
import ArcadeCore
import GameCatalog
import TerminalUI

/// A demo tape of a game playing behind the title menu, as arcade cabinets do. It steps the game
/// at the game's tick rate in whole frames of `framesPerSecond`, and its picture is always a whole
/// frame of the game, drawn as large as the screen allows.
struct AttractDemo {
  /// A dimmed background needs fewer frames than play.
  static let framesPerSecond = 15
  /// The largest room the demo fills: a background needs no more, and a huge window stays quick.
  static let largestRoom = CanvasSize(columns: 400, rows: 120)

  private var player: TapePlayer
  var entry: CatalogEntry { player.entry }
  /// The tape's ticks stepped so far in this pass (it starts over at its end).
  var tick: Int { player.tick }
  /// When the next frame is due.
  var deadline: UInt64 { player.clock.deadline }

  /// The game's demo tape (`demo.tape` first, else the first tape that parses); nil when none works.
  init?(entry: CatalogEntry, now: UInt64) {
    let paths = Assets.paths(under: "tapes/\(entry.info.id)")
    let ordered = paths.filter { $0.hasSuffix("/demo.tape") } + paths.filter { !$0.hasSuffix("/demo.tape") }
    for path in ordered {
      guard let text = Assets.text(path), let tape = try? Tape(text: text),
        let game = try? entry.makeFromTape(tape), tape.tickCount > 0
      else { continue }
      let clock = FrameClock(ticksPerSecond: entry.info.tickRate, framesPerSecond: Self.framesPerSecond)
      player = TapePlayer(game, entry: entry, tape: tape, clock: clock)
      player.clock.resume(now: now)
      return
    }
    return nil
  }

  /// Steps the whole frames that are due; loops at the tape's end.
  mutating func advance(now: UInt64) {
    _ = player.playFrames(now: now, looping: true)
  }

  /// The game as of its last whole frame, dimmed and centred, at the size it draws for the screen
  /// (the menu keeps the bottom row for nothing, as a game keeps it for its hint bar).
  func draw(on screen: inout Canvas) {
    let room = CanvasSize(
      columns: min(screen.columns, Self.largestRoom.columns), rows: min(screen.rows - 1, Self.largestRoom.rows))
    let layout = Layout(
      screenColumns: screen.columns, screenRows: screen.rows,
      canvas: entry.info.canvasSize(fitting: room) ?? entry.info.canvasSize)
    var canvas = Canvas(size: layout.canvas)
    player.game.draw(into: &canvas)
    canvas.dim()
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
  }

  /// Forgets the time spent elsewhere (a game played from the menu, a box over it).
  mutating func resume(now: UInt64) { player.clock.resume(now: now) }
}
