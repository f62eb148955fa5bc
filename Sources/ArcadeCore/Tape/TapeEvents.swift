extension Tape {
  /// The tape as the events of its text, made one at a time (a tape may hold millions of runs): runs
  /// split where a checkpoint falls inside them, each checkpoint where the inputs reach its tick, then
  /// the end line (when there is one).
  public var events: AnyIterator<TapeEvent> {
    let (runs, checkpoints) = (runs, checkpoints)
    var end = end
    // The run being given, its ticks given so far, the next checkpoint, the tick the inputs reached.
    var (run, used, next, tick) = (0, 0, 0, 0)
    return AnyIterator {
      while run < runs.count, runs[run].count <= used { (run, used) = (run + 1, 0) }
      if next < checkpoints.count, checkpoints[next].tick <= tick || run == runs.count {
        next += 1
        return .checkpoint(checkpoints[next - 1])
      }
      if run < runs.count {
        let left = runs[run].count - used
        let take = next < checkpoints.count ? Swift.min(left, checkpoints[next].tick - tick) : left
        (used, tick) = (used + take, tick + take)
        return .run(InputRun(count: take, input: runs[run].input))
      }
      defer { end = nil }
      return end.map { .end($0) }
    }
  }
}
