import ArcadeBoard
import ArcadeBoardClient
import ArcadeCore
import Foundation
import Testing

/// A past date, a date still to come and a date that does not read each get their own words, in the terminal and on
/// the board's page (a page for a browser, not JSON).
@Suite("board dates: past, future and malformed", .serialized, .ownThreads)
struct BoardDateTests {
  @Test("arcade board --date: a past date nobody played, a date to come, today's empty board each say their own line")
  func terminalWords() throws {
    let board = try BoardCommandTests()
    let today = board.today
    let past = CalendarDate(daysSinceEpoch: today.daysSinceEpoch - 1)!
    let future = CalendarDate(daysSinceEpoch: today.daysSinceEpoch + 2)!
    let old = board.harness.run("board", "frog", "--board", board.url, "--date", "\(past)")
    #expect(old.outLines.last == "  nobody played the daily of \(past) on this board", "\(old.out)\(old.err)")
    let coming = board.harness.run("board", "frog", "--board", board.url, "--date", "\(future)")
    #expect(coming.outLines.last == "  the daily of \(future) has not come yet (today is \(today), UTC)")
    let now = board.harness.run("board", "frog", "--board", board.url)
    #expect(now.outLines.last == "  no runs yet; play it: arcade play frog --daily")
    let bad = board.harness.run("board", "frog", "--board", board.url, "--date", "garbage")
    #expect(bad.status == 2 && bad.err.hasPrefix("arcade: --date garbage is not written YYYY-MM-DD"), "\(bad.err)")
  }

  @Test(
    "the page: a past date nobody played, a date to come and one that does not read get words of their own, as HTML")
  func pageWords() throws {
    let board = try BoardCommandTests()
    let today = board.today
    let client = try HTTPClient(baseURL: board.url)
    func page(_ query: String) throws -> (status: Int, type: String, text: String) {
      let answer = try client.send("GET", "/" + query, deadline: 20, limit: 1 << 20).get()
      return (
        answer.status, answer.values(of: "content-type").first ?? "", String(decoding: answer.body, as: UTF8.self)
      )
    }
    let past = CalendarDate(daysSinceEpoch: today.daysSinceEpoch - 3)!
    let old = try page("?date=\(past)")
    #expect(old.status == 200 && old.text.contains("Nobody played the daily of \(past) on this board."))
    #expect(!old.text.contains("Play it"))
    let future = CalendarDate(daysSinceEpoch: today.daysSinceEpoch + 1)!
    let coming = try page("?date=\(future)")
    #expect(coming.text.contains("The daily of \(future) has not come yet: today is \(today) (UTC)."))
    #expect(coming.text.contains("Its daily opens on \(future)."))
    let garbage = try page("?date=garbage")
    #expect(garbage.status == 400 && garbage.type.hasPrefix("text/html"))
    #expect(garbage.text.contains("<!DOCTYPE html>") && garbage.text.contains("“garbage” is not written YYYY-MM-DD"))
    #expect(!garbage.text.contains("{\""), "no JSON for a browser")
    let now = try page("")
    #expect(now.text.contains("No runs yet. Play it: <code>arcade play heli --daily</code>"))
  }
}
