import ArcadeCore
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

@Suite("play, the menu and front-end flags")
struct PlayCommandTests {
  @Test("play hands the game, its validated parameters and the seed to the front end")
  func playWithParameters() throws {
    let harness = try Harness()
    let run = harness.run(
      "play", "counter", "--lives", "5", "--car-speed=45.5", "--growth", "hold", "--block-heights", "1,2,3",
      "--seed", "18446744073709551615")
    #expect(run.status == 0 && run.err == "")
    let play = try #require(harness.recorder.plays.first)
    #expect(play.game == "counter")
    #expect(play.seed == UInt64.max)
    #expect(play.parameters[CounterGame.lives] == 5)
    #expect(play.parameters[CounterGame.carSpeed] == 45.5)
    #expect(play.parameters[CounterGame.growth] == .hold)
    #expect(play.parameters[CounterGame.blockHeights] == [1, 2, 3])
    #expect(play.options == FrontEndOptions())
  }

  @Test("flags may come before the game, and unset parameters keep their defaults")
  func flagsBeforeGame() throws {
    let harness = try Harness()
    #expect(harness.run("play", "--seed=9", "--lives", "2", "counter").status == 0)
    let play = try #require(harness.recorder.plays.first)
    #expect(play.seed == 9)
    var expected = CounterGame.info.parameters.defaults
    expected[CounterGame.lives] = 2
    #expect(play.parameters == expected)
  }

  @Test("without --seed the seed comes from the system generator (here the harness's 777)")
  func randomSeed() throws {
    let harness = try Harness()
    _ = harness.run("play", "plain")
    #expect(harness.recorder.plays.map(\.seed) == [777])
  }

  @Test("front-end flags become FrontEndOptions for play, the menu and replay")
  func frontEndFlags() throws {
    let harness = try Harness()
    var expected = FrontEndOptions()
    expected.color = false
    expected.ascii = true
    expected.mouse = false
    expected.sound = true
    expected.hold = .toggle
    expected.attract = false
    expected.framesPerSecond = 15
    let flags = ["--no-color", "--ascii", "--no-mouse", "--sound", "--hold=toggle", "--no-attract", "--fps", "15"]
    #expect(harness.run(["play", "plain"] + flags).status == 0)
    #expect(harness.run(flags).status == 0)
    #expect(harness.recorder.plays.first?.options == expected)
    #expect(harness.recorder.menus == [expected])
  }

  @Test("arcade with no arguments opens the menu with default options")
  func menu() throws {
    let harness = try Harness()
    #expect(harness.run([]).status == 0)
    #expect(harness.recorder.menus == [FrontEndOptions()])
  }

  @Test("NO_COLOR set and not empty turns color off; empty leaves it on")
  func noColorVariable() throws {
    var harness = try Harness()
    harness.environment = ["NO_COLOR": "1"]
    _ = harness.run("play", "plain")
    harness.environment = ["NO_COLOR": ""]
    _ = harness.run("play", "plain")
    #expect(harness.recorder.plays.map(\.options.color) == [false, true])
  }

  @Test("--record FILE is passed on when the file can be created")
  func record() throws {
    let harness = try Harness()
    let path = harness.folder.path + "/run.tape"
    #expect(harness.run("play", "plain", "--record", path).status == 0)
    #expect(harness.recorder.plays.first?.record == path)
  }

  @Test("--record refuses an existing file, a missing folder and a folder, before the game starts")
  func recordRefused() throws {
    let harness = try Harness()
    let existing = try harness.folder.write("old.tape", "keep me")
    let cases: [(String, String)] = [
      (existing, "\(existing) already exists; choose another name (arcade never overwrites a file)"),
      (
        harness.folder.path + "/no/such/run.tape",
        "the folder \(harness.folder.path)/no/such does not exist; create it first or choose another path"
      ),
      (
        harness.folder.path,
        "\(harness.folder.path) is a folder; give a file name, e.g. \(harness.folder.path)/run.tape"
      ),
      (existing + "/run.tape", "\(existing) is not a folder; choose another path for \(existing)/run.tape"),
    ]
    for (path, message) in cases {
      let run = harness.run("play", "plain", "--record", path)
      #expect(run.status == 2)
      #expect(run.err == "arcade: --record: \(message)\n")
    }
    #expect(harness.recorder.plays.isEmpty)
    #expect(harness.folder.read(existing) == "keep me")
  }
}
