import ArcadeCore
import Autoplay
import FrogCrossing
import Testing

@Suite("Frog rules")
struct RulesTests {
  typealias Recorder = TapeRecorder<FrogGame>

  @Test("the frog starts at (160, 426) and one press hops it 31 px with a move cue")
  func hop() {
    var r = Recorder(seed: 1)
    #expect(r.game.frogX == 160 && r.game.frogY == 426)
    #expect(r.press(.left) == .move)
    #expect(r.game.frogX == 129 && r.game.frogY == 426)
    r.press(.down)
    #expect(r.game.frogY == 457)
  }

  @Test("walls clamp the frog: hops that would leave the stage do nothing")
  func wallsClamp() {
    var r = Recorder(seed: 1)
    for _ in 0..<5 { r.press(.left) }
    #expect(r.press(.left) == [])
    #expect(r.game.frogX == 36)  // 5 would put half the frog off the stage
    for _ in 0..<3 { r.press(.down) }
    #expect(r.game.frogY == 457)
    for _ in 0..<10 { r.press(.right) }
    #expect(r.game.frogX == 284)
    #expect(r.game.status == .playing)
  }

  @Test("a frog standing in lane 386 is hit by the car from x 108 at tick 54")
  func hitAtPredictedTick() {
    var r = Recorder(seed: 1)
    r.press(.up)  // tick 1: the frog stands at (160, 395), in the right-bound lane 386
    // The car centered at 108 touches when |x - 160| < 14 + 11.5, i.e. x > 134.5: 108 + 0.5·54 = 135.
    var events: TickEvents = []
    while r.game.status == .playing && r.game.tick < 1000 { events = r.step(.none) }
    #expect(r.game.tick == 54)
    #expect(r.game.status == .lost)
    #expect(events.contains(.lose))
    #expect(r.game.score == 10)
    #expect(!r.game.isSettled)
    r.waitUntilSettled()
    #expect(r.game.isSettled)
  }

  @Test("with --lives 3 the same hit costs one life and the next frog starts at the bottom")
  func livesSurviveHit() {
    var r = Recorder([("lives", "3")], seed: 1)
    r.press(.up, then: 52)
    #expect(r.game.tick == 53 && r.game.lives == 3)
    r.step(.none)
    #expect(r.game.lives == 2)
    #expect(r.game.status == .playing)
    #expect(r.game.frogX == 160 && r.game.frogY == 426)
    #expect(r.game.lastEvent == .carHitFrog)
    // The next frog scores its lanes again.
    r.press(.up)
    #expect(r.game.score == 20)
  }

  @Test("a scripted path fills all three bays and wins with 3 × (11 lanes × 10 + 50) = 480")
  func scriptedPathWins() {
    var r = Recorder(seed: 1)
    var filled: [Int] = []
    while r.game.status == .playing && r.game.tick < 20_000 {
      let before = r.game.filledBays
      r.autopilot()
      if r.game.filledBays > before { filled.append(r.game.tick) }
    }
    #expect(r.game.status == .won)
    #expect(r.game.score == 480)
    #expect(r.game.bays.allSatisfy { $0.filled })
    #expect(filled.count == 3)
    #expect(filled.last == r.game.tick)  // the third bay ends the game on the tick it fills
    #expect(r.game.lives == 1)
  }

  @Test("a filled bay is closed: hopping into it again does nothing")
  func filledBayBlocks() throws {
    var r = Recorder(seed: 3)
    let middle = FrogRoutePlanner.bayCells(r.game)[1]
    #expect(middle == FrogRoutePlanner.Cell(x: 160, y: 85))
    let plan = try #require(FrogRoutePlanner().plan(r.game, to: [middle]))
    var events: TickEvents = []
    for input in plan where r.game.filledBays == 0 { events = r.step(input) }
    #expect(events == [.move, .goal])
    #expect(r.game.lastEvent == .bayFilled)
    #expect(r.game.bays.map(\.filled) == [false, true, false])
    #expect(r.game.frogY == 426)
    let below = FrogRoutePlanner.Cell(x: middle.x, y: middle.y + Stage.hop)
    r.autopilot(to: [below])
    #expect(r.game.frogX == below.x && r.game.frogY == below.y)
    let score = r.game.score
    #expect(r.press(.up) == [])
    #expect(r.game.frogY == below.y)
    #expect(r.game.score == score)
    #expect(r.game.filledBays == 1)
  }

  @Test("a touch that begins on the drawn up button presses it and lights it")
  func padTouch() {
    var r = Recorder(seed: 1)
    let v = FrogGame.info.viewport
    let up = PadButton.up.cells
    let p = v.worldPoint(column: up.column + 3, row: up.row + 1)
    #expect(PadButton.up.worldRect.contains(Vec2(Double(p.x), Double(p.y))))
    r.step(TickInput(touch: Touch(.moved, x: p.x, y: p.y)))
    #expect(r.game.frogY == 426)
    r.step(TickInput(touch: Touch(.began, x: p.x, y: p.y)))
    #expect(r.game.frogY == 395)
    #expect(r.game.litButton == .up)
    let left = PadButton.left.cells
    let q = v.worldPoint(column: left.column, row: left.row + 2)
    r.step(TickInput(touch: Touch(.began, x: q.x, y: q.y)))
    #expect(r.game.frogX == 129)
    #expect(r.game.litButton == .left)
    // A touch on the road is not a pad press.
    r.step(TickInput(touch: Touch(.began, x: 100, y: 300)))
    #expect(r.game.frogX == 129 && r.game.frogY == 395)
  }

  @Test("a key press lights its pad button for 12 ticks (0.2 s)")
  func padLights() {
    var r = Recorder(seed: 1)
    r.press(.right)
    var lit = 0
    for _ in 0..<30 {
      var canvas = Canvas(size: FrogGame.info.canvasSize)
      r.game.draw(into: &canvas)
      let c = PadButton.right.cells
      if canvas[c.column + 3, c.row + 1].style.attributes.contains(.reverse) { lit += 1 }
      r.step(.none)
    }
    #expect(lit == 12)
  }

  @Test("--time-limit 2 --lives 2: each frog has 120 ticks; the last one ends the game as time up")
  func timeLimit() {
    var r = Recorder([("time-limit", "2"), ("lives", "2")], seed: 1)
    r.press(.left, then: 118)
    #expect(r.game.tick == 119 && r.game.lives == 2 && r.game.frogX == 129)
    #expect(r.step(.none) == .lose)
    #expect(r.game.lives == 1 && r.game.frogX == 160)
    #expect(r.game.lastEvent == .frogTimedOut)
    r.wait(200)
    #expect(r.game.tick == 240)
    #expect(r.game.status == .timeUp)
  }

  @Test("--rounds 2 --speed-up 15: filling every bay opens them again and the cars reach 45 px/s")
  func roundsAndSpeedUp() {
    var r = Recorder([("rounds", "2"), ("speed-up", "15")], seed: 1)
    while r.game.round == 1 && r.game.status == .playing { r.autopilot() }
    #expect(r.game.round == 2)
    #expect(r.game.status == .playing)
    #expect(r.game.filledBays == 0)
    #expect(r.game.carSpeed == 45)
    #expect(r.game.score == 480)
    let x = r.game.cars[0].x
    r.step(.none)
    #expect(r.game.cars[0].x - x == 0.75 || r.game.cars[0].x < x)
    while r.game.status == .playing && r.game.tick < 30_000 { r.autopilot() }
    #expect(r.game.status == .won)
    #expect(r.game.score == 960)
  }

  @Test("--bays 1 puts one bay at the center; filling it wins")
  func oneBay() {
    var r = Recorder([("bays", "1")], seed: 1)
    #expect(r.game.bays.count == 1)
    #expect(r.game.bays[0].frogColumnX == 160)
    while r.game.status == .playing && r.game.tick < 10_000 { r.autopilot() }
    #expect(r.game.status == .won && r.game.score == 160)
  }

  @Test("--bays 5 spreads five bays over the frog columns 36, 98, 160, 222, 284")
  func fiveBays() {
    let r = Recorder([("bays", "5")], seed: 1)
    #expect(r.game.bays.map(\.frogColumnX) == [36, 98, 160, 222, 284])
    #expect(r.game.bays.map(\.center.y) == [77.5, 77.5, 77.5, 77.5, 77.5])
  }

  @Test("a click on any drawn cell of a pad button presses that button, and only that one")
  func everyPadCellPresses() {
    let v = FrogGame.info.viewport
    var canvas = Canvas(size: FrogGame.info.canvasSize)
    FrogGame(seed: 1).draw(into: &canvas)
    for button in PadButton.allCases {
      let c = button.cells
      for row in c.row..<(c.row + c.height) {
        for column in c.column..<(c.column + c.width) {
          #expect(canvas[column, row].glyph != " " || canvas[column, row].style != .plain)
          let p = v.worldPoint(column: column, row: row)
          var game = FrogGame(seed: 1)
          game.step(TickInput(touch: Touch(.began, x: p.x, y: p.y)))
          #expect(game.litButton == button, "cell (\(column), \(row))")
        }
      }
    }
    // The hole in the middle of the cross presses nothing.
    let hole = v.worldPoint(column: 65, row: 12)
    var game = FrogGame(seed: 1)
    game.step(TickInput(touch: Touch(.began, x: hole.x, y: hole.y)))
    #expect(game.litButton == nil)
  }
}
