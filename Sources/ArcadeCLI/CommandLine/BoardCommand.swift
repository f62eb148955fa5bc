import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeStorage
import Foundation
import GameCatalog

/// `arcade board [GAME] [--date D] [--json] | GAME --watch RANK | --whoami | --pending` and `arcade submit TAPE...`:
/// the daily board from the player's seat (Docs/board.md).
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
    if parsed.has(.whoami) { return whoami(board, context) }
    if parsed.has(.pending) { return pending(board, context) }
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
    var boards: [(CatalogEntry, [BoardEntry])] = []
    for entry in games {
      switch board.connection.board(game: entry.info.id, date: date) {
      case .success(let rows): boards.append((entry, rows))
      case .failure(let problem): throw CommandError("the board \(board.url): \(problem.line)", status: 1)
      }
    }
    if parsed.has(.json) {
      let json = boards.map { entry, rows in
        [
          "game": entry.info.id, "date": "\(date)",
          "runs": rows.map { row -> [String: Any] in
            [
              "rank": row.rank ?? NSNull(), "name": row.name, "score": row.score, "ticks": row.ticks,
              "official": row.official, "run": row.run,
            ]
          },
        ] as [String: Any]
      }
      let data = (try? JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])) ?? Data()
      context.console.out(String(decoding: data, as: UTF8.self))
      return 0
    }
    let me = board.playerName
    for (index, (entry, rows)) in boards.enumerated() {
      if index > 0 { context.console.out() }
      context.console.out("\(entry.info.id) (\(entry.info.title)) daily \(date) on \(board.url)")
      if rows.isEmpty {
        context.console.out("  no runs yet; play it: arcade play \(entry.info.id) --daily")
        continue
      }
      let table = rows.map { row in
        [
          row.rank.map { "\($0)." } ?? "-", row.name.printable, String(row.score),
          ScoresCommand.duration(ticks: row.ticks, rate: Ticks.perSecond), row.official ? "official" : "practice",
        ] + (row.name == me ? ["◀ you"] : [])
      }
      context.console.out(TextTable.lines(table, indent: "  "))
    }
    return 0
  }

  private static func whoami(_ board: BoardSession, _ context: CommandContext) -> Int32 {
    guard let identity = board.identity else {
      context.console.out(
        "no name yet on \(board.url): the game asks for one when you play a daily with the board (or put 'name NAME' in \(ConfigFile.path(environment: context.environment).printable))"
      )
      return 0
    }
    let path = context.storage.identityPath
    context.console.out("\(identity.name) on \(board.url); your token is kept in \(path.printable) (\(mode(of: path)))")
    return 0
  }

  /// "mode 600", as the file is now; with a word and the fix when others may read the token.
  private static func mode(of path: String) -> String {
    guard let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int else {
      return "its mode cannot be read"
    }
    let octal = String(mode & 0o777, radix: 8)
    guard mode & 0o077 != 0 else { return "mode \(octal)" }
    return "mode \(octal): other users can read your token; chmod 600 \(path.printable)"
  }

  private static func pending(_ board: BoardSession, _ context: CommandContext) -> Int32 {
    let waiting = context.storage.pendingSubmissions()
    if waiting.isEmpty { context.console.out("nothing waits to be sent to a board") }
    for (_, run) in waiting {
      let kind = run.run.map { "run \($0)" } ?? "practice"
      context.console.out("\(run.game) daily \(run.date) score \(run.score) for \(run.board) (\(kind))")
    }
    return 0
  }

  /// `--watch RANK`: the tape of that place on the date's board, replayed.
  private static func watch(
    _ entry: CatalogEntry, rank text: String, date: CalendarDate, _ board: BoardSession, _ parsed: ParsedArguments,
    _ context: CommandContext
  ) throws(CommandError) -> Int32 {
    let (tape, row) = try tape(entry, rank: text, date: date, board)
    let options = try FrontEndOptions(parsed, environment: context.environment, config: context.config)
    return context.launcher.watch(tape, entry, options, context.storage, row.byline(date: date))
  }

  /// The tape of a place on a date's board of a game (its official results' ranks), and its row.
  static func tape(_ entry: CatalogEntry, rank text: String, date: CalendarDate, _ board: BoardSession)
    throws(CommandError) -> (Tape, BoardEntry)
  {
    guard let rank = Int(text), rank >= 1 else {
      throw CommandError("a rank is a whole number from 1 (got \(text.printable))")
    }
    let rows: [BoardEntry]
    switch board.connection.board(game: entry.info.id, date: date) {
    case .success(let found): rows = found
    case .failure(let problem): throw CommandError("the board \(board.url): \(problem.line)", status: 1)
    }
    guard let row = rows.first(where: { $0.rank == rank }) else {
      let count = rows.filter(\.official).count
      throw CommandError(
        "\(entry.info.id)'s board of \(date) has \(count) ranked run\(count == 1 ? "" : "s"); pick a rank from 1 to \(count)",
        status: 1)
    }
    switch board.connection.tape(run: row.run) {
    case .success(let text):
      do {
        return (try Tape(text: text), row)
      } catch {
        throw CommandError("the tape of rank \(rank) does not read: \(error)", status: 1)
      }
    case .failure(let problem):
      throw CommandError("the board \(board.url): \(problem.line)", status: 1)
    }
  }

  /// `arcade submit TAPE...`: daily tapes played without the board, sent as practice.
  static func submit(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let board = try session(parsed, context)
    guard let identity = board.identity else {
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
      switch board.connection.practice(name: identity.name, token: identity.token, tape: text) {
      case .success(let accepted):
        context.console.out("sent \(path.printable) to \(board.url) as practice (run \(accepted.run))")
      case .failure(let problem):
        context.console.error("\(path.printable): \(board.url) \(problem.line)")
        failures += 1
      }
    }
    return failures == 0 ? 0 : 1
  }
}
