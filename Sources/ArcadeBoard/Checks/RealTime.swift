import ArcadeCore
import BoardWire

/// The board's clock against a run's ticks. A run's inputs stream to the board as it is played, so the board sees
/// how far the run is at each moment: it may never be ahead of the clock (a run cannot be played faster than real
/// time) and may fall at most `behindLimit` behind it (pauses and latency; more is slow motion, or a long pause).
/// Time the board's database was away is not counted against a run. The end of a run the board could not hear in time
/// (the board or the network away as it ended) may come `outageGrace` later still, when the stream had followed the
/// run to within `followedWithin` of its end.
struct RealTime: Sendable {
  /// Seconds a run may be ahead of the board's clock: the start request's own latency.
  var fastSlack = 2.0
  var behindLimit = Double(BoardAPI.behindLimit)
  var outageGrace = Double(BoardAPI.outageGrace)
  var followedWithin = 10.0

  enum Verdict: Equatable {
    case inTime
    case behind
    /// Ahead of the clock, with the seconds played and passed.
    case ahead(played: Double, passed: Double)
  }

  /// A stream reaching `ticks` at `passed` seconds since the run started (less the time the database lost).
  func stream(ticks: Int, passed: Double) -> Verdict {
    let played = Double(ticks) / Double(Ticks.perSecond)
    if played > passed + fastSlack { return .ahead(played: played, passed: passed) }
    return passed - played > behindLimit ? .behind : .inTime
  }

  /// The end of a run of `ticks`, whose stream had reached `streamed` ticks, at `passed` seconds since it started.
  func end(ticks: Int, streamed: Int, passed: Double) -> Verdict {
    let verdict = stream(ticks: ticks, passed: passed)
    guard verdict == .behind else { return verdict }
    let unheard = Double(ticks - streamed) / Double(Ticks.perSecond)
    let played = Double(ticks) / Double(Ticks.perSecond)
    return unheard <= followedWithin && passed - played <= behindLimit + outageGrace ? .inTime : .behind
  }

  /// When a run's start is too old to take its tape: the longest run, and the grace of its end.
  func expires(startedAt: Int64, maxTicks: Int) -> Int64 {
    startedAt + Int64((Double(maxTicks) / Double(Ticks.perSecond) + behindLimit + outageGrace) * 1000)
  }

  static func seconds(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10)) s"
  }
}
