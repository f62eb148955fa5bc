import ArcadeCore

/// The text beside (or below) the stage: the score panel and the rules, drawn each frame where the
/// layout puts them.
extension HundredsGame {
  /// What the panel says in place of the points a press scores once the score has reached the target: the win
  /// counts at the release, so a circle still held must be let go (held on, it can still touch and lose).
  static let letGo = "let go to win!"

  /// The score has reached the target, and the win waits for the circle held to be let go.
  var waitsForRelease: Bool { status == .playing && score >= settings.target }

  func drawPanels(_ layout: HundredsLayout, into canvas: inout Canvas) {
    if layout.arrangement == .compact { return drawCompactLines(layout, into: &canvas) }
    let (x, y) = (layout.panelColumn, layout.panelRow)
    let bright = Style(.brightWhite, on: .default, [.bold])
    canvas.text("H U N D R E D S", column: x, row: y, style: bright)
    canvas.text("Score", column: x, row: y + 2)
    canvas.text("\(score) / \(settings.target)", column: x, row: y + 3, style: bright)
    let rate = settings.growth == .step ? "+\(settings.step) per press" : "+\(settings.holdRate)/s while held"
    if waitsForRelease {
      canvas.text(Self.letGo, column: x, row: y + 4, style: Style(.brightGreen, on: .default, [.bold]))
    } else {
      canvas.text(rate, column: x, row: y + 4, style: Style(.grey(14)))
    }
    canvas.text("Key  Circle", column: x, row: y + 6)
    for k in state.indices {
      let c = circle(k)
      let row = y + 7 + k
      let color = HundredsArt.color(of: c)
      canvas.put(HundredsArt.keyGlyph(c.key), column: x + 1, row: row, style: Style(.default, on: .default, [.bold]))
      canvas.text("●", column: x + 5, row: row, style: Style(color))
      canvas.text(c.isPressed ? "\(c.label) held" : "\(c.label)", column: x + 7, row: row)
    }
    switch status {
    case .won: canvas.text("YOU WON", column: x, row: y + 18, style: Style(.brightGreen, on: .default, [.bold]))
    case .lost: canvas.text("YOU LOST", column: x, row: y + 18, style: Style(.brightRed, on: .default, [.bold]))
    default: break
    }
    let rules = HundredsArt.rules(circles: state.count, target: settings.target, obstacles: obstacleBodies.count)
    for (i, line) in rules.enumerated() {
      let style = i == 0 ? bright : Style(.grey(16))
      canvas.text(line, column: layout.rulesColumn, row: layout.rulesRow + i, style: style)
    }
  }

  /// The lines under the stage of a tall, narrow canvas: the score, each circle's key and number (wrapped onto a
  /// second row when the stage is narrow), and the outcome; the rules are in the help.
  private func drawCompactLines(_ layout: HundredsLayout, into canvas: inout Canvas) {
    let (x, y) = (layout.panelColumn, layout.panelRow)
    let width = layout.stageColumns + 2
    let rate = settings.growth == .step ? "+\(settings.step) a press" : "+\(settings.holdRate)/s held"
    canvas.text(
      "Score \(score) / \(settings.target)", column: x, row: y, style: Style(.brightWhite, on: .default, [.bold]))
    if waitsForRelease {
      let style = Style(.brightGreen, on: .default, [.bold])
      canvas.text(Self.letGo, column: x + width - Self.letGo.count, row: y, style: style)
    } else {
      canvas.text(rate, column: x + width - rate.count, row: y, style: Style(.grey(14)))
    }
    // Each circle: its key, its color's dot and its number, in a cell of 7 columns.
    let perRow = max(1, width / 7)
    for k in state.indices {
      let c = circle(k)
      let (column, row) = (x + (k % perRow) * 7, y + 1 + k / perRow)
      canvas.put(HundredsArt.keyGlyph(c.key), column: column, row: row, style: Style(.default, on: .default, [.bold]))
      canvas.text("●", column: column + 1, row: row, style: Style(HundredsArt.color(of: c)))
      canvas.text(c.isPressed ? "\(c.label)*" : "\(c.label)", column: column + 2, row: row)
    }
    switch status {
    case .won: canvas.text("YOU WON", column: x, row: y + 3, style: Style(.brightGreen, on: .default, [.bold]))
    case .lost: canvas.text("YOU LOST", column: x, row: y + 3, style: Style(.brightRed, on: .default, [.bold]))
    default: break
    }
  }
}
