import ArcadeCore
import BoardWire

/// The daily board, when one is set up (`--board`, ARCADE_BOARD, the config file): the screens settle the player's
/// name with it before a run, start a daily run's part on it (`BoardRun`), and show what it says. Every request is
/// bounded, so a slow or absent board never holds a game up. The command line's `BoardSession` is the real one; tests
/// give fakes.
public protocol BoardLink: AnyObject {
  /// The board's address, for the lines that name it.
  var url: String { get }
  /// The player's name on the board; nil until the player gives one (the game asks, once).
  var playerName: String? { get }
  /// Asks the board about a name for this player and keeps it when it is free or theirs.
  func claim(name: String) -> NameCheck
  /// The name to offer in the name box, and why it was not taken already (the config file's name is another
  /// player's, or the board did not answer); nil when there is nothing to say.
  var suggestedName: (name: String, problem: String)? { get }
  /// A daily run's part on the board, started now (beside the game: this returns at once); nil without a name.
  func begin(game: String, date: CalendarDate) -> (any BoardRun)?
  /// What this arcade knows of the player's official attempt of a game and date, for the title card.
  func attempt(game: String, date: CalendarDate) -> AttemptNote
  /// The player's place on a date's board of each game that has one ("3rd of 12"), for the Daily challenge box.
  func standings(games: [String], date: CalendarDate) -> [String: String]
}

/// A daily run's part on the board: its start, its inputs streamed as it is played, and its tape at the end.
public protocol BoardRun: AnyObject {
  /// The next tick's input, as recorded.
  func record(_ input: TickInput)
  /// The run ended: its tape goes to the board (kept in the data folder until the board has it), waiting a short,
  /// bounded time for the answer.
  func finish(_ tape: Tape) -> BoardOutcome
  /// The run's row in the local scores (recorded after `finish`, as the board's word decides it), so a word that
  /// comes later is noted there too.
  func recorded(localRun: Int?)
  /// The run was left before it ended: nothing more goes to the board (it used the attempt all the same).
  func abandon()
  /// How the run counts so far, as the board last said: nil until it answers.
  var standing: Attempt? { get }
}

/// How a name stands with the board.
public enum NameCheck: Equatable, Sendable {
  /// Kept: free and now the player's, or theirs already.
  case kept(String)
  /// Another player's: choose another.
  case taken(String)
  /// The player has another name on this board: that one is kept.
  case other(String)
  /// Not a name the board takes (the rule in one line).
  case invalid(String)
  /// The board did not answer (why, in one line): the name is kept to try again.
  case unreachable(String)
}

/// What the arcade knows of the player's official attempt of a day.
public enum AttemptNote: Equatable, Sendable {
  /// Not used yet: the next run started on the board is the official attempt.
  case open
  /// Used: with its result ("official 32", "did not finish", "sending").
  case used(String)
  /// Not known (the board did not answer).
  case unknown
}

/// What came of a daily run's part on the board, as the end alert words it.
public enum BoardOutcome: Equatable, Sendable {
  /// On the board as the player's official result: its rank of how many.
  case official(rank: Int, of: Int)
  /// On the board as practice, and why.
  case practice(PracticeReason)
  /// Not answered yet: the run is kept in the data folder and sent when the board answers; as what it should count.
  case kept(String, attempt: Attempt?)
  /// The board refused the run for good (its words).
  case refused(String)
  /// Not on the board (no name given; the run was played without it).
  case offline(String)

  /// Whether the run is the player's official result of its date, as far as is known now.
  public var counts: Bool {
    switch self {
    case .official: true
    case .kept(_, let attempt): attempt == .official
    default: false
    }
  }
}

/// "1st", "2nd", "3rd", "11th", "22nd".
public func ordinal(_ n: Int) -> String {
  let suffix =
    (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
  return "\(n)\(suffix)"
}
