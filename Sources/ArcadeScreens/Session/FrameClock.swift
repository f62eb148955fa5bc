import ArcadeCore
import TerminalUI

/// A screen's clock: the fixed-step loop, the frames drawn at a rate of their own, and when the
/// next frame is due (the session sleeps until then).
struct FrameClock {
  private var loop: FixedStepLoop
  private var pacer: FramePacer
  private var lastReading: UInt64 = 0

  init(ticksPerSecond: Int, framesPerSecond: Int, maxStepsPerFrame: Int = 16) {
    loop = FixedStepLoop(ticksPerSecond: ticksPerSecond, maxStepsPerFrame: maxStepsPerFrame)
    pacer = FramePacer(ticksPerSecond: ticksPerSecond, framesPerSecond: framesPerSecond)
  }

  var ticksPerFrame: Int { pacer.ticksPerFrame }

  /// The ticks due by `now`, and the whole frames they complete (ticks beyond stay owed to the next).
  mutating func advance(now: UInt64) -> (ticks: Int, frames: Int) {
    lastReading = now
    let ticks = loop.ticksDue(now: now)
    pacer.stepped(ticks)
    return (ticks, pacer.takeDueFrames())
  }

  /// When the tick that completes the next frame is due.
  var deadline: UInt64 {
    let nanoseconds = pacer.nanosecondsUntilFrame(
      nextTickIn: loop.nanosecondsUntilNextTick, tickNanoseconds: Int64(1_000_000_000 / loop.ticksPerSecond))
    return lastReading + UInt64(max(0, nanoseconds))
  }

  /// Forgets the time before `now` (a pause, a box, a resize wait).
  mutating func resume(now: UInt64) {
    lastReading = now
    loop.resume(now: now)
  }
}
