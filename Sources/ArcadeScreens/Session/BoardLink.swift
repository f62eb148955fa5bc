import ArcadeCore
import Dispatch
import Foundation

/// How a daily run began on the board: its id there, or why the board did not start it. The request runs beside
/// the game (which never waits for it); the end of the run waits for its answer, a bounded time.
public final class BoardStart: @unchecked Sendable {
  public struct Outcome: Sendable, Equatable {
    public let run: Int?
    /// Why there is no run: no answer in time (the run then goes as practice, later), or the board's refusal.
    public let problem: String?
    public let refused: Bool

    public init(run: Int?, problem: String? = nil, refused: Bool = false) {
      self.run = run
      self.problem = problem
      self.refused = refused
    }
  }

  private let lock = NSLock()
  private let answered = DispatchSemaphore(value: 0)
  private var outcome: Outcome?

  public init() {}

  /// A start already answered.
  public convenience init(_ outcome: Outcome) {
    self.init()
    settle(outcome)
  }

  /// The board answered (or did not, in time).
  public func settle(_ outcome: Outcome) {
    lock.lock()
    let first = self.outcome == nil
    if first { self.outcome = outcome }
    lock.unlock()
    if first { answered.signal() }
  }

  /// The outcome, waiting for it at most `seconds`; nil when it has not come.
  public func wait(seconds: Double) -> Outcome? {
    lock.lock()
    if let outcome {
      lock.unlock()
      return outcome
    }
    lock.unlock()
    guard answered.wait(timeout: .now() + seconds) == .success else { return nil }
    answered.signal()
    lock.lock()
    defer { lock.unlock() }
    return outcome
  }
}

/// The daily board, when one is set up (`--board`, ARCADE_BOARD, the config file): the screens start a daily run on
/// it and send its tape at the end, each request bounded (a slow or absent board delays a game half a second at
/// most), and show the player's place. The command line's `BoardSession` is the real one; tests give fakes.
public protocol BoardLink: AnyObject {
  /// The board's address, for the lines that name it.
  var url: String { get }
  /// The player's name on the boards; nil until the player gives one (the game asks, once).
  var playerName: String? { get }
  /// Keeps the player's name (a token is made with it); the problem in one line when it is not one the board takes.
  func choose(name: String) -> String?
  /// Starts a daily run on the board, beside the game: returns at once.
  func startDaily(game: String, date: CalendarDate) -> BoardStart
  /// Sends a finished daily run's tape (or keeps it to send later); the end alert's line about the board.
  func finishDaily(_ start: BoardStart, tape: Tape, score: Int) -> String
  /// The player's place on a date's board of each game that has one ("3rd of 12"), for the Daily challenge box.
  func standings(games: [String], date: CalendarDate) -> [String: String]
}

/// "1st", "2nd", "3rd", "11th", "22nd".
public func ordinal(_ n: Int) -> String {
  let suffix =
    (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
  return "\(n)\(suffix)"
}
