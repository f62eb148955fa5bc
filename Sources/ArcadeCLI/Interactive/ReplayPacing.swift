import ArcadeCore
import TerminalUI

/// When a replay's frames fall due: the fixed-step loop at the replay's speed, read by the real
/// clock, and the pacer that turns its ticks into frames (30 a second whatever the speed).
struct ReplayPacing {
  private(set) var loop: FixedStepLoop
  private(set) var pacer: FramePacer
  private let clock = SystemClock()
  private let framesPerSecond: Int

  init(ticksPerSecond: Int, framesPerSecond: Int) {
    self.framesPerSecond = framesPerSecond
    loop = FixedStepLoop(ticksPerSecond: ticksPerSecond, maxStepsPerFrame: 512)
    pacer = FramePacer(ticksPerSecond: ticksPerSecond, framesPerSecond: framesPerSecond)
    resume()
  }

  /// Ticks per frame at this speed.
  var ticksPerFrame: Int { pacer.ticksPerFrame }

  /// The frames that fell due since the last call.
  mutating func framesDue() -> Int {
    pacer.stepped(loop.ticksDue(now: clock.nanoseconds()))
    return pacer.takeDueFrames()
  }

  /// Until the tick that completes the next frame; fast speeds step several ticks a frame.
  var millisecondsToFrame: Int { pacer.millisecondsUntilFrame(of: loop) }

  /// Time starts again from now (after a pause, a dialog, a restart): the time away is not caught up.
  mutating func resume() { loop.resume(now: clock.nanoseconds()) }

  /// Another speed: `ticksPerSecond` ticks of the tape a second, from now.
  mutating func change(ticksPerSecond: Int) {
    loop = FixedStepLoop(ticksPerSecond: max(1, ticksPerSecond), maxStepsPerFrame: 512)
    pacer = FramePacer(ticksPerSecond: loop.ticksPerSecond, framesPerSecond: framesPerSecond)
    resume()
  }
}

