import ArcadeCore
import BoardWire
import Testing

/// A player is a token; a token has one name (Docs/board.md, "Players").
@Suite("Board: players and their names")
struct NameTests {
  @Test(
    "a free name is claimed; asked again it is yours; another token is refused nameTaken; a token with a name asking another is told its own (other)",
    arguments: BoardHarness.kinds)
  func claims(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(board.claim(.alice).message == PlayerAnswer(name: "alice", state: .claimed))
    #expect(board.claim(.alice).message == PlayerAnswer(name: "alice", state: .yours))
    #expect(board.claim(.alice, as: "alicia").message == PlayerAnswer(name: "alice", state: .other))
    #expect(board.claim(.bob, as: "alice").refused(.nameTaken))
    #expect(board.claim(.bob, as: "alicia").message?.state == .claimed, "alice's asking did not take it")
  }

  @Test(
    "a run under another's name is nameTaken; a token with a name plays under its own, whatever name it sends",
    arguments: BoardHarness.kinds)
  func runsUnderNames(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(board.claim(.alice).message?.state == .claimed)
    #expect(board.start(.bob, "heli", name: "alice").refused(.nameTaken))
    #expect(
      board.practice(Player(name: "alice", token: Player.bob.token), DailyTapes.heliCrash().text).refused(.nameTaken))
    let run = try #require(board.start(.alice, "heli", name: "alicia").message).run
    board.clock.advance(seconds: 2)
    #expect(board.finish(run, .alice, DailyTapes.heliCrash()).message?.name == "alice")
    #expect(board.board("heli").map(\.name) == ["alice"])
    #expect(board.claim(.carol, as: "alicia").message?.state == .claimed)
  }

  @Test(
    "a rename takes a free name and the player's runs follow it, the old name free again; a taken name is refused; a token with no name cannot rename",
    arguments: BoardHarness.kinds)
  func rename(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(try board.play(.alice, DailyTapes.heliCrash()).result.message?.official == true)
    #expect(board.claim(.bob).message?.state == .claimed)
    #expect(board.rename(.alice, to: "bob").refused(.nameTaken))
    #expect(board.rename(.alice, to: "alicia").message == PlayerAnswer(name: "alicia", state: .claimed))
    #expect(board.rename(.alice, to: "alicia").message == PlayerAnswer(name: "alicia", state: .yours))
    #expect(board.board("heli").map(\.name) == ["alicia"])
    #expect(board.claim(.carol, as: "alice").message?.state == .claimed, "the old name is free")
    #expect(board.rename(.dave, to: "dave").refused(.unknownPlayer))
    #expect(try board.play(.alice, DailyTapes.heliHeld(10)).result.message?.name == "alicia")
  }
}
