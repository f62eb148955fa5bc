import ArcadeCore
import PuckCollector
import Testing

/// Arcade levels are won by a score: with `--goal N`, reaching N points ends the game at once as a win with the
/// time bonus, as a board with no pair left does (which still wins short of the goal). `--goal 0`, the default,
/// is Classic's rule. Seed 1's red #8 at (414, 139) collects the red #11 on the 6th tick of a drag right.
@Suite("Goal score")
struct GoalTests {
  /// Grabs seed 1's red #8 and drags it 2 px a tick right onto the red #11: collected on tick 6.
  static func collectRed11(_ g: inout PuckGame) {
    g.step(touch(.began, 414, 139))
    for k in 1...4 { g.step(touch(.moved, 414 + Int32(2 * k), 139)) }
  }

  @Test("with goal 50 the first catch, on tick 6, wins at once: 50 + 15 whole seconds × 10 = 200")
  func goalWins() throws {
    var g = try game(seed: 1, [("goal", "50")])
    #expect(g.goal == 50)
    Self.collectRed11(&g)
    #expect(g.status == .playing && g.score == 0)
    let events = g.step(touch(.moved, 424, 139))
    #expect(g.tick == 6)
    #expect(g.status == .won && g.reachedGoal)
    #expect(events == [.blip, .goal])
    #expect(g.timeBonus == 150 && g.score == 200)
    #expect(g.pucksLeft == [6, 4, 4, 5], "the board is not done: the goal won it")
    g.run(touch(.moved, 100, 100), times: 40)
    #expect(g.score == 200 && g.isSettled)
  }

  @Test("without a goal (the default) or short of it, the same catch plays on")
  func shortOfTheGoal() throws {
    for flags in [[], [("goal", "100")]] {
      var g = try game(seed: 1, flags)
      Self.collectRed11(&g)
      g.step(touch(.moved, 424, 139))
      #expect(g.score == 50 && g.status == .playing && !g.reachedGoal)
    }
    #expect(PuckGame(seed: 1).goal == nil)
  }

  @Test("a board with no pair left still wins short of the goal, as no pairs left")
  func clearingWins() throws {
    var g = try game(seed: 1, [("pucks", "2"), ("colors", "1"), ("goal", "1000")])
    g.step(touch(.began, 249, 182))
    g.step(touch(.moved, 330, 182))
    for k in 1...27 { g.step(touch(.moved, 330, 182 - Int32(4 * k))) }
    #expect(g.status == .won && !g.reachedGoal)
    #expect(g.score == 200)
    #expect(g.screen.contains("NO PAIRS LEFT"))
  }

  @Test("the goal reached on the last tick wins, with no bonus left")
  func lastTick() throws {
    var g = try game(seed: 1, [("goal", "50")])
    g.run(.none, times: 954)
    Self.collectRed11(&g)
    g.step(touch(.moved, 424, 139))
    #expect(g.tick == 960)
    #expect(g.status == .won && g.timeBonus == 0 && g.score == 50)
  }

  @Test("the goal shows beside the score until it is reached; then the panel says so, with the bonus")
  func drawn() throws {
    var g = try game(seed: 1, [("goal", "50")])
    #expect(g.screen.contains("─ Score 0/50 ─"))
    #expect(!PuckGame(seed: 1).screen.contains("Score 0/"))
    Self.collectRed11(&g)
    g.step(touch(.moved, 424, 139))
    #expect(g.screen.contains("─ Score 200 ─"), "the goal is no longer shown once reached")
    #expect(g.screen.contains("GOAL REACHED") && g.screen.contains("bonus +150"))
  }

  @Test("a level's card says what wins it, from its goal and duration")
  func levelGoalText() throws {
    let parameters = PuckGame.info.parameters
    #expect(PuckGame.info.levelGoal(parameters.defaults) == "Clear the board in 16 s")
    let level = try parameters.values(from: [("goal", "450"), ("duration", "12.5")])
    #expect(PuckGame.info.levelGoal(level) == "Reach 450 points in 12.5 s")
  }
}
