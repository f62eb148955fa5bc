import ArcadeCore
import BoardWire
import GameCatalog

/// The board's part of a game screen's daily runs, apart from the game's own flow: whether the player's name is asked
/// before a run, the run's part on the board from the moment its play begins (its inputs streamed as they are
/// played), and what came of it at the end.
struct BoardPlay {
  let link: (any BoardLink)?
  /// The name box was shown this session (it is asked once); why the runs are played without the board, if the
  /// player said so there.
  var askedName = false
  private(set) var offline: String?
  /// The run's part on the board, from the moment its play begins; the date to start it for until then.
  private(set) var run: (any BoardRun)?
  private var dateToStart: CalendarDate?

  init(link: (any BoardLink)?) { self.link = link }

  /// Whether the name box comes before this run: a daily with a board, and no name yet.
  func asksName(for setup: RunSetup) -> Bool {
    guard case .daily = setup.mode, let link, offline == nil else { return false }
    return link.playerName == nil && !askedName
  }

  /// The name box was left without a name: this session's dailies are played without the board.
  mutating func noName() { offline = "no name was given" }

  /// ▶ Play: a daily with a board starts there as its play begins (`beginIfDue`).
  mutating func prepare(_ setup: RunSetup) {
    run = nil
    dateToStart = nil
    if case .daily(let date) = setup.mode, link?.playerName != nil, offline == nil { dateToStart = date }
  }

  /// The run's play begins: its part on the board starts now.
  mutating func beginIfDue(game: String) {
    guard let date = dateToStart, let link else { return }
    dateToStart = nil
    run = link.begin(game: game, date: date)
  }

  /// A tick was played with this input.
  func record(_ input: TickInput) { run?.record(input) }

  /// The run settled: its tape to the board; nil for a run that is not the board's business (no board, not a daily).
  mutating func finish(_ tape: Tape, setup: RunSetup) -> BoardOutcome? {
    guard case .daily = setup.mode, let link else { return nil }
    guard let run else {
      return .offline(offline ?? (link.playerName == nil ? "no name was given" : "its play never began"))
    }
    return run.finish(tape)
  }

  /// The run was left before it ended.
  func abandon() { run?.abandon() }

  /// The run's row in the local scores, for the board's later word.
  func recorded(localRun: Int?) { run?.recorded(localRun: localRun) }

  /// The title card's line about the board for a daily of `date`, today being `today`.
  func titleLine(game: String, date: CalendarDate, today: CalendarDate?) -> String? {
    guard let link else { return nil }
    if offline != nil || link.playerName == nil { return nil }
    guard date == today else { return "Board: a past daily goes there as practice." }
    switch link.attempt(game: game, date: date) {
    case .open: return "Board: this run is your official attempt (the first you start there today)."
    case .used(let result): return "Board: your official attempt of today is used (\(result)); this run is practice."
    case .unknown: return "Board: " + BoardAPI.officialRule
    }
  }
}
