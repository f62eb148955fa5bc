import ArcadeTestSupport
import Testing

@testable import ArcadeCore

@Suite("Fixed-timestep loop")
struct FixedStepLoopTests {
  /// The input script: keyed by tick, so it cannot depend on frame timing.
  static func input(at tick: Int) -> TickInput {
    switch tick % 37 {
    case 3: TickInput(pressed: .right)
    case 11: TickInput(pressed: .left, held: .up)
    case 20: TickInput(held: .up, touch: Touch(.began, x: Int32(tick), y: 5))
    default: .none
    }
  }

  /// Runs frames of the given lengths (ns) through a loop and a ToyGame; returns ticks and state hash.
  static func run(frames: [UInt64]) -> (ticks: Int, hash: UInt64, game: ToyGame) {
    let clock = FakeClock()
    var loop = FixedStepLoop(ticksPerSecond: 60)
    var game = ToyGame(seed: 5)
    _ = loop.ticksDue(now: clock.now)  // first reading starts the clock
    for frame in frames {
      clock.now += frame
      for _ in 0..<loop.ticksDue(now: clock.now) { game.step(input(at: game.tick)) }
    }
    #expect(loop.tick == game.tick)
    return (game.tick, game.stateHash, game)
  }

  /// Frame lengths summing to exactly `seconds` at `fps`, each rounded to whole nanoseconds.
  static func frames(fps: UInt64, seconds: UInt64, jitter: Bool = false) -> [UInt64] {
    let count = fps * seconds
    var rng = Xoshiro256StarStar(seed: fps)
    var out: [UInt64] = []
    var previous: UInt64 = 0
    for k in 1...count {
      var edge = k * 1_000_000_000 / fps
      if jitter && k < count {
        // Move each frame edge by up to ±40 % of a frame; the total stays the same.
        let frame = 1_000_000_000 / fps
        let shift = Int64(rng.int(in: -Int(frame * 4 / 10)...Int(frame * 4 / 10)))
        edge = UInt64(max(Int64(previous), Int64(edge) + shift))
      }
      out.append(edge - previous)
      previous = edge
    }
    return out
  }

  @Test("one tick rate for the loop, the games and the tapes: 60 a second; a duration is the nearest whole tick")
  func oneTickRate() {
    #expect(Ticks.perSecond == 60 && Ticks.dt == 1.0 / 60)
    #expect(FixedStepLoop().ticksPerSecond == Ticks.perSecond)
    #expect(TapeRecorder<ToyGame>(parameters: ToyGame.info.parameters.defaults, seed: 1).tape.tickRate == 60)
    #expect([1.3, 5, 0.5, 0.1, 0.008, 0.009].map(Ticks.from(seconds:)) == [78, 300, 30, 6, 0, 1])
  }

  @Test("10 s at 30, 60 and 144 frames/s give exactly 600 ticks and the same state")
  func frameRatesAgree() {
    let runs = [30, 60, 144].map { Self.run(frames: Self.frames(fps: UInt64($0), seconds: 10)) }
    #expect(runs.map(\.ticks) == [600, 600, 600])
    for run in runs.dropFirst() { #expect(firstDifference(run.game, runs[0].game) == nil) }
  }

  @Test("jittered frames give the same ticks and state as steady ones")
  func jitterAgrees() {
    let steady = Self.run(frames: Self.frames(fps: 60, seconds: 10))
    for fps: UInt64 in [30, 60, 144] {
      let jittery = Self.run(frames: Self.frames(fps: fps, seconds: 10, jitter: true))
      #expect(jittery.ticks == 600)
      #expect(firstDifference(jittery.game, steady.game) == nil)
    }
  }

  @Test("a 1 s stall is clamped to 0.25 s: the game slows by 45 ticks and the state stays consistent")
  func stall() {
    var frames = Self.frames(fps: 60, seconds: 5)
    frames.append(1_000_000_000)
    frames += Self.frames(fps: 60, seconds: 4)
    let stalled = Self.run(frames: frames)
    #expect(stalled.ticks == 300 + 15 + 240)
    // The same number of ticks without a stall reaches the same state: only ticks matter.
    var game = ToyGame(seed: 5)
    for _ in 0..<stalled.ticks { game.step(Self.input(at: game.tick)) }
    #expect(firstDifference(game, stalled.game) == nil)
  }

  @Test("steps per frame are capped and what the cap cuts is dropped")
  func cap() {
    let clock = FakeClock()
    var loop = FixedStepLoop(ticksPerSecond: 60, maxFrameNanoseconds: 1_000_000_000, maxStepsPerFrame: 4)
    _ = loop.ticksDue(now: clock.now)
    clock.now += 500_000_000  // 30 ticks owed
    #expect(loop.ticksDue(now: clock.now) == 4)
    clock.now += 16_666_667  // one more tick's worth; nothing carried over
    #expect(loop.ticksDue(now: clock.now) == 1)
  }

  @Test("the wait until the next tick never busy-waits at zero")
  func waitTime() {
    let clock = FakeClock()
    var loop = FixedStepLoop(ticksPerSecond: 60)
    _ = loop.ticksDue(now: clock.now)
    #expect(loop.nanosecondsUntilNextTick == 16_666_667)
    clock.now += 10_000_000
    #expect(loop.ticksDue(now: clock.now) == 0)
    #expect(loop.nanosecondsUntilNextTick == 6_666_667)
    clock.now += 6_666_667
    #expect(loop.ticksDue(now: clock.now) == 1)
  }

  @Test("resume forgets the time spent paused")
  func resume() {
    let clock = FakeClock()
    var loop = FixedStepLoop(ticksPerSecond: 60)
    _ = loop.ticksDue(now: clock.now)
    clock.now += 60_000_000_000
    loop.resume(now: clock.now)
    clock.now += 16_666_667
    #expect(loop.ticksDue(now: clock.now) == 1)
  }
}
