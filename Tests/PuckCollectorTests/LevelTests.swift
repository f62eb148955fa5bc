import ArcadeCore
import Autoplay
import GameCatalog
import PuckCollector
import Testing

/// Arcade mode's levels (`Assets/levels/puck.txt`): a level is won by reaching its goal score before time is up.
@Suite("Arcade levels")
struct LevelTests {
  static let entry = Catalog.entry(id: "puck")!

  @Test(
    "the level file parses: version 2 (level 4 eased), twelve named levels, each card saying the score and time that win it"
  )
  func levelFile() throws {
    let file = try #require(Self.entry.levels)
    #expect(file.version == 2)
    #expect(
      file.levels.map(\.name) == [
        "First pucks", "Four colors", "Classic pace", "Crowd", "Five colors", "Drifters", "Six colors",
        "Small pucks", "Rush", "Seven colors", "Current", "Rainbow storm",
      ])
    let cards = try file.levels.map { PuckGame.info.levelGoal(try $0.values(in: PuckGame.info.parameters)) }
    #expect(
      cards == [
        "Reach 200 points in 20 s", "Reach 250 points in 18 s", "Reach 300 points in 16 s",
        "Reach 500 points in 17 s", "Reach 450 points in 16 s", "Reach 500 points in 15 s",
        "Reach 450 points in 14 s", "Reach 500 points in 13 s", "Reach 400 points in 10 s",
        "Reach 500 points in 11 s", "Reach 500 points in 11 s", "Reach 500 points in 10 s",
      ])
  }

  @Test("the first level is gentler than Classic (3 colors, 20 s); the last has 8 colors drifting at 50 px/s")
  func firstAndLast() throws {
    let file = try #require(Self.entry.levels)
    let first = try file.levels[0].values(in: PuckGame.info.parameters)
    let last = try file.levels[11].values(in: PuckGame.info.parameters)
    #expect(
      first[PuckParameters.colors] == 3 && first[PuckParameters.duration] == 20 && first[PuckParameters.drift] == 0)
    #expect(last[PuckParameters.colors] == 8 && last[PuckParameters.drift] == 50 && last[PuckParameters.duration] == 10)
  }

  @Test("every level is winnable: the mouse player wins all twelve in one arcade run (seed 1), whose tape verifies")
  func everyLevelWon() throws {
    var recorder = Self.entry.start(try #require(Self.entry.arcade(from: 1, seed: 1)))
    var player = PuckPlayer.Mouse()
    var (level, cards): (Int, [[String]]) = (1, [])
    while let run = recorder.game as? ArcadeRun<PuckGame>, !run.isSettled, run.tick < 60 * 400 {
      if run.level != level { (player, level) = (PuckPlayer.Mouse(), run.level) }
      if run.cardTicksLeft == ArcadeRun<PuckGame>.cardTicks { cards.append(run.cardLines) }
      _ = recorder.step(run.cardTicksLeft > 0 ? .none : player.input(for: run.game))
    }
    let run = try #require(recorder.game as? ArcadeRun<PuckGame>)
    #expect(run.status == .won && run.level == 12 && run.levelsPlayed == 1...12)
    #expect(run.tick == 6539 && run.score == 5940)
    #expect(cards.count == 11)
    #expect(cards.first?.last == "Reach 250 points in 18 s")
    #expect(cards.first?[2] == "Next: 2 · Four colors")
    let tape = recorder.finishedTape
    #expect(tape.mode == .arcade(levelsVersion: 2, start: 1))
    let end = try #require(tape.end)
    #expect(end.levels == 1...12)
    #expect(try Self.entry.verify(Tape(text: tape.text)) == .verified(end))
  }
}
