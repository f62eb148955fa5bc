/// How a game's picture is sized to the room the front end has for it. Drawing is a view of the
/// state: the size never changes a tick, a hash or a tape. The game draws through `viewport(for:)`
/// of its canvas's size, and the front end maps the mouse back through the same viewport.
public struct Scaling: Sendable {
  /// The canvas the game draws for a room of that many cells; nil when the room is smaller than
  /// the game needs.
  public var canvasSize: @Sendable (_ room: CanvasSize) -> CanvasSize?
  /// World points ↔ cells of a canvas of that size (one the closure above gave).
  public var viewport: @Sendable (_ canvas: CanvasSize) -> Viewport

  public init(
    canvasSize: @escaping @Sendable (CanvasSize) -> CanvasSize?, viewport: @escaping @Sendable (CanvasSize) -> Viewport
  ) {
    self.canvasSize = canvasSize
    self.viewport = viewport
  }

  /// One size only: the canvas is drawn as it is, centred in any room that holds it.
  public static func fixed(_ size: CanvasSize, _ viewport: Viewport) -> Scaling {
    Scaling(
      canvasSize: { room in size.fits(in: room) ? size : nil },
      viewport: { _ in viewport })
  }
}

extension CanvasSize {
  /// Whether a canvas of this size fits in `room`.
  public func fits(in room: CanvasSize) -> Bool { columns <= room.columns && rows <= room.rows }
}
