import ArcadeAssets
import ArcadeCore
import GameCatalog
import TerminalUI

/// A demo tape of a game playing behind the title menu, as arcade cabinets do. It steps the game
/// in real time at the game's tick rate but is drawn only as often as the menu wakes (15–20 fps).
struct AttractDemo {
  let entry: CatalogEntry
  private let tape: Tape
  private var game: any Game
  private var cursor: TapeCursor
  private var loop: FixedStepLoop

  /// The game's demo tape (`demo.tape` first, else the first tape that parses); nil when none works.
  init?(entry: CatalogEntry) {
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
      var first = Canvas(size: entry.info.canvasSize)
      game.draw(into: &first)
      self.frame = first
      loop.resume(now: SystemClock().nanoseconds())
      return
    }
    return nil
  }

  /// The picture now (redrawn only when ticks were stepped).
  private(set) var frame: Canvas

  /// Steps the ticks that are due; returns true when the picture changed. Loops at the tape's end.
  mutating func advance() -> Bool {
    let due = loop.ticksDue(now: SystemClock().nanoseconds())
    for _ in 0..<due {
      if let input = cursor.next() {
        game.step(input)
      } else if let fresh = try? entry.makeFromTape(tape) {
        game = fresh
        cursor = TapeCursor(tape)
      }
    }
    guard due > 0 else { return false }
    var next = Canvas(size: entry.info.canvasSize)
    game.draw(into: &next)
    defer { frame = next }
    return next != frame
  }

  /// Forgets the time spent elsewhere (a game played from the menu).
  mutating func resume() { loop.resume(now: SystemClock().nanoseconds()) }

}
