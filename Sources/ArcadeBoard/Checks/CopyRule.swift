import ArcadeCore

/// How the board knows a run that is another's, however it was re-encoded or which inputs that change nothing were
/// changed: by its trajectory, the state hash at each whole second. Two runs whose states agree for the first half of
/// the newer one (at least `shortest` seconds, with at least `busyTicks` ticks of input in that stretch) are one run
/// played twice; only a run started earlier can be copied. Runs shorter than `shortest`, or with hardly any input,
/// are anybody's (a helicopter left to fall, a puck left alone).
enum CopyRule {
  static let shortest = 5
  static let busyTicks = 5
  /// The most seconds of a trajectory the board keeps: enough to compare the first half of an hour's run.
  static let kept = 1_800

  /// The seconds that must agree for a run of `seconds` to be a copy; nil when it is too short to be one.
  static func shared(_ seconds: Int) -> Int? { seconds >= shortest ? max(shortest, (seconds + 1) / 2) : nil }

  /// The key the board looks runs up by: the state at the `shortest`-th second, in hex; nil for a short run.
  static func key(_ trajectory: [UInt64]) -> String? {
    trajectory.count >= shortest ? trajectory[shortest - 1].hex16 : nil
  }

  /// Whether a run of this trajectory and these inputs copies a run of trajectory `other`.
  static func copies(_ trajectory: [UInt64], runs: [InputRun], other: [UInt64]) -> Bool {
    guard let shared = shared(trajectory.count), other.count >= shared,
      trajectory.prefix(shared).elementsEqual(other.prefix(shared))
    else { return false }
    return busyTicks(runs, through: shared * Ticks.perSecond) >= busyTicks
  }

  /// Ticks with any input among the first `ticks`.
  static func busyTicks(_ runs: [InputRun], through ticks: Int) -> Int {
    var (busy, tick) = (0, 0)
    for run in runs where tick < ticks {
      if run.input != TickInput.none { busy += min(run.count, ticks - tick) }
      tick += run.count
    }
    return busy
  }

  /// A trajectory as the board keeps it: 16 hex digits a second, at most `kept` seconds.
  static func text(_ trajectory: [UInt64]) -> String { trajectory.prefix(kept).map(\.hex16).joined() }

  static func trajectory(_ text: String) -> [UInt64] {
    let bytes = Array(text.utf8)
    return stride(from: 0, to: bytes.count - 15, by: 16).compactMap {
      UInt64(String(decoding: bytes[$0..<$0 + 16], as: UTF8.self), radix: 16)
    }
  }
}
