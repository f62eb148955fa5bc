import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeRuns
@testable import ArcadeScreens
@testable import ArcadeStorage

/// What the player's seat says about a board's run and about their token: whose run a card shows, and the token
/// file's real mode.
@Suite("board cards and --whoami", .serialized, .ownThreads)
struct BoardCardTests {
  @Test(
    "board --whoami says the token file's mode as it is: 600, or 644 with who can read it and the fix")
  func whoamiSaysTheMode() throws {
    let harness = try Harness()
    try harness.writeConfig("name ada\n")
    _ = harness.storage.keepBoardIdentity(BoardIdentity(name: "ada", token: "ada-token-0123456789"))
    // No board answers there: --whoami reads only the data folder.
    let url = "http://127.0.0.1:9"
    let path = harness.storage.identityPath
    let first = harness.run("board", "--whoami", "--board", url)
    #expect(first.outLines == ["ada on \(url); your token is kept in \(path) (mode 600)"], "\(first.err)")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    let open = harness.run("board", "--whoami", "--board", url)
    #expect(
      open.outLines == [
        "ada on \(url); your token is kept in \(path) (mode 644: other users can read your token; chmod 600 \(path))"
      ])
  }

  @Test(
    "watching a board's run says whose run it is and its place, and a daily's card lists no parameters; racing it says whose run the ghost is"
  )
  func cardsSayWhoseRun() throws {
    let board = try BoardCommandTests()
    let ada = try board.post("ada")
    let today = board.today
    let byline = "ada's run, 1st on the board of \(today)"
    // Today's tape opens to ada herself (and to players who have played their own attempt).
    _ = board.harness.storage.keepBoardIdentity(BoardIdentity(name: "ada", token: "ada-token-0123456789"))
    #expect(board.harness.run("board", "heli", "--board", board.url, "--watch", "1").status == 0)
    let watch = try #require(board.harness.recorder.watches.first)
    #expect(watch.tape == ada && watch.byline == byline)
    let entry = Screens.entry("heli")
    var replay = ScreenStack([
      ReplayScreen(
        try entry.makeFromTape(ada), entry: entry, tape: ada, services: Screens.services(), byline: watch.byline)
    ])
    let card = Screens.text(&replay, 120, 40)
    #expect(card.contains("Watching \(byline).") && card.contains("Replay: Helicopter · daily challenge \(today)"))
    #expect(!card.contains("gravity="), "a daily is played with the default parameters: its date says so")

    #expect(board.harness.run("play", "heli", "--daily", "--board", board.url, "--ghost", "board:1").status == 0)
    let ghost = try #require(board.harness.recorder.plays.first?.ghost)
    #expect(ghost.source == .board(byline))
    var race = ScreenStack([
      GameScreen(services: Screens.services(), entry: entry, setup: entry.daily(today), fromMenu: false, ghost: ghost)
    ])
    let title = Screens.text(&race, 120, 40).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      title.contains { $0.contains("Racing the ghost of \(byline) (\(ada.end!.score)).") },
      "\(title.joined(separator: "\n"))")
  }
}
