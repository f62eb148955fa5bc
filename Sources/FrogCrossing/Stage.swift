import ArcadeCore

/// The fixed numbers of the seed's playfield, in points of its 320x480 stage (y down).
public enum Stage {
  public static let width = 320
  public static let height = 480
  /// Where every frog starts (the seed's 160, 426: bottom center).
  public static let frogStartX = 160
  public static let frogStartY = 426
  /// One press of a pad button moves the frog this far.
  public static let hop = 31
  /// frog.png is 23x17: the seed places its top-left at (148.5, 417.5) for a center of (160, 426).
  public static let frogHalfWidth = 11.5
  public static let frogHalfHeight = 8.5
  /// Car positions are kept in whole 1/600 px, so every speed that is a multiple of 0.1 px/s moves
  /// cars by an exact whole number of units per tick (30 px/s = 300 units = 0.5 px per tick).
  public static let subpixelsPerPoint = 600
  public static let pointsPerLane = 10
  public static let pointsPerBay = 50
  /// How long a pad button stays lit after a press, and how long a splat or an ending shows.
  static let padLitTicks = 12
  static let splatTicks = 45
  static let closingTicks = 45

  /// Center x of every column the frog can stand in (start ± whole hops, inside the walls).
  public static let frogColumns = (-5...5).map { frogStartX + $0 * hop }.filter { frogFits(x: $0, y: frogStartY) }

  /// The y of the frog's row nearest `y`: where a car of a lane centered there is drawn, so that a car and the
  /// frog it hits share their rows at every size (each lane of lanes.txt lies within 5 px of a frog row).
  static func frogRowY(nearest y: Double) -> Double {
    Double(frogStartY) - ((Double(frogStartY) - y) / Double(hop)).rounded() * Double(hop)
  }

  /// The frog's row counted up from the start row (start = 0).
  public static func row(ofFrogY y: Int) -> Int { (frogStartY - y) / hop }

  /// True when a frog centered at (x, y) lies wholly on the stage: the walls the frog cannot pass.
  public static func frogFits(x: Int, y: Int) -> Bool {
    let (fx, fy) = (Double(x), Double(y))
    return fx - frogHalfWidth >= 0 && fx + frogHalfWidth <= Double(width)
      && fy - frogHalfHeight >= 0 && fy + frogHalfHeight <= Double(height)
  }
}
