import ArcadeCore

/// The panel: its title, a puck, letter, name and count for each color in play (names greyed when fewer
/// than two are left), the hints, and the outcome; beside the stage or below it, as the layout says.
extension PuckGame {
  static let hints = ["Drag a puck", "onto pucks of", "its color;", "any other", "color ends", "the game."]

  func drawPanel(_ layout: PuckLayout, looks: [PuckColor], into canvas: inout Canvas) {
    let colors = settings.colorCount
    let places = layout.panelPlaces(colors: colors)
    let bold = Style(.default, on: .default, [.bold])
    canvas.text("PUCKS LEFT", column: places.title.column, row: places.title.row, style: bold)
    for i in 0..<colors {
      let (x, row) = (places.counts.column, places.counts.row + i)
      let count = Board.count(pucks, color: i)
      canvas.put("●", column: x, row: row, style: Style(looks[i].color))
      canvas.put(looks[i].letter, column: x + 2, row: row, style: Style(looks[i].ink, on: looks[i].color, [.bold]))
      canvas.text(looks[i].name, column: x + 4, row: row, style: count < 2 ? Style(.grey(10)) : .plain)
      canvas.text("\(count)", column: x + 13 - Canvas.width(of: "\(count)"), row: row, style: bold)
    }
    for (i, line) in Self.hints.enumerated() {
      canvas.text(line, column: places.hints.column, row: places.hints.row + i, style: Style(.grey(14)))
    }
    let (x, row) = places.outcome
    switch status {
    case .playing: break
    case .lost: canvas.text("WRONG COLOR", column: x, row: row, style: Style(.brightRed, on: .default, [.bold]))
    case .timeUp: canvas.text("TIME UP", column: x, row: row, style: Style(.brightYellow, on: .default, [.bold]))
    case .won:
      let outcome = reachedGoal ? "GOAL REACHED" : "NO PAIRS LEFT"
      canvas.text(outcome, column: x, row: row, style: Style(.brightGreen, on: .default, [.bold]))
      // A bonus of millions (long games, big bonus parameters) drops the word to stay in the panel.
      let bonus = "bonus +\(timeBonus)"
      let shown = bonus.count <= PuckLayout.panelWidth ? bonus : "+\(timeBonus)"
      canvas.text(shown, column: x, row: row + 1, style: Style(.brightGreen))
    }
  }
}
