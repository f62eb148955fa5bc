import ArcadeCore
import ArcadeRuns
import ArcadeStorage
import TerminalUI

/// What the screens may use beyond themselves, given to them when the session starts: the options, small
/// interfaces to the scores, the tapes, the sound and the terminal, and today's date. Screens hold no store,
/// sound output, terminal or clock of their own, so tests run them with fakes.
public struct ScreenServices {
  public var options: FrontEndOptions
  public var scores: any ScoreKeeper
  public var tapes: any TapeKeeper
  public var sound: any SoundSink
  public var terminal: any TerminalFacts
  /// The wall clock, in seconds since 1970-01-01 UTC: when a run starts, and so which day is today (the
  /// command line reads the system clock).
  public var now: () -> Int
  /// The daily board, when one is set up.
  public var board: (any BoardLink)?
  /// Its live runs, to watch, when a board is set up.
  public var live: (any LiveSource)?
  /// The monotonic clock in nanoseconds: what the session's loop reads, and new seeds are stirred from.
  public var monotonic: () -> UInt64 = { SystemClock().nanoseconds() }

  public init(
    options: FrontEndOptions, scores: any ScoreKeeper, tapes: any TapeKeeper, sound: any SoundSink,
    terminal: any TerminalFacts, now: @escaping () -> Int, board: (any BoardLink)? = nil,
    live: (any LiveSource)? = nil
  ) {
    self.options = options
    self.scores = scores
    self.tapes = tapes
    self.sound = sound
    self.terminal = terminal
    self.now = now
    self.board = board
    self.live = live
  }

  /// Today's UTC date, whose daily challenges the menu offers; nil when the clock is broken (before 1970 or
  /// after 9999).
  public var today: CalendarDate? { CalendarDate(utcSeconds: now()) }

  /// A seed for a new game, stirred from the monotonic clock (only the choice of seed is random; the game itself is
  /// deterministic from it): nine digits, short enough to read out.
  public func freshSeed() -> UInt64 {
    var mix = SplitMix64(seed: monotonic())
    return mix.next() % 1_000_000_000
  }
}

/// Where a finished round's score goes, with its tape, and where the best scores and their tapes come from;
/// and how far each game's arcade runs have gone.
public protocol ScoreKeeper: KeptTapes {
  /// Adds a score to its table, and keeps its tape beside it while it stays among the best; what that did
  /// (saved or not, its rank, the table's best before it, official or practice for a daily run, warnings).
  func record(_ score: ScoreEntry, tape: Tape?) -> ScoreRecording
  /// A game's classic and arcade tables in `ScoreTable` order, each best first; and warnings about the store.
  func bestScores(game: String) -> (scores: [ScoreEntry], warnings: [String])
  /// The official result of a game's daily of `date`, if it has one.
  func officialResult(game: String, date: CalendarDate) -> ScoreEntry?
  /// The highest level of a game an arcade run has started, from 1 (when none has) to its `levels`.
  func levelReached(game: String, levels: Int) -> Int
  /// An arcade run started this level: kept as the game's level reached when higher. Returns warnings.
  func recordLevelReached(_ level: Int, game: String) -> [String]
}

/// Where the tape of every round goes when the round ends, however it ended.
public protocol TapeKeeper: AnyObject {
  /// Keeps a round's tape; returns warnings about what could not be kept (the end alert shows them).
  func keep(_ tape: Tape) -> [String]
}

/// Where the sound cues of the ticks stepped go (`--sound`).
public protocol SoundSink: AnyObject {
  /// Why sound plays as the terminal bell, for the title card; nil when there is nothing to say.
  var note: String? { get }
  /// Cues raised by ticks stepped for the next frame.
  func raise(_ cues: TickEvents, game: String)
  /// A screen runs this game, still playing, for the next frame: its tune should sound.
  func wantMusic(_ game: String)
  /// The frame is on the screen: its cues go out. True when the terminal's bell should ring.
  func frameShown() -> Bool
}

/// What the screens ask of the terminal: its size as of the event being handled, and whether it
/// reports key releases (the kitty keyboard protocol; asked once a hold game opens).
public protocol TerminalFacts: AnyObject {
  var size: (columns: Int, rows: Int) { get }
  func supportsKittyKeyboard() -> Bool
}

extension Terminal: TerminalFacts {}
