/// The fixed-timestep accumulator ("Fix Your Timestep!"): real frame time is consumed in whole
/// ticks, so the game only ever sees tick numbers.
///
/// Time is counted exactly in integer units of 1 ns / ticksPerSecond, so 60 ticks/s has no
/// rounding drift. A long frame is clamped and the steps of one frame are capped: a stall slows the
/// game down instead of making it spiral. The core never reads a clock itself: the front end passes
/// in each reading of its monotonic clock (tests pass made-up ones).
public struct FixedStepLoop: Sendable {
  public let ticksPerSecond: Int
  /// Longest frame counted, in nanoseconds; the rest of a stall is dropped.
  public let maxFrameNanoseconds: Int64
  /// Most ticks stepped for one frame.
  public let maxStepsPerFrame: Int

  private var lastReading: UInt64?
  /// Time owed to the simulation, in nanoseconds × ticksPerSecond.
  private var owed: Int64 = 0
  public private(set) var tick = 0

  public init(
    ticksPerSecond: Int = Ticks.perSecond, maxFrameNanoseconds: Int64 = 250_000_000, maxStepsPerFrame: Int = 16
  ) {
    precondition(
      ticksPerSecond > 0 && maxStepsPerFrame > 0 && maxFrameNanoseconds > 0, "loop settings must be positive")
    self.ticksPerSecond = ticksPerSecond
    self.maxFrameNanoseconds = maxFrameNanoseconds
    self.maxStepsPerFrame = maxStepsPerFrame
  }

  private var unitPerTick: Int64 { 1_000_000_000 }

  /// How many ticks to step at the clock reading `now` (0 when the next tick is not due yet).
  public mutating func ticksDue(now: UInt64) -> Int {
    defer { lastReading = now }
    guard let last = lastReading else { return 0 }
    let elapsed = now >= last ? Int64(clamping: now - last) : 0
    owed += min(elapsed, maxFrameNanoseconds) * Int64(ticksPerSecond)
    var steps = Int(owed / unitPerTick)
    owed -= Int64(steps) * unitPerTick
    if steps > maxStepsPerFrame {
      steps = maxStepsPerFrame
      owed = 0  // what the cap cut is dropped, not carried into the next frame
    }
    tick += steps
    return steps
  }

  /// Nanoseconds until the next tick is due, from the last clock reading (how long to wait for input).
  public var nanosecondsUntilNextTick: Int64 {
    let remaining = unitPerTick - owed
    return (remaining + Int64(ticksPerSecond) - 1) / Int64(ticksPerSecond)
  }

  /// Forgets the time before the reading `now` (after a pause, a suspend or a resize wait).
  public mutating func resume(now: UInt64) {
    lastReading = now
    owed = 0
  }
}
