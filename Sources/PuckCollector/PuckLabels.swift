import ArcadeCore

/// The panel's fixed text: its title, a puck and letter for each colour in play, and the hints. Drawn
/// once for each number of colours, the first time a game needs it, and pasted each frame under the
/// counts that change.
extension PuckGame {
  static let hints = ["Drag a puck", "onto pucks of", "its colour;", "any other", "colour ends", "the game."]

  /// The labels for 1, 2, ... colours. Made once per process, not per game: a game is made for every
  /// replay checked, and a layer costs a few microseconds to draw.
  static let labelsByColourCount = (1...PuckColour.all.count).map { labels(colours: $0) }

  static func labels(colours: Int) -> CanvasLayer {
    CanvasLayer(size: info.canvasSize) { canvas in
      let x = Stage.panelColumn
      canvas.text("PUCKS LEFT", column: x, row: 1, style: Style(.default, on: .default, [.bold]))
      for (i, look) in PuckColour.all.prefix(colours).enumerated() {
        canvas.put("●", column: x, row: 3 + i, style: Style(look.color))
        canvas.put(look.letter, column: x + 2, row: 3 + i, style: Style(look.ink, on: look.color, [.bold]))
      }
      for (i, line) in hints.enumerated() {
        canvas.text(line, column: x, row: 4 + colours + i, style: Style(.grey(14)))
      }
    }
  }
}
