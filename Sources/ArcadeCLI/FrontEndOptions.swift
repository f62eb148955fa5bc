import TerminalUI

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
}
