import ArcadeCore
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

@Suite("scores file format")
struct ScoreFileTests {
  let entries = [
    ScoreEntry(game: "frog", score: 1200, status: .won, table: .standard, seed: 42, ticks: 12_034),
    ScoreEntry(game: "frog", score: 900, status: .timeUp, table: .custom, seed: 7, ticks: 3_000),
  ]
  let daily = CalendarDate("2026-12-02")!

  @Test("the text form is a header, a comment and one line per score, and parses back")
  func roundTrip() throws {
    let dailies = [
      ScoreEntry(game: "heli", score: 812, status: .lost, table: .daily(daily), seed: 110_209_668, ticks: 1650),
      ScoreEntry(
        game: "heli", score: 455, status: .lost, table: .daily(daily), seed: 110_209_668, ticks: 936, official: true),
    ]
    let text = ScoreFile.text(ScoreBook(entries: entries + dailies))
    #expect(
      text == """
        arcade-scores 2
        # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]
        frog 1200 won default 42 12034
        frog 900 time-up custom 7 3000
        heli 812 lost daily-2026-12-02 110209668 1650
        heli 455 lost daily-2026-12-02 110209668 936 official

        """)
    #expect(try ScoreFile.parse(text) == ScoreBook(entries: entries + dailies))
  }

  @Test("an arcade score ends with the levels it played; the levels reached follow the scores, and all parse back")
  func arcadeRoundTrip() throws {
    let book = ScoreBook(
      entries: entries + [
        ScoreEntry(game: "heli", score: 2210, status: .lost, table: .arcade, seed: 5, ticks: 9000, levels: 1...3),
        ScoreEntry(
          game: "heli", score: 455, status: .lost, table: .daily(daily), seed: 110_209_668, ticks: 936, official: true),
      ],
      reached: [LevelReached(game: "frog", level: 2), LevelReached(game: "heli", level: 4)])
    let text = ScoreFile.text(book)
    #expect(
      text == """
        arcade-scores 2
        # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]
        frog 1200 won default 42 12034
        frog 900 time-up custom 7 3000
        heli 2210 lost arcade 5 9000 1-3
        heli 455 lost daily-2026-12-02 110209668 936 official
        # reached GAME LEVEL: the highest level an arcade run of the game started
        reached frog 2
        reached heli 4

        """)
    #expect(try ScoreFile.parse(text) == book)
    #expect(book.levelReached(game: "heli") == 4 && book.levelReached(game: "puck") == 1)
  }

  @Test("a version 1 file (the default and custom tables only, before arcade mode and dailies) reads as it is")
  func versionOne() throws {
    let text =
      "arcade-scores 1\n# GAME SCORE STATUS TABLE SEED TICKS\nfrog 1200 won default 42 12034\n"
      + "frog 900 time-up custom 7 3000\n"
    #expect(try ScoreFile.parse(text) == ScoreBook(entries: entries))
  }

  @Test("a file saved with CRLF line ends, or with tabs, still reads")
  func lineEnds() throws {
    let text = "arcade-scores 2\r\nfrog\t1200 won default 42 12034\r\nfrog 900 time-up custom 7 3000\r\n"
    #expect(try ScoreFile.parse(text) == ScoreBook(entries: entries))
  }

  @Test("a file that starts with a UTF-8 byte-order mark (as some editors save it) still reads")
  func byteOrderMark() throws {
    #expect(
      try ScoreFile.parse("\u{FEFF}" + ScoreFile.text(ScoreBook(entries: entries))) == ScoreBook(entries: entries))
  }

  @Test(
    "each kind of damage names its line",
    arguments: [
      ("", 1), ("arcade-scores 3\n", 1), ("arcade-scores 2\nreached heli 0\n", 2),
      ("arcade-scores 2\nreached Heli 3\n", 2), ("arcade-scores 2\nheli 1 lost arcade 1 1 3-1\n", 2),
      ("arcade-scores 2\nheli 1 lost arcade 1 1 0-2\n", 2), ("arcade-scores 2\nheli 1 lost arcade 1 1 1-2 x\n", 2),
      ("arcade-scores 2\nheli 1 lost arcade 1 1 official\n", 2),
      ("arcade-scores 2\nheli 1 lost daily-2026-12-02 1 1 1-2\n", 2),
      ("arcade-scores 2\nheli 1 lost default 1 1 official\n", 2), ("arcade-scores 2\nheli 1 lost custom 1 1 1-2\n", 2),
      ("arcade-scores 1\nfrog 1 won default 1\n", 2),
      ("arcade-scores 2\nheli 1 lost daily-2026-02-30 1 1\n", 2), ("arcade-scores 2\nheli 1 lost daily 1 1\n", 2),
      ("arcade-scores 2\nheli 1 lost daily-2026-12-02 1 1 best\n", 2),
      ("arcade-scores 1\n\nFrog 1 won default 1 1\n", 3), ("arcade-scores 1\nfrog 1 draw default 1 1\n", 2),
      ("arcade-scores 1\nfrog 1 won maybe 1 1\n", 2), ("arcade-scores 1\nfrog 1 won default -1 1\n", 2),
      ("arcade-scores 1\nfrog 1 won default 1 -1\n", 2), ("arcade-scores 1\n../x 1 won default 1 1\n", 2),
    ])
  func damage(text: String, line: Int) {
    #expect(throws: ScoreFileError.self) { try ScoreFile.parse(text) }
    do {
      _ = try ScoreFile.parse(text)
    } catch {
      #expect(error.line == line)
    }
  }
}
