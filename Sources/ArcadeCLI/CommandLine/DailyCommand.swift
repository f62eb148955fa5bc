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

  /// The day `--date` names, else today's (UTC).
  static func date(_ parsed: ParsedArguments, _ context: CommandContext) throws(CommandError) -> CalendarDate {
    guard let text = parsed.value(of: "date") else { return context.today() }
    guard let date = CalendarDate(text) else {
      throw CommandError("--date \(text.printable) \(CalendarDate.problem(with: text) ?? "is not a date")")
    }
    return date
  }

  /// Today's date in UTC, from the system clock: the one place the arcade asks the clock for a date.
  static func todayUTC() -> CalendarDate {
    let days = Int(time(nil)) / 86_400
    return CalendarDate(daysSinceEpoch: days) ?? CalendarDate(year: 1970, month: 1, day: 1)!
  }
}
