extension Tape {
  /// The tape as the events of its text: runs split where a checkpoint falls inside them, each
  /// checkpoint where the inputs reach its tick, then the end line (when there is one).
  public var events: Events { Events(tape: self) }

  /// The iterator behind `events`.
  public struct Events: Sequence, IteratorProtocol {
    let tape: Tape
    private var run = 0
    /// Ticks of `tape.runs[run]` already given out.
    private var used = 0
    private var checkpoint = 0
    private var tick = 0
    private var endGiven = false

    init(tape: Tape) { self.tape = tape }

    public mutating func next() -> TapeEvent? {
      let checkpoints = tape.checkpoints
      if checkpoint < checkpoints.count, checkpoints[checkpoint].tick <= tick {
        checkpoint += 1
        return .checkpoint(checkpoints[checkpoint - 1])
      }
      while run < tape.runs.count {
        let current = tape.runs[run]
        let left = current.count - used
        guard left > 0 else {
          (run, used) = (run + 1, 0)
          continue
        }
        let take = checkpoint < checkpoints.count ? Swift.min(left, checkpoints[checkpoint].tick - tick) : left
        used += take
        tick += take
        return .run(InputRun(count: take, input: current.input))
      }
      if checkpoint < checkpoints.count {
        checkpoint += 1
        return .checkpoint(checkpoints[checkpoint - 1])
      }
      guard !endGiven, let end = tape.end else { return nil }
      endGiven = true
      return .end(end)
    }
  }
}
