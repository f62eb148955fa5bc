import ArcadeBoard
import ArcadeCore
import Foundation
import GameCatalog
import Testing

/// The whole flow against a real server on 127.0.0.1 and a real database (SQLite, and PostgreSQL when the CI gives
/// one): start a daily run, submit its tape, read the board, fetch the tape; names bound to tokens; official and
/// practice.
@Suite("Board: the flow", .serialized)
struct BoardFlowTests {
  static let alice = "alice-token-0123456789"
  static let bob = "bob-token-0123456789ab"

  @Test(
    "start, submit, board, tape: a run replayed and ranked; the tape served back byte for byte",
    arguments: BoardHarness.kinds)
  func wholeFlow(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let started = board.start("alice", token: Self.alice, game: "heli")
    #expect(started.status == 201)
    let run = try #require(started.json["run"] as? Int)
    let tape = DailyTapes.heliCrash()
    #expect(started.json["seed"] as? String == String(tape.seed), "the date's seed")
    board.clock.advance(seconds: 1)
    let submitted = board.submit(run, token: Self.alice, tape: tape)
    #expect(submitted.status == 200, "\(submitted.json)")
    #expect(submitted.json["official"] as? Bool == true && submitted.json["rank"] as? Int == 1)
    #expect(submitted.json["of"] as? Int == 1 && submitted.json["score"] as? Int == tape.end!.score)
    let rows = board.board("heli")
    #expect(rows.count == 1)
    #expect(rows.first?["name"] as? String == "alice" && rows.first?["rank"] as? Int == 1)
    #expect(rows.first?["ticks"] as? Int == tape.end!.tick && rows.first?["official"] as? Bool == true)
    let served = board.request("GET", "/tapes/\(run)")
    #expect(served.status == 200 && String(decoding: served.body, as: UTF8.self) == tape.text)
    #expect(try Tape(text: String(decoding: served.body, as: UTF8.self)) == tape)
    #expect(board.log.all.contains { $0.hasPrefix("POST /runs/\(run) 200 ") }, "one log line a request")
  }

  @Test(
    "the first finished run of a date is a player's official result, later ones practice; the board ranks officials",
    arguments: BoardHarness.kinds)
  func officialThenPractice(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    var answers: [[String: Any]] = []
    for (name, token) in [("alice", Self.alice), ("alice", Self.alice), ("bob", Self.bob)] {
      let run = try #require(board.start(name, token: token, game: "heli").json["run"] as? Int)
      board.clock.advance(seconds: 1)
      answers.append(board.submit(run, token: token, tape: DailyTapes.heliCrash()).json)
    }
    #expect(answers.map { $0["official"] as? Bool } == [true, false, true])
    #expect(answers.map { $0["rank"] as? Int } == [1, nil, 2], "equal scores and ticks: the earlier run first")
    let rows = board.board("heli")
    #expect(rows.map { $0["name"] as? String } == ["alice", "bob", "alice"])
    #expect(rows.map { $0["rank"] as? Int } == [1, 2, nil])
    #expect(rows.map { $0["official"] as? Bool } == [true, true, false])
  }

  @Test(
    "a name is bound to the token of its first submission: no one else can post under it", arguments: BoardHarness.kinds
  )
  func nameBinding(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start("alice", token: Self.alice, game: "heli").json["run"] as? Int)
    board.clock.advance(seconds: 1)
    #expect(board.submit(run, token: Self.alice, tape: DailyTapes.heliCrash()).status == 200)
    let taken = board.start("alice", token: Self.bob, game: "heli")
    #expect(taken.status == 403)
    #expect(taken.json["error"] as? String == "the name alice belongs to another player; choose another name")
    // Another's run cannot be submitted with one's own token.
    let bobs = try #require(board.start("bob", token: Self.bob, game: "heli").json["run"] as? Int)
    let stolen = board.submit(bobs, token: Self.alice, tape: DailyTapes.heliCrash())
    #expect(stolen.status == 403 && board.board("heli").count == 1)
  }

  @Test("the web page renders today's four boards as tables, each row linking its tape and the command to replay it")
  func webPage() throws {
    let board = try BoardHarness()
    let run = try #require(board.start("alice<b>", token: Self.alice, game: "heli").json["run"] as? Int?) ?? nil
    #expect(run == nil, "a name with < is refused")
    let ok = try #require(board.start("alice", token: Self.alice, game: "heli").json["run"] as? Int)
    board.clock.advance(seconds: 1)
    _ = board.submit(ok, token: Self.alice, tape: DailyTapes.heliCrash())
    let page = board.request("GET", "/")
    let html = String(decoding: page.body, as: UTF8.self)
    #expect(page.status == 200)
    #expect(html.contains("<h1>arcade · daily challenge 2026-12-06 (today, UTC)</h1>"))
    for entry in Catalog.entries { #expect(html.contains("<h2>\(entry.info.title)</h2>")) }
    #expect(html.contains("<td>1</td><td>alice</td><td class=\"score\">"))
    #expect(html.contains("<a href=\"/tapes/\(ok)\">tape \(ok)</a>"))
    #expect(html.contains("curl -s \(board.base)/tapes/\(ok) &gt; run.tape &amp;&amp; arcade replay run.tape"))
    #expect(html.contains("No runs yet. Play it: <code>arcade play puck --daily</code>"))
    #expect(!html.contains("<script"))
  }

  @Test(
    "POST /practice keeps a daily tape played without a board as practice, replayed first: never official, never of a date to come",
    arguments: BoardHarness.kinds)
  func practiceWithoutABoard(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let yesterday = CalendarDate("2026-12-05")!
    let tape = DailyTapes.heliCrash(yesterday)
    let sent = board.json("POST", "/practice", ["name": "alice", "token": Self.alice, "tape": tape.text])
    #expect(sent.status == 200 && sent.json["official"] as? Bool == false, "\(sent.json)")
    let rows = board.board("heli", yesterday)
    #expect(rows.count == 1 && rows.first?["official"] as? Bool == false && rows.first?["rank"] is NSNull)
    var forged = tape
    forged.end?.score += 1
    let refused = board.json("POST", "/practice", ["name": "alice", "token": Self.alice, "tape": forged.text])
    #expect(refused.status == 422 && (refused.json["error"] as? String)?.contains("does not verify") == true)
    let future = DailyTapes.heliCrash(CalendarDate("2026-12-09")!)
    let early = board.json("POST", "/practice", ["name": "alice", "token": Self.alice, "tape": future.text])
    #expect(early.status == 422 && (early.json["error"] as? String)?.contains("a date still to come") == true)
    let taken = board.json("POST", "/practice", ["name": "alice", "token": Self.bob, "tape": tape.text])
    #expect(taken.status == 403)
    #expect(board.board("heli", yesterday).count == 1)
  }
}
