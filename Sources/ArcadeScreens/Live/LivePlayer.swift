import ArcadeCore
import GameCatalog

/// A run played as its inputs come (watching it live): the game made from its tape's header, stepped through the
/// inputs received so far and never past them, in whole frames of its clock as `TapePlayer` plays a tape. Its tape
/// grows as inputs come; stepping waits where they run out.
struct LivePlayer {
  let entry: CatalogEntry
  /// The run's header and every input received, in order.
  private(set) var tape: Tape
  private(set) var game: any Simulation
  /// The game at its first tick, to start over from.
  private let fresh: any Simulation
  /// The ticks stepped, of `received`.
  private(set) var tick = 0
  var received: Int { tape.tickCount }
  /// Where the next tick's input is: a run of `tape.runs`, and how many of its ticks were stepped.
  private var run = 0
  private var intoRun = 0
  var clock: FrameClock

  /// Nil when this arcade cannot play the header's run (another simulation version, a daily of a broken date).
  init?(entry: CatalogEntry, header: Tape, clock: FrameClock) {
    guard let game = try? entry.makeFromTape(header) else { return nil }
    (self.entry, tape, self.game, fresh, self.clock) = (entry, header, game, game, clock)
  }

  /// The inputs that came next.
  mutating func receive(_ runs: [InputRun]) {
    for run in runs where run.count > 0 { tape.append(run.input, count: run.count) }
  }

  /// Every input received is stepped.
  var caughtUp: Bool { tick >= received }

  /// Steps the next tick and says what happened in it; nil when its input has not come yet.
  mutating func step() -> TickEvents? {
    // The last run grows when the next input is the same: the cursor stays on it until a run follows.
    while run + 1 < tape.runs.count && intoRun >= tape.runs[run].count { (run, intoRun) = (run + 1, 0) }
    guard run < tape.runs.count, intoRun < tape.runs[run].count else { return nil }
    intoRun += 1
    tick += 1
    return game.step(tape.runs[run].input)
  }

  /// Back to the run's first tick.
  mutating func restart() { (game, tick, run, intoRun) = (fresh, 0, 0, 0) }

  /// Steps toward tick `target` without drawing, at most `limit` ticks; true once there (or as far as inputs go).
  mutating func skip(to target: Int, limit: Int) -> Bool {
    for _ in 0..<max(0, min(limit, target - tick)) {
      if step() == nil { return true }
    }
    return tick >= target
  }

  /// Steps the whole frames due by `now`, as far as the inputs go; the sound cues of the ticks stepped, and whether
  /// the inputs ran out first.
  mutating func playFrames(now: UInt64) -> (cues: TickEvents, ranOut: Bool) {
    var cues: TickEvents = []
    for _ in 0..<clock.advance(now: now).frames * clock.ticksPerFrame {
      guard let events = step() else { return (cues, true) }
      cues.formUnion(events)
    }
    return (cues, false)
  }
}
