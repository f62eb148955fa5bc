import ArcadeCore
import BoardWire
import Testing

/// Today's tapes are not there to copy: a tape of today goes to its own player and to players who have played their
/// own official attempt of that game; every tape goes to everyone once its date is past. A tape is kept and served
/// in the board's words (Docs/board.md, "Nobody else's run").
@Suite("Board: who may have a tape, and in what words")
struct TapeAccessTests {
  static let leader = DailyTapes.puckWander()

  @Test(
    "today's tape is tapeNotYet without a token, and to a player whose own attempt of that game is not played; it is served to its own player and once the asker's attempt is sent",
    arguments: BoardHarness.kinds)
  func todaysTape(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try board.play(.alice, Self.leader).start.run
    #expect(board.tape(run, for: .alice).text == Self.leader.text)
    #expect(board.tape(run).refused(.tapeNotYet))
    #expect(board.tape(run, for: .bob).refused(.tapeNotYet), "no name on the board")
    #expect(try board.play(.bob, DailyTapes.heliCrash()).result.message?.official == true)
    #expect(board.tape(run, for: .bob).refused(.tapeNotYet), "his attempt of another game")
    let bobs = try #require(board.start(.bob, "puck").message).run
    #expect(board.tape(run, for: .bob).refused(.tapeNotYet), "his attempt being played")
    try board.follow(bobs, .bob, DailyTapes.puckIdle())
    #expect(board.finish(bobs, .bob, DailyTapes.puckIdle()).message?.official == true)
    #expect(board.tape(run, for: .bob).text == Self.leader.text)
    #expect(board.tape(run).refused(.tapeNotYet), "still not without a token")
  }

  @Test(
    "an attempt never sent opens today's tapes once it expires, an hour and 72 s after its start, and not before",
    arguments: BoardHarness.kinds)
  func expiredAttempt(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try board.play(.alice, Self.leader).start.run
    let began = board.clock.now
    #expect(board.start(.carol, "puck").message?.attempt == .official)
    board.clock.set(began + 3_672_000)
    #expect(board.tape(run, for: .carol).refused(.tapeNotYet))
    board.clock.set(began + 3_672_001)
    #expect(board.tape(run, for: .carol).text == Self.leader.text)
  }

  @Test("every tape goes to everyone once its date is past", arguments: BoardHarness.kinds)
  func pastDates(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try board.play(.alice, Self.leader).start.run
    board.clock.set(BoardHarness.noon + 12 * 3_600_000 - 1)
    #expect(board.tape(run).refused(.tapeNotYet), "the last millisecond of its day (UTC)")
    board.clock.advance(milliseconds: 1)
    #expect(board.tape(run).status == 200 && board.tape(run).text == Self.leader.text)
  }

  @Test(
    "no tape for a run not sent, an unknown id, or an Authorization that is not a bearer token",
    arguments: BoardHarness.kinds)
  func refusals(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let open = try #require(board.start(.alice, "puck").message).run
    #expect(board.tape(open, for: .alice).refused(.unknownTape))
    #expect(board.tape(open + 1).refused(.unknownTape))
    for header in ["Bearer short", "Basic YWxpY2U6c2VjcmV0", "Bearer " + String(repeating: "a", count: 129)] {
      let reply: Reply<String> = board.get(BoardAPI.tape(open), headers: [("Authorization", header)])
      #expect(reply.refused(.badToken), "\(header.prefix(20))")
    }
  }

  @Test(
    "a tape is kept and served in the board's words: the daily's header, what was replayed, no comment or blank line, no byte that acts on a terminal",
    arguments: BoardHarness.kinds)
  func canonicalTape(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.heliCrash()
    var sent = Reencoded.param(tape.text, "gravity", as: "294.0")
    sent = Reencoded.without(sent, param: "distance")
    sent = Reencoded.commented(sent, "# \u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[31mred \u{9B}1m\u{7F}")
    sent = Reencoded.byteOrderMark(Reencoded.crlf(sent + "\n\n"))
    let run = try #require(board.start(.alice, "heli").message).run
    board.clock.advance(seconds: 2)
    #expect(board.finish(run, .alice, sent).message?.official == true)
    let served = board.tape(run, for: .alice).text
    #expect(served == tape.text)
    #expect(served.unicodeScalars.allSatisfy { $0 == "\n" || (0x20..<0x7F).contains($0.value) })
  }
}
