import ArcadeCore

/// How the terminal front end should behave, from the command line's flags.
public struct FrontEndOptions: Sendable, Equatable {
  /// How a held button is told from a tap when the terminal reports no key releases.
  public enum HoldFallback: String, Sendable, CaseIterable {
    /// A key press is the game's short, fixed tap; its auto-repeats extend it.
    case tap
    /// Each press toggles the hold on or off.
    case toggle
  }

  /// False with `--no-color` or when `NO_COLOR` is set.
  public var color = true
  /// True with `--ascii`; nil means decide from the locale.
  public var ascii: Bool? = nil
  /// False with `--no-mouse` (keeps the terminal's text selection).
  public var mouse = true
  /// Play the originals' sound cues (`--sound`): through the sound server, else the terminal bell.
  public var sound = false
  /// Also each game's tune while it runs (`--music`, which implies `--sound`).
  public var music = false
  public var holdFallback = HoldFallback.tap
  /// `--record FILE`: also write the tape of the game played here.
  public var recordPath: String? = nil
  /// Demo tapes play behind the title menu (`--no-attract` turns them off).
  public var attract = true
  /// Frames drawn per second while a game or a replay runs (`--fps`); the games still tick 60 times a second.
  public var framesPerSecond = 30
  /// The rates `--fps` takes: those that divide the 60 ticks a second evenly.
  public static let frameRates = [15, 20, 30, 60]

  public init() {}

  /// The options the front-end flags (and `NO_COLOR`) ask for.
  init(_ parsed: ParsedArguments, environment: [String: String]) throws(CommandError) {
    // https://no-color.org: set and not empty means no colour.
    color = !parsed.has("no-color") && (environment["NO_COLOR"] ?? "").isEmpty
    if parsed.has("ascii") { ascii = true }
    mouse = !parsed.has("no-mouse")
    music = parsed.has("music")
    sound = parsed.has("sound") || music
    attract = !parsed.has("no-attract")
    if let hold = parsed.value(of: "hold") {
      guard let fallback = HoldFallback(rawValue: hold) else {
        let allowed = HoldFallback.allCases.map(\.rawValue)
        throw CommandError("--hold must be \(Words.list(allowed, or: true)) (got \(hold.printable))")
      }
      holdFallback = fallback
    }
    if let fps = parsed.value(of: "fps") {
      guard let rate = Int(fps), Self.frameRates.contains(rate) else {
        let allowed = Self.frameRates.map(String.init)
        throw CommandError("--fps must be \(Words.list(allowed, or: true)) (got \(fps.printable))")
      }
      framesPerSecond = rate
    }
  }
}
