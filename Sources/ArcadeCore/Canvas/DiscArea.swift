/// The sub-cell positions a disc's bounding box covers, clipped to the grid: positions outside it would
/// be dropped one by one anyway, so skipping them changes nothing but the time a huge disc takes.
struct DiscArea {
  let xs: ClosedRange<Int>?
  let ys: ClosedRange<Int>?

  /// A disc of radii (radiusX, radiusY) round (centerX, centerY) on a grid of width × height positions.
  init(_ centerX: Double, _ centerY: Double, _ radiusX: Double, _ radiusY: Double, width: Int, height: Int) {
    xs = Self.span(centerX, radiusX, limit: width)
    ys = Self.span(centerY, radiusY, limit: height)
  }

  private static func span(_ centre: Double, _ radius: Double, limit: Int) -> ClosedRange<Int>? {
    let low = max(Int((centre - radius).rounded(.down)), 0)
    let high = min(Int((centre + radius).rounded(.up)), limit - 1)
    return low <= high ? low...high : nil
  }
}
