extension Tape {
  /// The tape as the events of its text: runs split where a checkpoint falls inside them, each
  /// checkpoint where the inputs reach its tick, then the end line (when there is one).
  public var events: [TapeEvent] {
    var events: [TapeEvent] = []
    var (tick, next) = (0, 0)
    for run in runs {
      var left = run.count
      repeat {
        while next < checkpoints.count, checkpoints[next].tick <= tick {
          events.append(.checkpoint(checkpoints[next]))
          next += 1
        }
        let take = next < checkpoints.count ? Swift.min(left, checkpoints[next].tick - tick) : left
        if take > 0 { events.append(.run(InputRun(count: take, input: run.input))) }
        (left, tick) = (left - take, tick + take)
      } while left > 0
    }
    events += checkpoints[next...].map { .checkpoint($0) }
    if let end { events.append(.end(end)) }
    return events
  }
}
