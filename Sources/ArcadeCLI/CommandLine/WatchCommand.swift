import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import BoardWire

/// `arcade watch [--json]` lists the runs being played on the board now and today's finished ones; `arcade watch
/// RUN` watches one on the screen as it is played (Docs/board.md, Live). Everything the board says passes the
/// terminal gate before it is printed.
enum WatchCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let url = try BoardCommand.url(parsed, context)
    let connection = BoardConnection(url: url)
    guard let text = parsed.positionals.first else { return try list(connection, json: parsed.has(.json), context) }
    if parsed.has(.json) { throw CommandError("--json prints the list; give it without a RUN: arcade watch --json") }
    guard let run = Int(text), run >= 1, "\(run)" == text else {
      throw CommandError("a RUN is a run's number, as arcade watch lists them (got \(text.printable(limit: 20)))")
    }
    let options = try FrontEndOptions(parsed, environment: context.environment, config: context.config)
    // Asked once before the terminal opens (from its end: no inputs), so a run that is not there, or not open to this
    // player yet, is one line.
    let token = context.storage.boardIdentity()?.token
    switch connection.live(run: run, from: Tape.maxTicks, token: token) {
    case .failure(let problem):
      throw CommandError("the board \(url.printable(limit: 80)): \(problem.line)", status: 1)
    case .success(let answer) where !context.gameIDs.contains(answer.game):
      throw CommandError(
        "run \(run) is a daily of \(answer.game.printable(limit: 20)), a game this arcade does not have (arcade list)",
        status: 1)
    case .success: return context.launcher.live(run, options, context.storage)
    }
  }

  /// The live list: a line naming the board, then a row a run (its number first), or the JSON answer.
  private static func list(_ connection: BoardConnection, json: Bool, _ context: CommandContext)
    throws(CommandError) -> Int32
  {
    let url = connection.url.printable(limit: 80)
    let answer: LiveAnswer
    switch connection.live() {
    case .success(let found): answer = found
    case .failure(let problem): throw CommandError("the board \(url): \(problem.line)", status: 1)
    }
    if json {
      var shown = answer
      for i in shown.runs.indices {
        shown.runs[i].name = BoardText(shown.runs[i].name.shown(limit: BoardAPI.longestName))
      }
      context.console.out(String(decoding: WireJSON.encode(shown).dropLast(), as: UTF8.self).printable)
      return 0
    }
    let today = CalendarDate(answer.today).map { "\($0)" } ?? "?"
    context.console.out("live on \(url), today \(today) (UTC)")
    guard !answer.runs.isEmpty else {
      context.console.out("  nobody is playing now, and no run finished today; play one: arcade play GAME --daily")
      return 0
    }
    let rows = answer.runs.map { ["\($0.run)"] + $0.cells }
    context.console.out(TextTable.lines([["run", "name", "game", "score", "time", "", ""]] + rows, indent: "  "))
    context.console.out("watch one: arcade watch RUN")
    return 0
  }
}
