/// `GET /watch/ID/frame?view=V&cols=C&rows=R`: one frame of a run played in a browser's page. The board plays the run
/// for the view (its own simulation, by the board's clock) and sends the cells of the arcade's canvas that changed since
/// the view's last frame; the page's script draws them.
public struct WatchFrame: Codable, Sendable, Equatable {
  /// The view's id, to send with the next frame's request.
  public var view: String
  public var run: Int
  /// The player's name, through the terminal gate (`printable`).
  public var name: String
  public var game: String
  public var title: String
  public var tick: Int
  public var score: Int
  /// The view follows the run as it is played (else it plays the run's tape).
  public var live: Bool
  /// The canvas's size, in cells.
  public var columns: Int
  public var rows: Int
  /// Every cell is sent: the view's first frame, or its size changed.
  public var full: Bool
  public var cells: [CellSpan]
  /// How the run ended on the board, once the view has played it to its end.
  public var end: LiveEnd?

  public init(
    view: String, run: Int, name: String, game: String, title: String, tick: Int, score: Int, live: Bool,
    columns: Int, rows: Int, full: Bool, cells: [CellSpan], end: LiveEnd?
  ) {
    (self.view, self.run, self.name, self.game, self.title, self.tick, self.score, self.live) =
      (view, run, name, game, title, tick, score, live)
    (self.columns, self.rows, self.full, self.cells, self.end) = (columns, rows, full, cells, end)
  }
}

/// Cells side by side on one row that share a style: `[row, column, "text", foreground, background, attributes]` on
/// the wire. A text holds one glyph (one Unicode scalar) a cell; a colour is -1 (the terminal's default) or an index
/// of the xterm palette (0-15 the 16 colours, 16-231 the 6x6x6 cube, 232-255 the greys); attributes add up bold 1,
/// dim 2, reverse 4, underline 8.
public struct CellSpan: Codable, Sendable, Equatable {
  public var row: Int
  public var column: Int
  public var text: String
  public var foreground: Int
  public var background: Int
  public var attributes: Int

  public init(row: Int, column: Int, text: String, foreground: Int, background: Int, attributes: Int) {
    (self.row, self.column, self.text, self.foreground, self.background, self.attributes) =
      (row, column, text, foreground, background, attributes)
  }

  public init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    row = try fields.decode(Int.self)
    column = try fields.decode(Int.self)
    text = try fields.decode(String.self)
    foreground = try fields.decode(Int.self)
    background = try fields.decode(Int.self)
    attributes = try fields.decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(row)
    try fields.encode(column)
    try fields.encode(text)
    try fields.encode(foreground)
    try fields.encode(background)
    try fields.encode(attributes)
  }
}

extension BoardAPI {
  /// A frame of view `view` (none for a new view) of run `id`, for a terminal of `columns` x `rows`.
  public static func watchFrame(_ id: Int, view: String?, columns: Int, rows: Int) -> String {
    "/watch/\(id)/frame?" + (view.map { "view=\($0)&" } ?? "") + "cols=\(columns)&rows=\(rows)"
  }
}
