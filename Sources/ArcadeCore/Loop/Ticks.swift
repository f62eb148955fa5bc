/// The simulation's one clock rate. Every game ticks `perSecond` times a second, the loop steps at it, and
/// tapes record it in their `tick-rate` line; a game turns its per-second numbers into per-tick ones here.
public enum Ticks {
  public static let perSecond = 60
  /// Seconds per tick: the physics step.
  public static let dt = 1.0 / Double(perSecond)

  /// The whole number of ticks nearest to a duration (1.3 s → 78).
  public static func from(seconds: Double) -> Int { Int((seconds * Double(perSecond)).rounded()) }

  /// A run's length as a clock shows it: "1:05" for 3,900 ticks (whole seconds, cut down).
  public static func clockTime(_ ticks: Int) -> String {
    let seconds = max(0, ticks) / perSecond
    return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
  }
}
