import ArcadeCore
import Testing

@testable import Helicopter

/// Issue 25: whatever the parameters, a tick's work stays bounded, so blocks cannot pile up.
@Suite("Helicopter: bounded blocks")
struct BlockCapTests {
  @Test("blocks that never move, one every 0.1 s: never more than 64 live, and the world's bodies stop growing")
  func stillBlocksAreCapped() throws {
    let flags = [
      ("gravity", "0"), ("block-speed", "0"), ("speed-step", "0"), ("block-interval", "0.1"),
    ].map { (name: $0.0, value: $0.1) }
    var game = try Fixture.game(flags)
    // Long past the cap (64 blocks at one per 6 ticks): a block that took a new body would grow the world.
    while game.tick < 3_000 {
      game.step(.none)
      #expect(game.blocks.count <= Stage.mostBlocks)
      if game.blocks.count > Stage.mostBlocks { return }
    }
    #expect(game.status == .playing)
    #expect(game.blocks.count == Stage.mostBlocks)
    #expect(game.world.bodyCount == 3 + Stage.mostBlocks)
  }

  @Test("in a ten-minute flight the bodies of blocks that left are used again: 3 block bodies in all")
  func leftBlocksAreReused() throws {
    var game = try Fixture.safeSkies()
    while game.tick < 36_000 { game.step(.none) }
    #expect(game.status == .playing)
    #expect(game.blocks.last!.id == 36_000 / 78 - 1)
    #expect(game.world.bodyCount == 3 + 3)
  }
}
