import ArcadeCore
import BoardWire

/// The board's live runs as a watcher reads them (`arcade watch`, the menu's Watch live): the list of runs and one
/// run's inputs, each asked for on a thread of its own, so a screen only ever looks at what has come and never waits
/// for the board. It only reads: a watcher never holds a player's request up. The command line's `BoardWatch` is the
/// real one; tests give fakes.
public protocol LiveSource: AnyObject {
  /// The board's address, for the lines that name it.
  var url: String { get }
  /// Starts asking for the live list, again every few seconds until the feed is stopped.
  func followList() -> any LiveListFeed
  /// Starts asking for a run's inputs from its first tick, again about twice a second while it is played, until it
  /// ended on the board or the feed is stopped.
  func follow(run: Int) -> any LiveRunFeed
}

/// The live list as it last came.
public protocol LiveListFeed: AnyObject {
  /// The board's last answer, or why none came (nil until the first answer or failure).
  var latest: Result<LiveAnswer, LiveTrouble>? { get }
  /// No more asking.
  func stop()
}

/// A run's inputs as they come.
public protocol LiveRunFeed: AnyObject {
  /// What came since the last call.
  func take() -> LiveNews
  /// No more asking.
  func stop()
}

/// Why the board's answer did not come, in one line made safe for a terminal; `final` when asking again is no use
/// (the board refused: no such run, or a tape of today not open to this player yet).
public struct LiveTrouble: Error, Equatable, Sendable {
  public var line: String
  public var final: Bool

  public init(_ line: String, final: Bool) { (self.line, self.final) = (line, final) }
}

/// Whose run a watcher follows, and what it plays: from the board's first answer.
public struct LiveRunHeader: Equatable, Sendable {
  public var name: BoardText
  public var game: String
  public var date: String

  public init(name: BoardText, game: String, date: String) { (self.name, self.game, self.date) = (name, game, date) }
}

/// What a run's feed brought since it was last asked.
public struct LiveNews: Equatable, Sendable {
  /// Whose run it is; in every news once the board first answered.
  public var header: LiveRunHeader?
  /// The inputs that came, in order, after those already taken.
  public var inputs: [InputRun]
  /// How the run ended on the board, once it has (and every input has come).
  public var end: LiveEnd?
  /// Why the last request came to nothing, when it did; nil once an answer came again.
  public var trouble: LiveTrouble?

  public init(header: LiveRunHeader? = nil, inputs: [InputRun] = [], end: LiveEnd? = nil, trouble: LiveTrouble? = nil) {
    (self.header, self.inputs, self.end, self.trouble) = (header, inputs, end, trouble)
  }
}
