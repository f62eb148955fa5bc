import ArcadeCore
import Testing

@testable import TerminalUI

@Suite("Frame pacer")
struct FramePacerTests {
  @Test("at 60 ticks/s a frame is due every second tick: 30 frames a second")
  func halfTheTicks() {
    var pacer = FramePacer(ticksPerSecond: 60)
    #expect(pacer.ticksPerFrame == 2)
    pacer.stepped(1)
    #expect(!pacer.frameDue)
    pacer.stepped(1)
    #expect(pacer.frameDue)
    pacer.drew()
    #expect(!pacer.frameDue && pacer.ticksSinceFrame == 0)
    pacer.stepped(3)  // a late wake-up steps several ticks: still one frame
    #expect(pacer.frameDue)
  }

  @Test("fast replays step several ticks a frame; slow ones draw every tick")
  func speeds() {
    #expect(FramePacer(ticksPerSecond: 480).ticksPerFrame == 16)
    #expect(FramePacer(ticksPerSecond: 15).ticksPerFrame == 1)
    #expect(FramePacer(ticksPerSecond: 60, framesPerSecond: 60).ticksPerFrame == 1)
  }

  @Test("--fps 15 and 20 draw every fourth and third tick; a 2× replay at 15 fps steps eight ticks a frame")
  func lowerRates() {
    #expect(FramePacer(ticksPerSecond: 60, framesPerSecond: 15).ticksPerFrame == 4)
    #expect(FramePacer(ticksPerSecond: 60, framesPerSecond: 20).ticksPerFrame == 3)
    #expect(FramePacer(ticksPerSecond: 120, framesPerSecond: 15).ticksPerFrame == 8)
    let pacer = FramePacer(ticksPerSecond: 60, framesPerSecond: 15)
    #expect(
      pacer.nanosecondsUntilFrame(nextTickIn: 1_000_000, tickNanoseconds: 16_666_666) == 1_000_000 + 3 * 16_666_666)
  }

  @Test("it sleeps until the tick that completes the frame, not just the next tick")
  func sleep() {
    var pacer = FramePacer(ticksPerSecond: 60)
    let tick: Int64 = 16_666_666
    #expect(pacer.nanosecondsUntilFrame(nextTickIn: 5_000_000, tickNanoseconds: tick) == 5_000_000 + tick)
    pacer.stepped(1)  // input woke the loop after one tick: the next tick completes the frame
    #expect(pacer.nanosecondsUntilFrame(nextTickIn: 5_000_000, tickNanoseconds: tick) == 5_000_000)
    pacer.stepped(1)
    #expect(pacer.nanosecondsUntilFrame(nextTickIn: 5_000_000, tickNanoseconds: tick) == 5_000_000)
  }

  @Test("frames drawn ahead are counted off whole: the ticks beyond them stay owed")
  func dueFrames() {
    var pacer = FramePacer(ticksPerSecond: 60)
    pacer.stepped(1)
    #expect(pacer.takeDueFrames() == 0 && pacer.ticksSinceFrame == 1)
    pacer.stepped(2)
    #expect(pacer.takeDueFrames() == 1 && pacer.ticksSinceFrame == 1)
    pacer.stepped(6)  // a late wake-up: three frames, one tick still owed
    #expect(pacer.takeDueFrames() == 3 && pacer.ticksSinceFrame == 1)
  }
}
