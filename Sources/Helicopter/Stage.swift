import ArcadeCore

/// The fixed geometry of the original 480x320 landscape stage, in world pixels (y down).
///
/// The tutorial's art is not shipped with it, so the sizes of the helicopter and the blocks are ours:
/// the helicopter is 42x20 px (a 7x2-cell sprite at 6x10 px per cell), a block 30x50 px (5x5 cells),
/// which leaves a gap of about 30 px, one and a half helicopters, beside the highest and the lowest block.
public enum Stage {
  public static let width = 480.0
  public static let height = 320.0
  /// The top wall: the seed's `display.newRect(0, 60, 480, 1)`, covering y 60 ..< 61.
  public static let ceiling = Rect(x: 0, y: 60, width: 480, height: 1)
  /// The bottom wall: `display.newRect(0, 260, 480, 1)`, covering y 260 ..< 261.
  public static let floor = Rect(x: 0, y: 260, width: 480, height: 1)
  /// Top-left corner of the helicopter at the start (the seed's `newImage('helicopter.png', 23, 152)`).
  public static let helicopterStart = Vec2(23, 152)
  public static let helicopterSize = Vec2(42, 20)
  public static let blockSize = Vec2(30, 50)
  /// Blocks appear with their left edge here: the right edge of the stage, just out of sight.
  public static let blockSpawnX = 480.0
}
