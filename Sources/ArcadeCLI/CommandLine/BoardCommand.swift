import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import BoardWire
import Foundation
import GameCatalog

/// `arcade board [GAME] [--date D] [--json] | GAME --watch RANK | --whoami | --pending | --rename NAME` and
/// `arcade submit TAPE...`: the daily board from the player's seat (Docs/board.md). Everything the board says passes
/// the terminal gate (`BoardText`) before it is printed.
enum BoardCommand {
  /// The board's address: `--board`, else ARCADE_BOARD, else the config file's; an error saying how to set one.
  static func url(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> String {
    guard let url = try FrontEndOptions.board(parsed, environment: context.environment, config: context.config) else {
      throw CommandError(
        "no board is set; give --board URL, set ARCADE_BOARD, or put 'board URL' in \(ConfigFile.path(environment: context.environment).printable)"
      )
    }
    return url
  }

  static func session(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> BoardSession {
    BoardSession(url: try url(parsed, context), storage: context.storage, name: context.config.name, timeout: 5)
  }

  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let board = try session(parsed, context)
    if parsed.has(.whoami) { return BoardIdentityCommands.whoami(board, context) }
    if parsed.has(.pending) { return BoardIdentityCommands.pending(board, context) }
    if let name = parsed.value(of: .rename) { return try BoardIdentityCommands.rename(to: name, board, context) }
    for line in board.sendPending() { context.console.out(line) }
    let date = try DailyCommand.date(parsed, context)
    if let rank = parsed.value(of: .watch) {
      guard let id = parsed.positionals.first else {
        throw CommandError("--watch needs a GAME: arcade board GAME --watch RANK")
      }
      let entry = try context.game(id)
      return try watch(entry, rank: rank, date: date, board, parsed, context)
    }
    let games =
      try parsed.positionals.first.map { (id: String) throws(CommandError) in [try context.game(id)] } ?? context.games
    var boards: [(CatalogEntry, BoardAnswer)] = []
    for entry in games {
      switch board.connection.board(game: entry.info.id, date: date) {
      case .success(let answer): boards.append((entry, answer))
      case .failure(let problem): throw CommandError("the board \(board.url): \(problem.line)", status: 1)
      }
    }
    if parsed.has(.json) {
      let shown = boards.map { $0.1.withNamesShown }
      context.console.out(String(decoding: WireJSON.encode(shown).dropLast(), as: UTF8.self).printable)
      return 0
    }
    let me = board.playerName
    for (index, (entry, answer)) in boards.enumerated() {
      if index > 0 { context.console.out() }
      context.console.out("\(entry.info.id) (\(entry.info.title)) daily \(date) on \(board.url)")
      if answer.runs.isEmpty {
        context.console.out("  " + emptyBoard(entry.info.id, date: date, today: CalendarDate(answer.today)))
        continue
      }
      let table = answer.runs.map { row in
        let result =
          switch row.state {
          case .playing: "playing"
          case .unfinished: "did not finish"
          case .finished, .other: row.score.map(String.init) ?? ""
          }
        return [
          row.rank.map { "\($0)." } ?? "-", row.name.shown(limit: BoardAPI.longestName), result,
          row.ticks.map(Ticks.clockTime) ?? "",
          row.official || row.state != .finished ? "official" : "practice",
        ] + (row.name.raw == me ? ["◀ you"] : [])
      }
      context.console.out(TextTable.lines(table, indent: "  "))
    }
    return 0
  }

  /// What an empty board says: a past date nobody played, a date still to come, or today's (play it).
  static func emptyBoard(_ game: String, date: CalendarDate, today: CalendarDate?) -> String {
    guard let today else { return "no runs" }
    if date < today { return "nobody played the daily of \(date) on this board" }
    if date > today { return "the daily of \(date) has not come yet (today is \(today), UTC)" }
    return "no runs yet; play it: arcade play \(game) --daily"
  }

  /// `--watch RANK`: the tape of that place on the date's board, replayed.
  private static func watch(
    _ entry: CatalogEntry, rank text: String, date: CalendarDate, _ board: BoardSession, _ parsed: ParsedArguments,
    _ context: CommandContext
  ) throws(CommandError) -> Int32 {
    let (tape, row) = try tape(entry, rank: text, date: date, board)
    let options = try FrontEndOptions(parsed, environment: context.environment, config: context.config)
    return context.launcher.watch(tape, entry, options, context.storage, row.byline(date: date), nil)
  }

  /// The tape of a place on a date's board of a game (its official results' ranks), and its row. A tape of today
  /// comes only once the player's own official attempt of it is played.
  static func tape(_ entry: CatalogEntry, rank text: String, date: CalendarDate, _ board: BoardSession)
    throws(CommandError) -> (Tape, BoardRow)
  {
    guard let rank = Int(text), rank >= 1 else {
      throw CommandError("a rank is a whole number from 1 (got \(text.printable(limit: 20)))")
    }
    let rows: [BoardRow]
    switch board.connection.board(game: entry.info.id, date: date) {
    case .success(let found): rows = found.runs
    case .failure(let problem): throw CommandError("the board \(board.url): \(problem.line)", status: 1)
    }
    guard let row = rows.first(where: { $0.rank == rank }) else {
      let count = rows.filter(\.official).count
      throw CommandError(
        "\(entry.info.id)'s board of \(date) has \(count) ranked run\(count == 1 ? "" : "s"); pick a rank from 1 to \(count)",
        status: 1)
    }
    switch board.connection.tape(run: row.run, token: board.playingIdentity?.token) {
    case .success(let text):
      do {
        return (try Tape(text: text), row)
      } catch {
        throw CommandError("the tape of rank \(rank) does not read: \(error.description)", status: 1)
      }
    case .failure(let problem):
      throw CommandError("the board \(board.url): \(problem.line)", status: 1)
    }
  }

  /// `arcade submit TAPE...`: daily tapes played without the board, sent as practice.
  static func submit(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let board = try session(parsed, context)
    guard let identity = board.playingIdentity else {
      throw CommandError(
        "no name on the board yet; play a daily with --board once, or put 'name NAME' in \(ConfigFile.path(environment: context.environment).printable)"
      )
    }
    var failures = 0
    for path in parsed.positionals {
      let text: String
      do {
        var (reader, _) = try TapeLoader.open(path, games: context.games)
        guard case .daily = reader.header.mode else {
          throw LineError(line: nil, "not a daily challenge's tape: only dailies go on the board")
        }
        text = try Tape(reading: &reader).text
      } catch {
        context.console.error("\(path.printable): \(String(describing: error).printable)")
        failures += 1
        continue
      }
      switch board.connection.practice(PracticeRequest(name: identity.name, token: identity.token, tape: text)) {
      case .success(let result):
        context.console.out(
          "sent \(path.printable) to \(board.url) as practice (run \(result.run), score \(result.score))")
      case .failure(let problem):
        context.console.error("\(path.printable): \(board.url): \(problem.line)")
        failures += 1
      }
    }
    return failures == 0 ? 0 : 1
  }
}

extension BoardAnswer {
  /// The answer with its names as the table shows them: a board's names are at most 24 safe characters, so only a
  /// hostile board's change (cut, their controls shown as "?").
  fileprivate var withNamesShown: BoardAnswer {
    var answer = self
    for i in answer.runs.indices {
      answer.runs[i].name = BoardText(answer.runs[i].name.shown(limit: BoardAPI.longestName))
    }
    return answer
  }
}
