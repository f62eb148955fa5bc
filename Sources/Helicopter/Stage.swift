import ArcadeCore

/// The fixed geometry of the original 480x320 landscape stage, in world pixels (y down).
///
/// The tutorial's art is not shipped with it, so the sizes of the helicopter and the blocks are ours,
/// chosen so that no height in the cave is safe forever (see `Fairness` in the tests): the helicopter is
/// 42x30 px (a 7x3-cell sprite at 6x10 px per cell), taller than the 29 px between the top wall and the
/// highest block's top (90), and a block is 30x60 px (5x6 cells), so the lowest block (180–240) leaves
/// less than a helicopter's height above the bottom wall and the blocks' reaches overlap in between.
public enum Stage {
  public static let width = 480.0
  public static let height = 320.0
  /// The top wall: the seed's `display.newRect(0, 60, 480, 1)`, covering y 60 ..< 61.
  public static let ceiling = Rect(x: 0, y: 60, width: 480, height: 1)
  /// The bottom wall: `display.newRect(0, 260, 480, 1)`, covering y 260 ..< 261.
  public static let floor = Rect(x: 0, y: 260, width: 480, height: 1)
  /// The walls' bodies: the rock from the stage's edge to each wall line, so that no speed carries the
  /// helicopter through a wall between two ticks.
  static let rockAbove = Rect(x: 0, y: 0, width: 480, height: ceiling.maxY)
  static let rockBelow = Rect(x: 0, y: floor.y, width: 480, height: height - floor.y)
  /// Top-left corner of the helicopter at the start (the seed's `newImage('helicopter.png', 23, 152)`).
  public static let helicopterStart = Vec2(23, 152)
  public static let helicopterSize = Vec2(42, 30)
  /// A block's size at the defaults; `block-length` changes its height.
  public static let blockSize = Vec2(30, 60)
  /// Blocks appear with their left edge here: the right edge of the stage, just out of sight.
  public static let blockSpawnX = 480.0
  /// The fastest a block moves, px/s: 20 px a tick, well under the 30 + 42 px that a block and the
  /// helicopter span together, so no block can jump over the helicopter between two ticks.
  public static let fastestBlocks = 1200.0
  /// The most blocks on the stage at once; a block due while there are this many is not made, so that
  /// blocks that never leave (a block speed of 0) cannot pile up and make every tick longer.
  public static let mostBlocks = 64
}

extension Rect {
  /// The rectangle's center and half extents, as the physics world describes a box.
  var body: (center: Vec2, shape: Shape) {
    (center, .box(halfWidth: width / 2, halfHeight: height / 2))
  }
}
