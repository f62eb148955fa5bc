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

  let entry: CatalogEntry
  private let tape: Tape
  private var game: any Game
  private var cursor: TapeCursor
  private var loop: FixedStepLoop
  private var pacer: FramePacer
  private var lastReading: UInt64

  /// The game's demo tape (`demo.tape` first, else the first tape that parses); nil when none works.
  init?(entry: CatalogEntry, now: UInt64) {
    let paths = Assets.paths(under: "tapes/\(entry.info.id)")
    let ordered = paths.filter { $0.hasSuffix("/demo.tape") } + paths.filter { !$0.hasSuffix("/demo.tape") }
    for path in ordered {
      guard let text = Assets.text(path), let tape = try? Tape(text: text),
        let game = try? entry.makeFromTape(tape), tape.tickCount > 0
      else { continue }
      self.entry = entry
      self.tape = tape
      self.game = game
      self.cursor = TapeCursor(tape)
      self.loop = FixedStepLoop(ticksPerSecond: entry.info.tickRate)
      self.pacer = FramePacer(ticksPerSecond: entry.info.tickRate, framesPerSecond: Self.framesPerSecond)
      canvas = Canvas(size: entry.info.canvasSize)
      lastReading = now
      loop.resume(now: now)
      return
    }
    return nil
  }

  /// The game's canvas, reused from frame to frame.
  private var canvas: Canvas

  /// The tape's ticks stepped so far in this pass (it starts over at its end).
  var tick: Int { cursor.tick }

  /// Steps the whole frames that are due; loops at the tape's end.
  mutating func advance(now: UInt64) {
    lastReading = now
    pacer.stepped(loop.ticksDue(now: now))
    let frames = pacer.takeDueFrames()
    guard frames > 0 else { return }
    for _ in 0..<(frames * pacer.ticksPerFrame) {
      if let input = cursor.next() {
        game.step(input)
      } else if let fresh = try? entry.makeFromTape(tape) {
        game = fresh
        cursor = TapeCursor(tape)
      }
    }
  }

  /// The largest room the demo fills: a background needs no more, and a huge window stays quick.
  static let largestRoom = CanvasSize(columns: 400, rows: 120)

  /// The game as of its last whole frame, dimmed and centred, at the size it draws for the screen
  /// (the menu keeps the bottom row for nothing, as a game keeps it for its hint bar).
  mutating func draw(on screen: inout Canvas) {
    let room = CanvasSize(
      columns: min(screen.columns, Self.largestRoom.columns), rows: min(screen.rows - 1, Self.largestRoom.rows))
    let canvasSize = entry.info.canvasSize(fitting: room) ?? entry.info.canvasSize
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, canvas: canvasSize)
    canvas.reset(to: layout.canvas)
    game.draw(into: &canvas)
    canvas.dim()
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
  }

  /// When the next frame is due.
  var deadline: UInt64 {
    let nanoseconds = pacer.nanosecondsUntilFrame(
      nextTickIn: loop.nanosecondsUntilNextTick, tickNanoseconds: Int64(1_000_000_000 / loop.ticksPerSecond))
    return lastReading + UInt64(max(0, nanoseconds))
  }

  /// Forgets the time spent elsewhere (a game played from the menu, a box over it).
  mutating func resume(now: UInt64) {
    lastReading = now
    loop.resume(now: now)
  }
}
