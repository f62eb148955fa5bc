/// The moment by which a whole request must be over, on a clock that never jumps: every wait of the client (the
/// name lookup, the connect, each send and each receive) is cut to what remains of it.
struct Deadline: Sendable {
  /// The seconds the request was given, for the line that says it ran out.
  let seconds: Double
  private let end: ContinuousClock.Instant

  /// `seconds` from now, between none and a day: no number given (infinite, negative, not a number) can trap.
  init(seconds: Double) {
    self.seconds = seconds >= 0 ? min(seconds, 86_400) : 0
    end = .now + .seconds(self.seconds)
  }

  var remaining: Duration { max(.zero, end - .now) }

  /// What remains as a poll(2) timeout: whole milliseconds, rounded up so that a wait never ends just before it.
  var pollMilliseconds: Int32 {
    Int32(min((remaining / .milliseconds(1)).rounded(.up), Double(Int32.max)))
  }

  var timedOut: HTTPFailure { .timedOut(seconds: seconds) }
}
