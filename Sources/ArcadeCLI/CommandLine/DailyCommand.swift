import ArcadeCore
import Glibc

/// `arcade daily [--list] [--date YYYY-MM-DD]`: each game's daily seed, one line per game (`GAME DATE SEED`), the
/// same on every machine (listing is all it does, so --list may be left out); and the dates the daily flags name.
enum DailyCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
    let date = try date(parsed, context)
    for entry in context.games {
      context.console.out("\(entry.info.id) \(date) \(DailySeed.seed(game: entry.info.id, date: date))")
    }
    return 0
  }

  /// The day `--date` names, else today's (UTC); a broken clock has no today, and says so.
  static func date(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> CalendarDate {
    guard let text = parsed.value(of: .date) else {
      guard let today = context.today else {
        throw CommandError("\(CalendarDate.brokenClock), or name a day with --date YYYY-MM-DD (played as practice)")
      }
      return today
    }
    guard let date = CalendarDate(text) else {
      throw CommandError("--date \(text.printable) \(CalendarDate.problem(with: text) ?? "is not a date")")
    }
    return date
  }

  /// The system's wall clock, in seconds since 1970-01-01 UTC: the one place the arcade asks for the time of day.
  @Sendable static func systemNow() -> Int { Int(time(nil)) }
}
