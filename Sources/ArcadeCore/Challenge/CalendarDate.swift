/// A day of the proleptic Gregorian calendar, as `YYYY-MM-DD`: the name of a daily challenge.
///
/// Pure arithmetic on the date's numbers (no time zone, no clock): which day is "today" is the front end's
/// question (it asks the system clock for the UTC date); the simulation only ever sees a date.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// A valid date from 1970-01-01 to 9999-12-31, else nil.
  public init?(year: Int, month: Int, day: Int) {
    guard (1970...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses exactly `YYYY-MM-DD` (four, two and two ASCII digits), byte by byte: a long history of daily
  /// results reads thousands of dates.
  public init?(_ text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var n = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        n = n * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return n
    }
    guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
    self.init(year: y, month: m, day: d)
  }

  /// Why `text` is not a date, in words that follow its name: "is not written YYYY-MM-DD (e.g. 2026-12-06)",
  /// "does not exist: February 2026 has 28 days"; nil when it is one.
  public static func problem(with text: some StringProtocol) -> String? {
    guard CalendarDate(text) == nil else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return "is not written YYYY-MM-DD (e.g. 2026-12-06)" }
    guard (1970...9999).contains(year) else { return "is outside the days a daily can have, 1970-01-01 to 9999-12-31" }
    guard (1...12).contains(month) else { return "does not exist: months go from 01 to 12" }
    let days = daysIn(month: month, year: year)
    return day == 0
      ? "does not exist: days start at 01" : "does not exist: \(monthNames[month - 1]) \(year) has \(days) days"
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// The date `days` days after 1970-01-01 (0 is that day itself); nil outside the supported years.
  public init?(daysSinceEpoch days: Int) {
    // Walk whole years, then whole months: at most 8030 years and 12 months, only ever from the clock
    // or a test, so plain loops are clear and fast enough.
    guard days >= 0 else { return nil }
    var rest = days
    var year = 1970
    while rest >= Self.daysIn(year: year) {
      rest -= Self.daysIn(year: year)
      year += 1
      if year > 9999 { return nil }
    }
    var month = 1
    while rest >= Self.daysIn(month: month, year: year) {
      rest -= Self.daysIn(month: month, year: year)
      month += 1
    }
    self.init(year: year, month: month, day: rest + 1)
  }

  /// What a broken clock means for the daily challenge, in one line.
  public static let brokenClock =
    "the system clock reads a time outside 1970-01-01 to 9999-12-31, so there is no today for the daily challenge; set the clock"

  /// The UTC date of a moment given in seconds since 1970-01-01 00:00 UTC; nil before 1970 or after 9999 (a
  /// clock that is broken).
  public init?(utcSeconds seconds: Int) {
    guard seconds >= 0 else { return nil }
    self.init(daysSinceEpoch: seconds / 86_400)
  }

  /// Days since 1970-01-01 (that day is 0).
  public var daysSinceEpoch: Int {
    var days = 0
    for y in 1970..<year { days += Self.daysIn(year: y) }
    for m in 1..<month { days += Self.daysIn(month: m, year: year) }
    return days + day - 1
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func padded(_ n: Int, _ width: Int) -> String {
      let digits = String(n)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  public static func < (a: Self, b: Self) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  static func daysIn(year: Int) -> Int { isLeap(year) ? 366 : 365 }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
