import ArcadeCore
import Helicopter
import Testing

/// The parameters arcade levels add, each off by default: `distance` (a level's stretch of cave, won once flown)
/// and `block-length` (taller blocks).
@Suite("Helicopter arcade parameters: distance and block length")
struct DistanceTests {
  @Test("by default there is no distance to fly and blocks are 60 px long: the classic game, endless")
  func offByDefault() throws {
    let settings = HeliGame(seed: 1).settings
    #expect(settings.distance == 0 && settings.blockSize == Stage.blockSize && Stage.blockSize == Vec2(30, 60))
    var game = try Fixture.safeSkies()
    Fixture.runUntilOver(&game, limit: 6000)
    #expect(game.status == .playing && game.tick == 6000 && game.flown > 20_000)
  }

  @Test("--distance 650: won on the tick the blocks have travelled 650 px (260 at 150 px/s), then still")
  func distanceWins() throws {
    var game = try Fixture.safeSkies([("distance", "650")])
    var events: TickEvents = []
    while game.status == .playing { events = game.step(.none) }
    #expect(game.tick == 260 && game.status == .won && events == .goal && game.isSettled)
    #expect(game.score == 130 && game.flown >= 650 && game.flown < 652.5)
    let won = game
    for _ in 0..<60 { game.step(Fixture.hold) }
    #expect(game.flight == won.flight && game.blocks == won.blocks && game.score == won.score && game.tick == 320)
  }

  @Test("a crash on the tick the distance is reached is a crash: the floor at tick 44, 2.5 px a tick")
  func crashBeatsGoal() throws {
    var lost = try Fixture.game([("distance", "110")])
    Fixture.runUntilOver(&lost)
    #expect(lost.status == .lost && lost.crash == .floor && lost.tick == 44)
    var won = try Fixture.game([("distance", "107")])
    Fixture.runUntilOver(&won)
    #expect(won.status == .won && won.crash == nil && won.tick == 43)
  }

  @Test("--block-length 50 lets a block whose top is at 100 px pass over the helicopter (top 152); 60 does not")
  func blockLength() throws {
    var short = try Fixture.game([("gravity", "0"), ("block-heights", "100"), ("block-length", "50")])
    Fixture.runUntilOver(&short, limit: 600)
    #expect(short.status == .playing && short.tick == 600)
    #expect(short.blocks.allSatisfy { $0.length == 50 && $0.box.height == 50 })
    var classic = try Fixture.game([("gravity", "0"), ("block-heights", "100")])
    Fixture.runUntilOver(&classic, limit: 600)
    #expect(classic.crash == .block(0) && classic.blocks.first?.box.height == 60)
  }

  /// The bottom row of the 80x23 frame.
  static func bottomRow(_ game: HeliGame) -> String {
    String(DrawingTests.render(game).render().split(separator: "\n", omittingEmptySubsequences: false)[22])
  }

  @Test("with a distance, the rock below the cave shows how much is flown: a pip a tenth, and the pixels")
  func distanceMeter() throws {
    var game = try Fixture.safeSkies([("distance", "650")])
    #expect(Self.bottomRow(game).contains(" CAVE □□□□□□□□□□ 0 / 650 px "))
    while game.tick < 130 { game.step(.none) }
    #expect(Self.bottomRow(game).contains(" CAVE ■■■■■□□□□□ 325 / 650 px "), "\(Self.bottomRow(game))")
    while game.status == .playing { game.step(.none) }
    #expect(Self.bottomRow(game).contains(" CAVE ■■■■■■■■■■ 650 / 650 px "))
    #expect(!Self.bottomRow(HeliGame(seed: 1)).contains("CAVE"))
  }
}
