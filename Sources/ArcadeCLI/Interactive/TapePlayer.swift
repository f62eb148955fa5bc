import ArcadeCore
import GameCatalog

/// A tape played back through its game in whole frames of its clock (a replay, the attract demo):
/// each frame shows exactly `ticksPerFrame` ticks of the tape.
struct TapePlayer {
  let entry: CatalogEntry
  let tape: Tape
  private(set) var game: any Game
  private var inputs: any IteratorProtocol<TickInput>
  /// The tape's ticks stepped since its start, of `total`.
  private(set) var tick = 0
  let total: Int
  var clock: FrameClock

  init(_ game: any Game, entry: CatalogEntry, tape: Tape, clock: FrameClock) {
    self.entry = entry
    self.tape = tape
    self.game = game
    self.clock = clock
    inputs = tape.inputs.makeIterator()
    total = tape.tickCount
  }

  var atEnd: Bool { tick == total }

  /// Back to the tape's first tick.
  mutating func restart() {
    guard let fresh = try? entry.makeFromTape(tape) else { return }
    game = fresh
    inputs = tape.inputs.makeIterator()
    tick = 0
  }

  /// Steps the tape's next tick and says what happened in it; nil at its end.
  mutating func step() -> TickEvents? {
    guard let input = inputs.next() else { return nil }
    let events = game.step(input)
    tick += 1
    return events
  }

  /// Steps the whole frames due by `now`; at the tape's end it stops, or starts over when `looping`.
  /// Returns the sound cues of the ticks stepped.
  mutating func playFrames(now: UInt64, looping: Bool = false) -> TickEvents {
    var cues: TickEvents = []
    for _ in 0..<clock.advance(now: now).frames * clock.ticksPerFrame {
      if let events = step() {
        cues.formUnion(events)
      } else if looping {
        restart()
      } else {
        break
      }
    }
    return cues
  }
}
