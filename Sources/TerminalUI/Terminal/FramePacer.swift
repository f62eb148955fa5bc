/// Draws fewer frames than the simulation ticks: the games tick 60 times a second but their
/// originals drew 30 frames, and each frame costs terminal output and CPU. The front end steps
/// every tick that is due and draws once `ticksPerFrame` ticks have passed since the last frame;
/// in between it sleeps until the tick that completes the next frame (input still wakes it).
public struct FramePacer: Sendable, Equatable {
  /// Ticks stepped per frame drawn (at least 1).
  public let ticksPerFrame: Int
  /// Ticks stepped since the last frame was drawn.
  public private(set) var ticksSinceFrame = 0

  /// Frames per second the front end draws while a game runs, like the 30 fps originals.
  public static let framesPerSecond = 30

  public init(ticksPerSecond: Int, framesPerSecond: Int = FramePacer.framesPerSecond) {
    ticksPerFrame = max(1, ticksPerSecond / max(1, framesPerSecond))
  }

  /// Counts ticks just stepped.
  public mutating func stepped(_ ticks: Int) { ticksSinceFrame += ticks }

  /// Whether enough ticks passed for the next frame.
  public var frameDue: Bool { ticksSinceFrame >= ticksPerFrame }

  /// A frame was drawn.
  public mutating func drew() { ticksSinceFrame = 0 }

  /// The frames due now, counted off: frames drawn ahead show exactly `ticksPerFrame` ticks each,
  /// so the ticks beyond whole frames stay owed (a late wake-up writes two frames, not one skipped).
  public mutating func takeDueFrames() -> Int {
    let frames = ticksSinceFrame / ticksPerFrame
    ticksSinceFrame -= frames * ticksPerFrame
    return frames
  }

  /// Nanoseconds to sleep, given when the next tick is due: until the tick that completes a frame.
  public func nanosecondsUntilFrame(nextTickIn nextTick: Int64, tickNanoseconds: Int64) -> Int64 {
    nextTick + Int64(max(0, ticksPerFrame - 1 - ticksSinceFrame)) * tickNanoseconds
  }
}
