import ArcadeCore
import GameCatalog
import Hundreds
import Testing

/// Hundreds' arcade levels, `Assets/levels/hundreds.txt`: what wins each and what each brings. That each can
/// be won, and is harder than the one before, is measured by the keyboard players (Tests/KeyboardPlayTests).
@Suite("Arcade levels (Assets/levels/hundreds.txt)")
struct LevelTests {
  static let file = Catalog.entry(id: "hundreds")!.levels!

  static func values(_ level: Level) throws -> ParameterValues { try level.values(in: HundredsGame.info.parameters) }

  @Test("the file lists 12 levels, each with its card: the target, and the blocks in the way")
  func cards() throws {
    #expect(Self.file.version == 1)
    let cards = try Self.file.levels.map { "\($0.name): \(HundredsGame.info.levelGoal(try Self.values($0)))" }
    #expect(
      cards == [
        "First touch: Reach 40 points",
        "Warm-up: Reach 60 points",
        "The block: Reach 80 points past 1 block",
        "A hundred, blocked: Reach 100 points past 1 block",
        "Slider: Reach 120 points past 1 sliding block",
        "Crossfire: Reach 120 points past 2 sliding blocks",
        "Three lanes: Reach 130 points past 3 sliding blocks",
        "Rush hour: Reach 140 points past 3 sliding blocks",
        "Crowd: Reach 150 points past 3 sliding blocks",
        "Stampede: Reach 160 points past 3 sliding blocks",
        "Frenzy: Reach 170 points past 3 sliding blocks",
        "Hundreds: Reach 200 points past 3 sliding blocks",
      ])
    #expect(HundredsGame.info.levelGoal(HundredsGame.info.parameters.defaults) == "Reach 100 points")
  }

  @Test("level 1 is gentler than the tutorial: fewer and slower circles, a lower target, no block")
  func firstLevelIsGentle() throws {
    let first = HundredsSettings(try Self.values(Self.file.levels[0]))
    let tutorial = HundredsSettings(HundredsGame.info.parameters.defaults)
    #expect(first.circleCount < tutorial.circleCount && first.startSpeed < tutorial.startSpeed)
    #expect(first.target < tutorial.target && first.obstacleCount == 0 && first.radius == tutorial.radius)
  }

  @Test("level 4 is the tutorial's game with one still block; the last has 9 circles at 200 px/s and 3 sliding blocks")
  func fourthAndLast() throws {
    let fourth = try Self.values(Self.file.levels[3])
    #expect(fourth.changed(from: HundredsGame.info.parameters) == ["obstacles"])
    #expect(fourth[HundredsParameters.obstacles] == 1 && fourth[HundredsParameters.obstacleSpeed] == 0)
    let last = HundredsSettings(try Self.values(Self.file.levels[11]))
    #expect(last.circleCount == 9 && last.startSpeed == 200 && last.obstacleCount == 3 && last.obstacleSpeed == 150)
  }

  @Test(
    "every level's circles start where its seed puts them: four runs, four layouts, none the fixed one of a crowded stage"
  )
  func layoutsFromTheSeed() throws {
    for (i, level) in Self.file.levels.enumerated() {
      let values = try Self.values(level)
      let layouts = (UInt64(1)...4).map { run in
        HundredsGame(parameters: values, seed: ArcadeRun<HundredsGame>.seed(of: i + 1, in: run)).circles.map(\.position)
      }
      #expect(Set(layouts.map { "\($0)" }).count == 4, "\(level.name)")
    }
  }

  @Test("a level is won on the release that reaches its target, and the run goes on to the next level's card")
  func winningALevel() throws {
    var run = try #require(ArcadeRun<HundredsGame>(levels: Self.file, start: 1, seed: 5))
    // First touch: +2 a press, 40 points; a tap presses and releases within its tick, so none can lose.
    for k in 0..<20 { run.step(TickInput(pressed: .slot(k % 3 + 1))) }
    #expect(run.game.status == .won && run.game.score == 40 && run.tick == 20)
    #expect(run.status == .playing && run.cardTicksLeft == ArcadeRun<HundredsGame>.cardTicks)
    #expect(run.cardLines.last == "Reach 60 points")
  }
}
