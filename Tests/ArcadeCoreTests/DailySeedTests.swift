import Testing

@testable import ArcadeCore

@Suite("Daily challenge seeds and calendar dates")
struct DailySeedTests {
  /// The published function of date and game (these values were computed by a separate implementation of
  /// the documented formula): if one changes, every player's daily changes with it.
  @Test(
    "the daily seed of each game on fixed dates never changes",
    arguments: [
      ("frog", "2026-12-02", UInt64(926_166_605)), ("puck", "2026-12-02", 505_042_492),
      ("heli", "2026-12-02", 110_209_668), ("hundreds", "2026-12-02", 678_991_374),
      ("heli", "2026-12-03", 866_289_412), ("heli", "1970-01-01", 668_541_253),
      ("frog", "2028-02-29", 42_757_690), ("hundreds", "9999-12-31", 366_543_668),
    ])
  func pinnedSeeds(game: String, date: String, seed: UInt64) throws {
    #expect(DailySeed.seed(game: game, date: try #require(CalendarDate(date))) == seed)
  }

  @Test("each game has its own seed on a day, and each day its own seed for a game")
  func seedsDiffer() throws {
    let day = try #require(CalendarDate("2026-12-02"))
    let games = ["frog", "puck", "heli", "hundreds"].map { DailySeed.seed(game: $0, date: day) }
    #expect(Set(games).count == 4)
    var seen: Set<UInt64> = []
    for offset in 0..<366 {
      let date = try #require(CalendarDate(daysSinceEpoch: day.daysSinceEpoch + offset))
      seen.insert(DailySeed.seed(game: "heli", date: date))
    }
    #expect(seen.count == 366)
    #expect(seen.allSatisfy { $0 < 1_000_000_000 })
  }

  @Test("a date is exactly YYYY-MM-DD of a real day from 1970 to 9999")
  func parsing() {
    #expect(CalendarDate("2024-02-29")?.description == "2024-02-29")
    #expect(CalendarDate("2000-02-29") != nil)
    for bad in [
      "2023-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-02", "26-12-02", "2026-12-02 ",
      "2026/12/02", "１９７０-01-01", "1969-12-31", "", "2026-12", "+202-12-02",
    ] {
      #expect(CalendarDate(bad) == nil, "\(bad) should not parse")
    }
  }

  @Test("days since 1970-01-01 and dates convert both ways, leap days included")
  func epochDays() throws {
    #expect(CalendarDate("1970-01-01")?.daysSinceEpoch == 0)
    #expect(CalendarDate("2000-03-01")?.daysSinceEpoch == 11_017)
    #expect(CalendarDate("2026-12-02")?.daysSinceEpoch == 20_789)
    #expect(CalendarDate(daysSinceEpoch: 20_789)?.description == "2026-12-02")
    #expect(CalendarDate(daysSinceEpoch: -1) == nil)
    for days in stride(from: 0, through: 40_000, by: 97) {
      let date = try #require(CalendarDate(daysSinceEpoch: days))
      #expect(date.daysSinceEpoch == days)
      #expect(CalendarDate(date.description) == date)
    }
  }
}
