import ArcadeCore
import GameCatalog
import Hundreds
import Testing

/// The target counts when a circle is let go (the tutorial's win check, at the release): the screen says so the
/// moment the score reaches it with a circle still held, so what the player sees is what counts.
@Suite("The target on the screen")
struct TargetScreenTests {
  /// Arcade level 1 ("Reach 40 points"), tapped up to 38 points without a touch, then its next press held.
  static func heldAtTarget() throws -> (game: HundredsGame, key: Int) {
    let level = try #require(Catalog.entry(id: "hundreds")?.levels?.levels.first)
    var game = HundredsGame(parameters: try level.values(in: HundredsGame.info.parameters), seed: 11)
    var key = 1
    while game.score < 38, game.tick < 100_000 {
      let tap = HundredsGame.keyHold(key, ticks: 3)
      if game.survives(tap) { game.play(tap) } else { game.step(.none) }
      key = key % game.circles.count + 1
    }
    // The next press, held for as long as it stays clear of the others.
    let slot = Buttons.slot(key)
    while !game.survives([TickInput(pressed: slot, held: slot), TickInput(held: slot)]) { game.step(.none) }
    game.step(TickInput(pressed: slot, held: slot))
    return (game, key)
  }

  /// The text of the game drawn in a room.
  static func text(_ game: HundredsGame, _ room: CanvasSize) -> String { game.screen(in: room).canvas.render() }

  @Test(
    "at 40 of 40 with the circle still held the panel says 'let go to win!' (beside the stage, and under it at 32x29); let go, it is won"
  )
  func letGoToWin() throws {
    var (game, key) = try Self.heldAtTarget()
    #expect(game.score == 40 && game.status == .playing && game.circles[key - 1].isPressed)
    for room in [CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 32, rows: 28)] {
      let text = Self.text(game, room)
      #expect(text.contains("40 / 40") && text.contains("let go to win!") && !text.contains("YOU WON"), "\(text)")
    }
    game.step(.none)
    #expect(game.status == .won)
    let won = Self.text(game, CanvasSize(columns: 80, rows: 23))
    #expect(won.contains("YOU WON") && !won.contains("let go to win!"))
  }

  @Test("below the target the panel gives the points a press scores, and never says to let go")
  func belowTarget() throws {
    let level = try #require(Catalog.entry(id: "hundreds")?.levels?.levels.first)
    var game = HundredsGame(parameters: try level.values(in: HundredsGame.info.parameters), seed: 11)
    game.step(TickInput(pressed: .slot(1), held: .slot(1)))
    let text = Self.text(game, CanvasSize(columns: 80, rows: 23))
    #expect(game.score == 2 && text.contains("+2 per press") && !text.contains("let go to win!"))
  }
}
