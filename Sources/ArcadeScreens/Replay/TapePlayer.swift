import ArcadeCore
import GameCatalog

/// A tape played back through its game in whole frames of its clock (a replay, the attract demo):
/// each frame shows exactly `ticksPerFrame` ticks of the tape. The ticks go through the one replay
/// loop (`TapePlayback`), so the playback stops where the game no longer matches the tape.
struct TapePlayer {
  let entry: CatalogEntry
  let tape: Tape
  private var playback: any AnyTapePlayback
  /// The tape's ticks stepped since its start, of `total`.
  private(set) var tick = 0
  let total: Int
  var clock: FrameClock

  init(_ game: any Simulation, entry: CatalogEntry, tape: Tape, clock: FrameClock) {
    self.entry = entry
    self.tape = tape
    self.clock = clock
    playback = tape.playback(of: game)
    total = tape.tickCount
  }

  var game: any Simulation { playback.game }
  /// How the tape ended, once it has: verified, or where the game stopped matching it.
  var verdict: Verification? { playback.verdict }
  var atEnd: Bool { playback.isFinished }

  /// Back to the tape's first tick.
  mutating func restart() {
    guard let fresh = try? entry.makeFromTape(tape) else { return }
    playback = tape.playback(of: fresh)
    tick = 0
  }

  /// Steps the tape's next tick and says what happened in it; nil at its end (or where the game stops
  /// matching the tape).
  mutating func step() -> TickEvents? {
    // A tape in memory is read without failing: only a file can.
    guard let events = try? playback.step() else { return nil }
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
