import ArcadeCore
import TerminalUI

/// How the terminal front end should behave, from the command line's flags.
public struct FrontEndOptions: Sendable, Equatable {
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
  /// How a hold is told from a tap when the terminal reports no key releases (`--hold`): one of
  /// `HoldMethod.withoutReleases`.
  public var hold = HoldMethod.tap
  /// Demo tapes play behind the title menu (`--no-attract` turns them off).
  public var attract = true
  /// Frames drawn per second while a game or a replay runs (`--fps`); the games still tick 60 times a second.
  public var framesPerSecond = 30
  /// The daily board's address (`--board`, ARCADE_BOARD, the config file's `board`); nil: no board, all offline.
  public var board: String?
  /// The player's name on the board from the config file, so the game need not ask it.
  public var boardName: String?
  /// The rates `--fps` takes: those that divide the 60 ticks a second evenly.
  public static let frameRates = [15, 20, 30, 60]

  public init() {}
}
