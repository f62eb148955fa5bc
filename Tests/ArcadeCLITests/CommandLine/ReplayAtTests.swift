import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// `arcade replay TAPE --at TICK`: the replay starts paused at that tick, as it looks when played there.
@Suite("replay --at")
struct ReplayAtTests {
  static func winTape() throws -> Tape {
    try Tape(text: String(contentsOf: GoldenTapeFile.url(game: "frog", name: "win"), encoding: .utf8))
  }

  @Test("--at TICK hands the replay its tick; past the tape's end, not a number, or with --cast, one line")
  func command() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let tape = try harness.folder.write("win.tape", try Self.winTape().text)
    #expect(harness.run("replay", tape, "--at", "300").status == 0)
    #expect(harness.recorder.watches.last?.at == 300)
    let total = try Self.winTape().tickCount
    for bad in ["\(total + 1)", "-1", "x"] {
      let run = harness.run("replay", tape, "--at", bad)
      #expect(run.status == 2 && run.err.contains("--at must be a tick of the tape, 0 to \(total)"), "\(run.err)")
    }
    let cast = harness.run("replay", tape, "--at", "3", "--cast", harness.folder.path + "/x.cast")
    #expect(cast.status == 2 && cast.err.contains("--at starts the replay paused on the screen"))
    #expect(harness.recorder.watches.count == 1)
  }

  @Test("the replay --at TICK shows, paused and without its intro box, the screen the replay shows when played to TICK")
  func pausedThere() throws {
    let tape = try Self.winTape()
    let entry = Screens.entry("frog")
    var played = ScreenStack([
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: Screens.services())
    ])
    played.handle(Screens.press(.enter), at: Screens.start)
    for frame in 1...150 { played.advance(now: Screens.start + UInt64(frame) * Screens.frame) }
    played.handle(Screens.press(.space), at: Screens.start + 150 * Screens.frame)
    #expect(ReplayScreenTests.tick(&played) == 300)
    var at = ScreenStack([
      ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: Screens.services(), at: 300)
    ])
    #expect(Screens.text(&at) == Screens.text(&played))
    #expect(ReplayScreenTests.status(&at).hasPrefix("II 1× tick 300/"))
    at.advance(now: Screens.start + 10 * Screens.second)
    #expect(ReplayScreenTests.tick(&at) == 300, "it waits, paused")
    at.handle(Screens.press(.space), at: Screens.start + 10 * Screens.second)
    at.advance(now: Screens.start + 10 * Screens.second + Screens.frame)
    #expect(ReplayScreenTests.tick(&at) == 302)
  }
}
